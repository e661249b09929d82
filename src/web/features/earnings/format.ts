import { formatDate, formatTime } from '@shared/format/dates';
import type { BadgeProps } from '../../components/ui/badge';

/** When a payment was made, on the business's clock: { day: '3 Nov 2026', time: '14:05' }. */
export function paidAt(iso: string, timeZone: string): { day: string; time: string } {
  return { day: formatDate(iso, timeZone), time: formatTime(iso, timeZone) };
}

type Tone = NonNullable<BadgeProps['tone']>;

// the spec's colours: completed green, pending yellow, failed red; money owed back orange, settled grey
const STATUS_BADGES: Record<string, { label: string; tone: Tone }> = {
  completed: { label: 'Completed', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
  refund_due: { label: 'Refund due', tone: 'orange' },
  refunding: { label: 'Refunding', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  // ended unpaid when its booking was cancelled
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  // a checkout left unpaid until its booking's hold ran out: no money, and not a cancellation
  not_completed: { label: 'Not completed', tone: 'neutral' },
};

/** A status the page does not know is shown as it is (docs/product/owner-area.md §4 States). */
export function statusBadge(status: string): { label: string; tone: Tone } {
  return STATUS_BADGES[status] ?? { label: status, tone: 'neutral' };
}

const METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  mpesa: 'M-Pesa',
  mobile_money: 'Mobile money',
  bank: 'Bank',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  qr: 'QR',
  apple_pay: 'Apple Pay',
  // the built-in test provider's card payments
  test: 'Test payment',
};

/** How the client paid, in words; '-' before the provider has said. */
export function methodLabel(method: string | null): string {
  if (!method) return '-';
  return METHOD_LABELS[method] ?? method.replace(/_/g, ' ');
}
