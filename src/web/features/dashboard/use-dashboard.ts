import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useLocation, useSearch } from 'wouter';
import {
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  type DashboardPeriod,
} from '@shared/dashboard';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';

export type DashboardView = InferResponseType<typeof api.dashboard.$get, 200>;
export type DashboardSeries = DashboardView['series'];
export type UpcomingBooking = DashboardView['upcoming']['bookings'][number];
export type DashboardPlan = DashboardView['plan'];

export const DASHBOARD_KEY = ['dashboard'] as const;

/** The figures of one period in one request; the last period's stay (dimmed) while the next loads. */
export function useDashboard(period: DashboardPeriod) {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, period],
    queryFn: async () => readJson<DashboardView>(await api.dashboard.$get({ query: { period } })),
    placeholderData: keepPreviousData,
    // bookings come in while the owner looks: a minute-old dashboard is refreshed on return
    staleTime: 60 * 1000,
  });
}

/** The chosen period lives in the address (?period=week), so a reload or a shared link keeps it. */
export function usePeriod(): [DashboardPeriod, (period: DashboardPeriod) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const chosen = new URLSearchParams(search).get('period');
  const period = DASHBOARD_PERIODS.find((p) => p === chosen) ?? DEFAULT_DASHBOARD_PERIOD;
  const setPeriod = (next: DashboardPeriod) => {
    const params = new URLSearchParams(search);
    if (next === DEFAULT_DASHBOARD_PERIOD) params.delete('period');
    else params.set('period', next);
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  return [period, setPeriod];
}
