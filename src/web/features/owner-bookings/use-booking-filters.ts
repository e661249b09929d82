import { useLocation, useSearch } from 'wouter';
import { BOOKING_STATUSES } from '@shared/bookings';
import { BOOKING_VIEWS, type OwnerBookingsQuery } from '@shared/owner-bookings';

const FILTER_KEYS = ['view', 'date', 'status', 'staffId', 'q', 'page'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The list's filters live in the address, so a reload, the back button or a shared link keeps the
 * front desk where it was. Unknown values are ignored; the server checks them anyway.
 */
export function useBookingFilters(): [OwnerBookingsQuery, (next: OwnerBookingsQuery) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const filters: OwnerBookingsQuery = {
    view: oneOf(BOOKING_VIEWS, params.get('view')),
    date: params.get('date') ?? undefined,
    status: oneOf(BOOKING_STATUSES, params.get('status')),
    staffId: params.get('staffId') ?? undefined,
    q: params.get('q') ?? undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  const setFilters = (next: OwnerBookingsQuery) => {
    const kept = new URLSearchParams(search);
    for (const key of FILTER_KEYS) kept.delete(key);
    for (const key of FILTER_KEYS) {
      const value = next[key];
      if (value !== undefined && value !== '') kept.set(key, String(value));
    }
    const query = kept.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  return [filters, setFilters];
}
