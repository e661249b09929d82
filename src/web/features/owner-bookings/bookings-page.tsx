import { useState } from 'react';
import { CalendarDays, ListOrdered, Plus } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Pager } from '../../components/ui/pager';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ExportButton } from '../exports/export-button';
import { useMe } from '../../lib/session';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { BookingFilters } from './booking-filters';
import { BookingItem } from './booking-item';
import { ClientBookings } from './client-bookings';
import { MoveBookingDialog } from './move-booking-dialog';
import { hasNewBookingDraft, NewBookingDialog } from './new-booking-dialog';
import { useBookingFilters } from './use-booking-filters';
import type { OwnerBookingsQuery } from '@shared/owner-bookings';
import { useBookings, type OwnerBooking } from './use-bookings';
import { FloatingAction } from '../owner/floating-action';
import { bookingsText } from './messages/owner-bookings-screens';

/** The waitlist of the day the list shows (or today's): who is waiting for a place that day. */
const waitlistHref = (date: string | undefined) =>
  date ? `/app/waitlist?date=${date}` : '/app/waitlist';

function Placeholders() {
  return (
    <LoadingRegion className="grid gap-3" label={bookingsText('loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </LoadingRegion>
  );
}

const EMPTY_TITLES = {
  day: 'empty.day',
  upcoming: 'empty.upcoming',
  past: 'empty.past',
  all: 'empty.all',
} as const;

function EmptyList({ filters }: { filters: OwnerBookingsQuery }) {
  const isSearched = Boolean(filters.q || filters.status || filters.staffId);
  const title = bookingsText(isSearched ? 'empty.match' : EMPTY_TITLES[filters.view ?? 'day']);
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-2 py-12 text-center">
        <CalendarDays className="size-10 text-muted" aria-hidden />
        <p className="font-semibold">{title}</p>
        <p className="max-w-sm text-sm text-muted">
          {bookingsText(isSearched ? 'empty.tryOther' : 'empty.share')}
        </p>
      </CardContent>
    </Card>
  );
}

/** Booking Management (docs/product/owner-area.md §2 Booking Management): the front desk's list, its filters, and its actions. */
export function BookingsPage() {
  const [filters, setFilters] = useBookingFilters();
  const query = useBookings(filters);
  const [location, navigate] = useLocation();
  // the quick action /app/bookings?action=new opens New Booking
  const isNewRequested = new URLSearchParams(useSearch()).get('action') === 'new';
  const accountId = useMe().data?.user.id ?? '';
  const [isCreating, setCreating] = useState(() => hasNewBookingDraft(accountId));
  const [moving, setMoving] = useState<OwnerBooking | null>(null);
  const closeNew = () => {
    setCreating(false);
    if (isNewRequested) {
      const params = new URLSearchParams(window.location.search);
      params.delete('action');
      navigate(params.size ? `${location}?${params}` : location, { replace: true });
    }
  };

  if (query.data?.mode === 'client') {
    return (
      <OwnerMain>
        <PageHeader
          title={bookingsText('client.title')}
          subtitle={bookingsText('client.subtitle')}
        />
        <ClientBookings bookings={query.data.bookings} />
      </OwnerMain>
    );
  }
  const page = query.data;
  const openNew = () => setCreating(true);
  return (
    <OwnerMain className="pb-16 md:pb-8">
      <PageHeader
        title={bookingsText('title')}
        subtitle={bookingsText('subtitle')}
        actions={
          <>
            <ExportButton type="bookings" />
            <Button asChild variant="outline">
              <Link href={waitlistHref(filters.date ?? page?.today)}>
                <ListOrdered />
                {bookingsText('waitlist')}
              </Link>
            </Button>
            <Button onClick={openNew} className="max-md:hidden">
              <Plus />
              {bookingsText('newBooking')}
            </Button>
          </>
        }
      />
      {page ? <BookingFilters filters={filters} today={page.today} onChange={setFilters} /> : null}
      {query.isPending ? (
        <Placeholders />
      ) : query.isError ? (
        <p className="text-muted">{bookingsText('loadFailed')}</p>
      ) : page && page.bookings.length === 0 ? (
        <EmptyList filters={filters} />
      ) : page ? (
        <>
          <Card className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <ul className="divide-y divide-line">
              {page.bookings.map((booking) => (
                <BookingItem key={booking.id} booking={booking} onMove={setMoving} />
              ))}
            </ul>
          </Card>
          <Pager list={page} onPage={(next) => setFilters({ ...filters, page: next })} />
        </>
      ) : null}
      <FloatingAction label={bookingsText('newBooking')} onClick={openNew} />
      {page ? (
        <NewBookingDialog
          isOpen={isCreating || isNewRequested}
          today={page.today}
          accountId={accountId}
          onClose={closeNew}
        />
      ) : null}
      <MoveBookingDialog booking={moving} onClose={() => setMoving(null)} />
    </OwnerMain>
  );
}
