import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import { allItems } from '../../lib/offline/attendance-queue';

export type AttendanceDay = InferResponseType<typeof api.attendance.$get, 200>;
export type AttendanceReport = InferResponseType<typeof api.attendance.report.$get, 200>;

export const ATTENDANCE_KEY = ['attendance'] as const;
const QUEUE_KEY = [...ATTENDANCE_KEY, 'queue'] as const;

/** The register of one business-local date; without a date, the server's today. */
export function useAttendanceDay(date: string | null) {
  return useQuery({
    queryKey: [...ATTENDANCE_KEY, 'day', date],
    queryFn: async () =>
      readJson<AttendanceDay>(await api.attendance.$get({ query: date ? { date } : {} })),
    placeholderData: keepPreviousData,
    // the register changes from other devices; a minute is fresh enough
    staleTime: 60_000,
  });
}

export function useAttendanceReport(range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: [...ATTENDANCE_KEY, 'report', range.from ?? null, range.to ?? null],
    queryFn: async () =>
      readJson<AttendanceReport>(await api.attendance.report.$get({ query: range })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** This owner's queued items on the device, read again every second (docs/product/owner-area.md §9 Limits). */
export function useQueuedItems(ownerId: string | undefined) {
  return useQuery({
    queryKey: [...QUEUE_KEY, ownerId ?? null],
    queryFn: () => (ownerId ? allItems(ownerId) : []),
    refetchInterval: 1_000,
    staleTime: 0,
    retry: false,
    // IndexedDB is on the device: read it with or without a connection
    networkMode: 'always',
  });
}

export function useRefreshQueue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
}
