import { severityOf } from '@shared/security-events';
import { Badge } from '../../components/ui/badge';

/** A security event's type, coloured by how serious it is. */
export function EventBadge({ type }: { type: string | null }) {
  return <Badge tone={severityOf(type) ?? 'neutral'}>{type ?? 'UNKNOWN'}</Badge>;
}
