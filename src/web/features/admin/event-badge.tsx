import { severityOf } from '@shared/security-events';
import { Badge } from '../../components/ui/badge';
import { adminText } from './messages/admin-screens';

/** A security event's type, coloured by how serious it is. */
export function EventBadge({ type }: { type: string | null }) {
  return <Badge tone={severityOf(type) ?? 'neutral'}>{type ?? adminText('events.unknown')}</Badge>;
}
