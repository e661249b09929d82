import { CalendarX } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import type { PublicBooking } from './booking-api';
import { formatLongDay } from '@shared/format/dates';
import { price } from './format';

/** Why the booking is off: who cancelled it, or its hold ran out (a lapse names no one). */
function whyCancelled(booking: PublicBooking): string {
  if (booking.cancelledBy === 'client') return 'You cancelled this booking.';
  if (booking.cancelledBy === 'business') return `${booking.business.name} cancelled this booking.`;
  if (booking.holdExpiresAt)
    return 'The time held for this booking ran out before your payment came, and the place was taken.';
  return 'This booking was cancelled.';
}

/** What became of the client's money. */
function moneyNote(booking: PublicBooking): string {
  const amount = price(booking.amountMinor, booking.currency);
  if (booking.paymentStatus === 'refund_due')
    return `Your payment of ${amount} will be refunded to you.`;
  if (booking.paymentStatus === 'refunded') return `Your payment of ${amount} has been refunded.`;
  if (booking.paymentStatus === 'completed') return '';
  return 'No payment was taken.';
}

/**
 * A payer who comes back to a booking that is not going ahead (cancelled while they paid, or its
 * place gone): it says so, and what happens to the money, instead of showing a ticket to arrive with.
 */
export function CancelledBooking({
  booking,
  onAnother,
}: {
  booking: PublicBooking;
  onAnother: () => void;
}) {
  const rows: [string, string][] = [
    ['Service', booking.serviceName],
    ['Date', formatLongDay(booking.date)],
    ['Time', booking.time],
    ['Business', booking.business.name],
    ['Ticket', booking.ticketCode],
  ];
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3">
        <CalendarX className="size-8 shrink-0 text-red-600" aria-hidden />
        <div>
          <h3 className="text-lg font-semibold">Booking cancelled</h3>
          <p className="text-sm text-muted">{whyCancelled(booking)}</p>
        </div>
      </div>
      {moneyNote(booking) ? (
        <p role="status" className="rounded-xl bg-raised p-4 text-sm font-medium">
          {moneyNote(booking)}
        </p>
      ) : null}
      <dl className="grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[5rem_1fr] gap-2">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onAnother} className={buttonClass('outline')}>
        Book Another Service
      </button>
    </div>
  );
}
