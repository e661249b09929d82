import { and, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { SERVICE_DURATION_MINUTES } from '@shared/services';
import { bookings } from '../db/schema/bookings';

/**
 * A booking holds its place unless it is cancelled or it is an unpaid hold whose 15 minutes are over
 * (the expiry job cancels those, but the rule must not wait for it).
 */
export function isLiveBooking(now: Date | SQL): SQL {
  return and(
    ne(bookings.status, 'cancelled'),
    or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)),
  ) as SQL;
}

/**
 * Bookings whose time overlaps [start, end). No booking is longer than the longest service (a
 * CHECK constraint), so an overlapping one starts less than that before `start`: the lower bound
 * keeps the index scan to about a day instead of the business's whole history. The instants may
 * be values or placeholders of a prepared statement.
 */
export function overlaps(start: Date | SQL, end: Date | SQL): SQL {
  const earliest =
    start instanceof Date
      ? new Date(start.getTime() - SERVICE_DURATION_MINUTES.max * 60_000)
      : sql`${start} - ${sql.raw(`interval '${SERVICE_DURATION_MINUTES.max} minutes'`)}`;
  return sql`${bookings.startsAt} < ${end} AND ${bookings.startsAt} > ${earliest} AND ${bookings.endsAt} > ${start}`;
}
