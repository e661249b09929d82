import { DISCOVER, type DiscoverQuery } from '@shared/discover';
import { formatShortDay } from '@shared/format/dates';
import { addDays } from '@shared/local-time';
import { discoverSearchText } from '@shared/messages/discover-search';
import { API_ERROR_CODES } from '@shared/api-errors';
import { localDateAt } from '@shared/zoned-time';
import { ApiError } from '../http/errors';

/** The days 'free on a day' offers: Kenya's today and the days after it, DISCOVER.freeDays in all. */
export function freeDaysFrom(now: Date): string[] {
  const today = localDateAt(now, DISCOVER.timeZone);
  return Array.from({ length: DISCOVER.freeDays }, (_, i) => addDays(today, i));
}

/** Whether the query's free day, if any, is one of the days offered now. */
export function isFreeDayOffered(query: DiscoverQuery, now: Date): boolean {
  const day = query.free;
  return day === undefined || day === 'today' || freeDaysFrom(now).includes(day);
}

/** A free day outside the days offered is refused: 400 with the last day that may be asked. */
export function checkFreeDay(query: DiscoverQuery, now: Date): void {
  if (isFreeDayOffered(query, now)) return;
  const days = freeDaysFrom(now);
  const message = discoverSearchText('freeRange', { last: formatShortDay(days.at(-1)!) });
  throw new ApiError(400, API_ERROR_CODES.validation, message, { free: message });
}
