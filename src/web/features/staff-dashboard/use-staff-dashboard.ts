import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';

export type StaffDashboard = InferResponseType<(typeof api)['staff-dashboard']['$get'], 200>;
export type DashboardMember = StaffDashboard['staff'][number];

export const STAFF_DASHBOARD_KEY = ['staff-dashboard'] as const;

/** The whole staff dashboard in one request. */
export function useStaffDashboard() {
  return useQuery({
    queryKey: STAFF_DASHBOARD_KEY,
    queryFn: async () => readJson<StaffDashboard>(await api['staff-dashboard'].$get()),
  });
}
