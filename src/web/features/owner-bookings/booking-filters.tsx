import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { BOOKING_STATUSES } from '@shared/bookings';
import { addDays } from '@shared/local-time';
import { BOOKING_VIEWS, SEARCH_MAX_LENGTH, type OwnerBookingsQuery } from '@shared/owner-bookings';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { cx } from '../../components/ui/cx';
import { useStaff } from '../staff/use-staff';
import { formatLongDay } from '@shared/format/dates';
import { STATUS_LABELS } from './booking-format';
import { bookingsText } from './messages/owner-bookings-screens';

const ANY = 'any';
const statusOptions = () => [
  { value: ANY, label: bookingsText('filter.allStatuses') },
  ...BOOKING_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];

/**
 * The search box commits what was typed after a short pause, not on every key. It is keyed by the
 * committed search, so a search changed elsewhere (the back button) starts it afresh.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="relative min-w-0 flex-1">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <Input
        type="search"
        aria-label={bookingsText('filter.search')}
        placeholder={bookingsText('filter.searchHint')}
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}

/** The front desk's filters: which day or span, which status, whose column, and who. */
export function BookingFilters({
  filters,
  today,
  onChange,
}: {
  filters: OwnerBookingsQuery;
  /** The business's today, as the server judged it. */
  today: string;
  onChange: (next: OwnerBookingsQuery) => void;
}) {
  const staff = useStaff();
  const view = filters.view ?? 'day';
  const date = filters.date ?? today;
  // any change of filter starts again from the first page
  const set = (change: OwnerBookingsQuery) => onChange({ ...filters, ...change, page: undefined });
  const staffOptions = [
    { value: ANY, label: bookingsText('filter.allStaff') },
    ...(staff.data?.staff ?? []).map((member) => ({ value: member.id, label: member.name })),
  ];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <div
          role="group"
          aria-label={bookingsText('filter.which')}
          className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-raised p-1"
        >
          {BOOKING_VIEWS.map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={view === id}
              onClick={() => set({ view: id })}
              className={cx(
                'inline-flex h-9 min-w-20 flex-1 items-center justify-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                view === id ? 'bg-surface text-fg shadow-soft' : 'text-muted hover:text-fg',
              )}
            >
              {bookingsText(`view.${id}`)}
            </button>
          ))}
        </div>
        {view === 'day' ? (
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={bookingsText('filter.previousDay')}
              onClick={() => set({ date: addDays(date, -1) })}
            >
              <ChevronLeft />
            </Button>
            <Input
              type="date"
              aria-label={bookingsText('filter.day')}
              value={date}
              onChange={(event) => set({ date: event.target.value || undefined })}
              className="w-40"
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={bookingsText('filter.nextDay')}
              onClick={() => set({ date: addDays(date, 1) })}
            >
              <ChevronRight />
            </Button>
            {date !== today ? (
              <Button variant="outline" size="sm" onClick={() => set({ date: undefined })}>
                {bookingsText('filter.today')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchBox
          key={filters.q ?? ''}
          value={filters.q ?? ''}
          onSearch={(q) => set({ q: q || undefined })}
        />
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Select
            aria-label={bookingsText('filter.status')}
            options={statusOptions()}
            value={filters.status ?? ANY}
            onValueChange={(value) =>
              set({ status: value === ANY ? undefined : (value as OwnerBookingsQuery['status']) })
            }
            className="sm:w-40"
          />
          <Select
            aria-label={bookingsText('filter.staff')}
            options={staffOptions}
            value={filters.staffId ?? ANY}
            onValueChange={(value) => set({ staffId: value === ANY ? undefined : value })}
            className="sm:w-44"
          />
        </div>
      </div>
      {view === 'day' ? (
        <h2 className="text-lg font-semibold">
          {date === today
            ? bookingsText('filter.todayHeading', { day: formatLongDay(date) })
            : formatLongDay(date)}
        </h2>
      ) : null}
    </div>
  );
}
