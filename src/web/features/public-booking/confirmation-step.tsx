import { CheckCircle2, Clock3 } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import type { PublicBooking } from './booking-api';
import { CancelledBooking } from './cancelled-booking';
import { formatLongDay } from '@shared/format/dates';
import { price } from './format';
import { paymentText } from './messages/booking-payment';

/** The ticket: the code to show on arrival and what was booked; or why the booking is off. */
export function ConfirmationStep({
  booking,
  onAnother,
}: {
  booking: PublicBooking;
  onAnother: () => void;
}) {
  if (booking.status === 'cancelled')
    return <CancelledBooking booking={booking} onAnother={onAnother} />;
  const isConfirmed = booking.status === 'confirmed';
  const amount = price(booking.amountMinor, booking.currency);
  const rows: [string, string][] = [
    [paymentText('row.service'), booking.serviceName],
    [paymentText('row.date'), formatLongDay(booking.date)],
    [paymentText('row.time'), booking.time],
    ...(booking.staffName
      ? ([[paymentText('row.with'), booking.staffName]] as [string, string][])
      : []),
    [
      paymentText('row.price'),
      booking.paymentStatus === 'completed' ? paymentText('row.pricePaid', { amount }) : amount,
    ],
    [
      paymentText('row.where'),
      [booking.business.name, booking.business.address, booking.business.city]
        .filter(Boolean)
        .join(', '),
    ],
  ];
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3">
        {isConfirmed ? (
          <CheckCircle2 className="size-8 shrink-0 text-green-600" aria-hidden />
        ) : (
          <Clock3 className="size-8 shrink-0 text-accent-600" aria-hidden />
        )}
        <div>
          <h3 className="text-lg font-semibold">
            {isConfirmed ? paymentText('ticket.confirmed') : paymentText('ticket.received')}
          </h3>
          <p className="text-sm text-muted">
            {isConfirmed ? paymentText('ticket.seeYou') : paymentText('ticket.willConfirm')}
            {booking.paymentStatus === 'refund_due' ? ` ${paymentText('ticket.refund')}` : ''}
          </p>
        </div>
      </div>
      <div className="rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50 p-4 text-center dark:border-brand-700 dark:bg-brand-950/40">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">
          {paymentText('ticket.code')}
        </p>
        <p
          className="mt-1 font-mono text-3xl font-bold tracking-[0.2em] text-brand-800 dark:text-brand-200"
          data-testid="ticket-code"
        >
          {booking.ticketCode}
        </p>
      </div>
      <dl className="grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[5rem_1fr] gap-2">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">{paymentText('ticket.show')}</p>
      <button type="button" onClick={onAnother} className={buttonClass('outline')}>
        {paymentText('ticket.another')}
      </button>
    </div>
  );
}
