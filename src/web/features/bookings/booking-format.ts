import { format, parseISO } from 'date-fns';
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

/** 'Mon, 23 Nov 2026' for a business-local 'yyyy-MM-dd'. */
export function formatBookingDate(date: string): string {
  return format(parseISO(date), 'EEE, d MMM yyyy');
}

/** 'Monday, 23 November' for a day heading. */
export function formatDayHeading(date: string): string {
  return format(parseISO(date), 'EEEE, d MMMM');
}
