import { CalendarX } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import type { PublicBooking } from './booking-api';
import { formatLongDay } from '@shared/format/dates';
import { price } from './format';
import { paymentText } from './messages/booking-payment';

/** Why the booking is off: who cancelled it, or its hold ran out (a lapse names no one). */
function whyCancelled(booking: PublicBooking): string {
  if (booking.cancelledBy === 'client') return paymentText('cancelled.byClient');
  if (booking.cancelledBy === 'business')
    return paymentText('cancelled.byBusiness', { business: booking.business.name });
  if (booking.holdExpiresAt) return paymentText('cancelled.lapsed');
  return paymentText('cancelled.other');
}

/** What became of the client's money. */
function moneyNote(booking: PublicBooking): string {
  const amount = price(booking.amountMinor, booking.currency);
  if (booking.paymentStatus === 'refund_due') return paymentText('money.refundDue', { amount });
  if (booking.paymentStatus === 'refunded') return paymentText('money.refunded', { amount });
  if (booking.paymentStatus === 'completed') return '';
  return paymentText('money.none');
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
    [paymentText('row.service'), booking.serviceName],
    [paymentText('row.date'), formatLongDay(booking.date)],
    [paymentText('row.time'), booking.time],
    [paymentText('row.business'), booking.business.name],
    [paymentText('row.ticket'), booking.ticketCode],
  ];
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3">
        <CalendarX className="size-8 shrink-0 text-red-600" aria-hidden />
        <div>
          <h3 className="text-lg font-semibold">{paymentText('cancelled.heading')}</h3>
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
        {paymentText('ticket.another')}
      </button>
    </div>
  );
}
