import type { WebhookDeliveryView } from '@shared/webhooks';
import { Badge } from '../../components/ui/badge';
import { developersText as t } from './messages/developers-screens';

const TONE = {
  queued: 'warning',
  sending: 'info',
  delivered: 'success',
  failed: 'danger',
} as const;

/** Where a delivery stands: waiting (for its turn or its next try), sending, delivered or failed. */
export function DeliveryBadge({ status }: { status: WebhookDeliveryView['status'] }) {
  return <Badge tone={TONE[status]}>{t(`log.status.${status}`)}</Badge>;
}
