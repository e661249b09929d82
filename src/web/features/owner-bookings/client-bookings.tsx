import { CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { formatMoney } from '@shared/money';
import { Badge } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button-styles';
import { Card, CardContent } from '../../components/ui/card';
import { formatDay } from '@shared/format/dates';
import { paymentLabel, STATUS_LABELS, STATUS_TONES } from './booking-format';
import type { ClientBooking } from './use-bookings';
import { bookingsText } from './messages/owner-bookings-screens';

/**
 * The client view: an account without a business sees the bookings it made with its own e-mail,
 * at any business, without controls (only the business changes a booking).
 */
export function ClientBookings({ bookings }: { bookings: ClientBooking[] }) {
  if (!bookings.length) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-2 py-12 text-center">
          <CalendarDays className="size-10 text-muted" aria-hidden />
          <p className="font-semibold">{bookingsText('mine.noneTitle')}</p>
          <p className="max-w-sm text-sm text-muted">{bookingsText('mine.noneBody')}</p>
          <Link href="~/discover" className={buttonClass('primary', 'md', 'mt-2')}>
            {bookingsText('mine.discover')}
          </Link>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <ul className="divide-y divide-line">
        {bookings.map((booking) => (
          <li key={booking.id} className="grid gap-1 p-4" data-testid="client-booking">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold">{booking.serviceName}</p>
              <Badge tone={STATUS_TONES[booking.status]}>{STATUS_LABELS[booking.status]}</Badge>
            </div>
            <p className="text-sm">
              {bookingsText('mine.when', {
                day: formatDay(booking.date),
                time: booking.time,
                business: booking.businessName,
              })}
              {booking.staffName
                ? ` · ${bookingsText('item.with', { name: booking.staffName })}`
                : ''}
            </p>
            <p className="text-sm text-muted">
              {formatMoney({ amountMinor: booking.amountMinor, currency: booking.currency })} ·{' '}
              {paymentLabel(booking.paymentStatus)} ·{' '}
              <span className="font-mono tracking-wider">{booking.ticketCode}</span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
