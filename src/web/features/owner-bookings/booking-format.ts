import type { BookingStatus } from '@shared/bookings';

// the spec's colours: confirmed green, pending yellow, cancelled red, completed blue
export const STATUS_TONES = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'danger',
  completed: 'info',
} as const satisfies Record<BookingStatus, string>;

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const PAYMENT_LABELS: Record<string, string> = {
  pending: 'Unpaid',
  completed: 'Paid',
  failed: 'Payment failed',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};
