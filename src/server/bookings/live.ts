import { and, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { bookings } from '../db/schema/bookings';

/**
 * A booking holds its place unless it is cancelled or it is an unpaid hold whose 15 minutes are over
 * (the expiry job cancels those, but the rule must not wait for it).
 */
export function isLiveBooking(now: Date): SQL {
  return and(
    ne(bookings.status, 'cancelled'),
    or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)),
  ) as SQL;
}

/** Bookings whose time overlaps [start, end). */
export function overlaps(start: Date, end: Date): SQL {
  return sql`${bookings.startsAt} < ${end} AND ${bookings.endsAt} > ${start}`;
}
