import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';

const feedsRoute = api['calendar-feeds'];

export type CalendarFeeds = InferResponseType<typeof feedsRoute.$get, 200>;
export type CalendarFeed = NonNullable<CalendarFeeds['owner']>;

export const CALENDAR_FEEDS_KEY = ['calendar-feeds'] as const;

/** The owner's feed and each active staff member's: live, or null where none is made yet. */
export function useCalendarFeeds() {
  return useQuery({
    queryKey: CALENDAR_FEEDS_KEY,
    queryFn: async () => readJson<CalendarFeeds>(await feedsRoute.$get()),
    // staff come and go on another page, and a calendar's last read moves: ask again on each visit
    staleTime: 0,
  });
}

/** Keeps the cached list in step with one person's feed: the owner's (staffId null) or a member's. */
function useFeedWriter() {
  const queryClient = useQueryClient();
  const put = (staffId: string | null, feed: CalendarFeed | null) =>
    queryClient.setQueryData<CalendarFeeds>(CALENDAR_FEEDS_KEY, (feeds) =>
      feeds
        ? {
            owner: staffId === null ? feed : feeds.owner,
            staff: feeds.staff.map((member) =>
              member.staffId === staffId ? { ...member, feed } : member,
            ),
          }
        : feeds,
    );
  // a link changed or turned off elsewhere answers 404 here: the list is read again to show it
  const refresh = () => queryClient.invalidateQueries({ queryKey: CALENDAR_FEEDS_KEY });
  return { put, refresh };
}

/** A new link for the owner (null) or a staff member; any live one of theirs stops working. */
export function useNewCalendarFeed() {
  const feeds = useFeedWriter();
  return useMutation({
    mutationFn: async (staffId: string | null) =>
      (await readJson<{ feed: CalendarFeed }>(await feedsRoute.$post({ json: { staffId } }))).feed,
    onSuccess: (feed) => feeds.put(feed.staffId, feed),
    onError: () => void feeds.refresh(),
  });
}

/** Whether a feed's events carry the client's name and phone. */
export function useChangeCalendarFeed() {
  const feeds = useFeedWriter();
  return useMutation({
    mutationFn: async ({ feedId, showClients }: { feedId: string; showClients: boolean }) =>
      (
        await readJson<{ feed: CalendarFeed }>(
          await feedsRoute[':feedId'].$patch({ param: { feedId }, json: { showClients } }),
        )
      ).feed,
    onSuccess: (feed) => feeds.put(feed.staffId, feed),
    onError: () => void feeds.refresh(),
  });
}

/** Turns a link off for good: a calendar reading it gets nothing more. */
export function useTurnOffCalendarFeed() {
  const feeds = useFeedWriter();
  return useMutation({
    mutationFn: async (feed: CalendarFeed) => {
      const response = await feedsRoute[':feedId'].$delete({ param: { feedId: feed.id } });
      // 204 has no body; readJson is only asked to throw the server's refusal
      if (!response.ok) await readJson<never>(response);
      return feed;
    },
    onSuccess: (feed) => feeds.put(feed.staffId, null),
    onError: () => void feeds.refresh(),
  });
}
