import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import type { InferResponseType } from 'hono/client';
import { formatMoney } from '@shared/money';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';

type OwnerBookings = InferResponseType<typeof api.bookings.$get, 200>;
type OwnerBooking = OwnerBookings['bookings'][number];

// the spec's colours: confirmed green, pending yellow, cancelled red, completed blue
const STATUS_TONES = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'danger',
  completed: 'info',
} as const;
const PAYMENT_LABELS: Record<string, string> = {
  pending: 'Unpaid',
  completed: 'Paid',
  failed: 'Payment failed',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

const dateFormat = new Intl.DateTimeFormat('en-KE', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function BookingRow({ booking }: { booking: OwnerBooking }) {
  return (
    <li className="grid gap-2 p-4 sm:grid-cols-[9rem_1fr_auto] sm:items-center sm:gap-4">
      <div>
        <p className="font-semibold">{booking.time}</p>
        <p className="text-sm text-muted">
          {dateFormat.format(new Date(`${booking.date}T00:00:00Z`))}
        </p>
      </div>
      <div className="min-w-0">
        <p className="font-medium">{booking.serviceName}</p>
        <p className="truncate text-sm text-muted">
          {booking.customerName} · {booking.customerPhone}
          {booking.staffName ? ` · with ${booking.staffName}` : ''}
        </p>
        <p className="font-mono text-xs text-muted">{booking.ticketCode}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <Badge tone={STATUS_TONES[booking.status]} className="capitalize">
          {booking.status}
        </Badge>
        <span className="text-sm">
          {formatMoney({ amountMinor: booking.amountMinor, currency: booking.currency })}
          <span className="text-muted">
            {' '}
            · {PAYMENT_LABELS[booking.paymentStatus] ?? booking.paymentStatus}
          </span>
        </span>
      </div>
    </li>
  );
}

/** Booking Management: every booking in date and time order. */
export function BookingsPage() {
  const query = useQuery({
    queryKey: ['bookings'],
    queryFn: async () => readJson<OwnerBookings>(await api.bookings.$get()),
  });
  return (
    <OwnerMain>
      <PageHeader title="Booking Management" subtitle="Every booking, from request to completion" />
      {query.isPending ? (
        <div className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : query.isError ? (
        <p className="text-muted">
          Bookings could not be loaded. Check your connection and reload the page.
        </p>
      ) : query.data.bookings.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-2 py-12 text-center">
            <CalendarDays className="size-10 text-muted" aria-hidden />
            <p className="font-semibold">No bookings yet</p>
            <p className="max-w-sm text-sm text-muted">
              Share your booking link or QR code (Services page) and bookings appear here.
            </p>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <ul className="divide-y divide-line">
            {query.data.bookings.map((booking) => (
              <BookingRow key={booking.id} booking={booking} />
            ))}
          </ul>
        </Card>
      )}
    </OwnerMain>
  );
}
