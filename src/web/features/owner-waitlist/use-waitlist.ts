import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';

type DayAnswer = InferResponseType<typeof api.waitlist.$get, 200>;
export type WaitlistEntryView = DayAnswer['entries'][number];

export const WAITLIST_KEY = ['waitlist'] as const;

/** How often the open screen asks again: clients join, take and let offers lapse from their phones. */
const REFRESH_MS = 30_000;

/** A day's waitlist, everyone who joined in the order they joined. */
export function useWaitlistDay(date: string) {
  return useQuery({
    queryKey: [...WAITLIST_KEY, date],
    queryFn: async () => readJson<DayAnswer>(await api.waitlist.$get({ query: { date } })),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
}

/** Every cached day is asked again after a change: a place offered or let go moves the queue. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WAITLIST_KEY });
}

/** Offers a waiting client a place by hand, ahead of the queue; 409 with the server's words if none is free. */
export function useOfferPlace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (entryId: string) => {
      const response = await api.waitlist[':entryId'].offer.$post({ param: { entryId } });
      return (await readJson<{ entry?: WaitlistEntryView }>(response)).entry;
    },
    // a refusal may mean the queue moved on its own (an offer made meanwhile): show where it stands
    onSettled: () => void refresh(),
  });
}

/** Takes a client off the waitlist; a place held for them goes to the next one waiting. */
export function useRemoveEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (entryId: string) => {
      const response = await api.waitlist[':entryId'].$delete({ param: { entryId } });
      if (!response.ok) await readJson<never>(response);
    },
    onSettled: () => void refresh(),
  });
}
