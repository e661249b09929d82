import { formatDate, formatTime } from '@shared/format/dates';
import type { BadgeProps } from '../../components/ui/badge';
import { earningsText } from './messages/earnings-screens';

/** When a payment was made, on the business's clock: { day: '3 Nov 2026', time: '14:05' }. */
export function paidAt(iso: string, timeZone: string): { day: string; time: string } {
  return { day: formatDate(iso, timeZone), time: formatTime(iso, timeZone) };
}

type Tone = NonNullable<BadgeProps['tone']>;

// the spec's colours: completed green, pending yellow, failed red; money owed back orange, settled grey
const STATUS_TONES = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  refund_due: 'orange',
  refunding: 'neutral',
  refunded: 'neutral',
  // ended unpaid when its booking was cancelled
  cancelled: 'neutral',
  // a checkout left unpaid until its booking's hold ran out: no money, and not a cancellation
  not_completed: 'neutral',
} as const satisfies Record<string, Tone>;

type KnownStatus = keyof typeof STATUS_TONES;

function isKnownStatus(status: string): status is KnownStatus {
  return Object.hasOwn(STATUS_TONES, status);
}

/** A status the page does not know is shown as it is (docs/product/owner-area.md §4 States). */
export function statusBadge(status: string): { label: string; tone: Tone } {
  if (!isKnownStatus(status)) return { label: status, tone: 'neutral' };
  return { label: earningsText(`status.${status}`), tone: STATUS_TONES[status] };
}

// names that are the same in every language
const METHOD_NAMES: Record<string, string> = {
  mpesa: 'M-Pesa',
  ussd: 'USSD',
  qr: 'QR',
  apple_pay: 'Apple Pay',
};
// the built-in test provider's card payments are 'test'
const TRANSLATED_METHODS = ['card', 'mobile_money', 'bank', 'bank_transfer', 'test'] as const;
type TranslatedMethod = (typeof TRANSLATED_METHODS)[number];

function isTranslatedMethod(method: string): method is TranslatedMethod {
  return (TRANSLATED_METHODS as readonly string[]).includes(method);
}

/** How the client paid, in words; '-' before the provider has said. */
export function methodLabel(method: string | null): string {
  if (!method) return '-';
  if (isTranslatedMethod(method)) return earningsText(`method.${method}`);
  return METHOD_NAMES[method] ?? method.replace(/_/g, ' ');
}
