import { TZDate } from '@date-fns/tz';
import { parseLocalDate, parseLocalTime } from './local-time';

/**
 * Local dates and times as instants in a business's time zone. "Today" and "past" are judged in the
 * business's time zone, never the browser's (docs/product/settled-rules.md §2 Time and money). Kept apart from
 * local-time.ts so pages that only do calendar arithmetic do not carry the time-zone library.
 */

/** The instant at which a wall-clock date and time happen in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const d = parseLocalDate(date);
  const minutes = parseLocalTime(time);
  if (!d || minutes === null) throw new RangeError(`Invalid local date or time: ${date} ${time}`);
  const local = new TZDate(
    d.year,
    d.month - 1,
    d.day,
    Math.floor(minutes / 60),
    minutes % 60,
    timeZone,
  );
  return new Date(local.getTime());
}

/** The local date in a time zone at an instant. */
export function localDateAt(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
}
