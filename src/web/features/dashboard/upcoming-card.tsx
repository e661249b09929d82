import { Link } from 'wouter';
import { CalendarClock, Plus, QrCode } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { STATUS_LABELS, STATUS_TONES } from '../owner-bookings/booking-format';
import type { DashboardView, UpcomingBooking } from './use-dashboard';
import { dashboardText } from './messages/owner-dashboard';

function UpcomingItem({ booking }: { booking: UpcomingBooking }) {
  const detail = [booking.serviceName, booking.staffName].filter(Boolean).join(' · ');
  return (
    <li className="grid grid-cols-[3.5rem_minmax(0,1fr)_auto] items-center gap-3 py-3">
      <time className="text-base font-semibold tabular-nums">{booking.time}</time>
      <div className="min-w-0">
        <p className="truncate font-medium">{booking.clientName}</p>
        <p className="truncate text-sm text-muted">{detail}</p>
      </div>
      <Badge tone={STATUS_TONES[booking.status]}>{STATUS_LABELS[booking.status]}</Badge>
    </li>
  );
}

function NothingLeft() {
  return (
    <div className="grid justify-items-center gap-2 py-6 text-center">
      <CalendarClock className="size-9 text-muted" aria-hidden />
      <p className="font-semibold">{dashboardText('upcoming.noneTitle')}</p>
      <p className="max-w-sm text-sm text-muted">{dashboardText('upcoming.noneBody')}</p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link href="~/app/bookings?action=new">
            <Plus aria-hidden />
            {dashboardText('upcoming.newBooking')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="~/app/services">
            <QrCode aria-hidden />
            {dashboardText('upcoming.link')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** Today's bookings still to come (pending or confirmed, not yet over), in the business's time. */
export function UpcomingCard({ upcoming }: { upcoming: DashboardView['upcoming'] }) {
  const more = upcoming.total - upcoming.bookings.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{dashboardText('upcoming.title')}</CardTitle>
        <CardDescription>
          {upcoming.total
            ? dashboardText('upcoming.count', { total: upcoming.total })
            : dashboardText('upcoming.empty')}
        </CardDescription>
      </CardHeader>
      <CardContent className="pt-2 sm:pt-2">
        {upcoming.bookings.length ? (
          <>
            <ul className="divide-y divide-line" aria-label={dashboardText('upcoming.list')}>
              {upcoming.bookings.map((booking) => (
                <UpcomingItem key={booking.id} booking={booking} />
              ))}
            </ul>
            <Button asChild variant="outline" className="mt-3 w-full sm:w-auto">
              <Link href="~/app/bookings">
                {more > 0
                  ? dashboardText('upcoming.more', { more })
                  : dashboardText('upcoming.open')}
              </Link>
            </Button>
          </>
        ) : (
          <NothingLeft />
        )}
      </CardContent>
    </Card>
  );
}
