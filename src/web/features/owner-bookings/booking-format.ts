import type { BookingStatus } from '@shared/bookings';
import { bookingsText } from './messages/owner-bookings-screens';

// the spec's colours: confirmed green, pending yellow, cancelled red, completed blue
export const STATUS_TONES = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'danger',
  completed: 'info',
} as const satisfies Record<BookingStatus, string>;

/** Each status's name, read from the catalogue when shown. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  get pending() {
    return bookingsText('status.pending');
  },
  get confirmed() {
    return bookingsText('status.confirmed');
  },
  get completed() {
    return bookingsText('status.completed');
  },
  get cancelled() {
    return bookingsText('status.cancelled');
  },
};

const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refund_due', 'refunded'] as const;

/** A payment's state in words; a state with no words is shown as the server named it. */
export function paymentLabel(status: string): string {
  const known = PAYMENT_STATUSES.find((value) => value === status);
  return known ? bookingsText(`payment.${known}`) : status;
}
