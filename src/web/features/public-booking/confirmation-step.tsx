import { CheckCircle2, Clock3 } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import type { PublicBooking } from './booking-api';
import { CancelledBooking } from './cancelled-booking';
import { formatLongDay } from '@shared/format/dates';
import { price } from './format';

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
  const rows: [string, string][] = [
    ['Service', booking.serviceName],
    ['Date', formatLongDay(booking.date)],
    ['Time', booking.time],
    ...(booking.staffName ? ([['With', booking.staffName]] as [string, string][]) : []),
    [
      'Price',
      `${price(booking.amountMinor, booking.currency)}${booking.paymentStatus === 'completed' ? ', paid' : ''}`,
    ],
    [
      'Where',
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
            {isConfirmed ? 'Booking confirmed' : 'Booking received'}
          </h3>
          <p className="text-sm text-muted">
            {isConfirmed ? 'See you soon!' : 'The business will confirm your booking shortly.'}
            {booking.paymentStatus === 'refund_due' ? ' Your payment will be refunded.' : ''}
          </p>
        </div>
      </div>
      <div className="rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50 p-4 text-center dark:border-brand-700 dark:bg-brand-950/40">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">Your ticket code</p>
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
      <p className="text-xs text-muted">
        Show this code when you arrive. A copy is on its way to your e-mail.
      </p>
      <button type="button" onClick={onAnother} className={buttonClass('outline')}>
        Book Another Service
      </button>
    </div>
  );
}
