import { and, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
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

/** isLiveBooking() for a booking already read: whether it holds its place at `now`. */
export function holdsItsPlace(
  booking: { status: string; holdExpiresAt: Date | null },
  now: Date,
): boolean {
  return (
    booking.status !== 'cancelled' &&
    (booking.holdExpiresAt === null || booking.holdExpiresAt.getTime() > now.getTime())
  );
}

/**
 * An unpaid hold whose time is up at `now`: it no longer takes a place (see isLiveBooking), and is
 * cancelled by the expiry job or by the next booking transaction around its time.
 */
export function hasLapsedHold(now: Date | SQL): SQL {
  return and(
    eq(bookings.status, 'pending'),
    eq(bookings.paymentStatus, 'pending'),
    sql`${bookings.holdExpiresAt} <= ${now}`,
  ) as SQL;
}

/**
 * The `lapsed` step of a booking transaction's read: cancels the business's lapsed holds around
 * [startsAt, endsAt) in the same round trip, not when the expiry job next runs, since the staff
 * exclusion constraint must stop seeing them. The statement's read does not need its result: a
 * live booking never has a lapsed hold. The values may be placeholders of a prepared statement.
 */
export function cancelLapsedHolds(around: {
  businessId: string | SQL;
  startsAt: Date | SQL;
  endsAt: Date | SQL;
  now: Date | SQL;
}): SQL {
  return sql`lapsed AS (
      UPDATE ${bookings} SET status = 'cancelled', updated_at = now()
      WHERE ${and(
        eq(bookings.businessId, around.businessId),
        hasLapsedHold(around.now),
        overlaps(around.startsAt, around.endsAt),
      )}
      RETURNING 1
    )`;
}

/**
 * Whether a cancelled booking was cancelled by someone, its client or the business, rather than
 * lapsing as an unpaid hold. A lapse keeps the hold's end and names no one; every decision clears the
 * hold, so a booking the business cancelled before cancelledBy was recorded still counts as decided.
 */
export function wasCancelledByDecision(booking: {
  status: string;
  cancelledBy: string | null;
  holdExpiresAt: Date | null;
}): boolean {
  return (
    booking.status === 'cancelled' &&
    (booking.cancelledBy !== null || booking.holdExpiresAt === null)
  );
}

/**
 * wasCancelledByDecision() in SQL, turned round: a cancelled booking that lapsed as an unpaid hold (its
 * checkout abandoned or its payment declined). It never became a booking, so the figures do not call
 * it a cancellation (migration 0029 keeps the daily figures by the same rule).
 */
export function isLapsedHold(): SQL {
  return sql`(${bookings.status} = 'cancelled' AND ${bookings.cancelledBy} IS NULL AND ${bookings.holdExpiresAt} IS NOT NULL)`;
}

/**
 * The live bookings less the one being moved, so that it does not stand in its own way (its
 * client may move it to a time that overlaps where it is now). Bookings with the same start, end
 * and staff member take the same place, so taking out any one of them that matches is taking out
 * that booking; when none matches (it is on another day) nothing is taken out.
 */
export function withoutBooking<
  T extends { startMs: number; endMs: number; staffId: string | null },
>(live: T[], moving: { startsAt: Date; endsAt: Date; staffId: string | null }): T[] {
  const startMs = moving.startsAt.getTime();
  const endMs = moving.endsAt.getTime();
  const at = live.findIndex(
    (booking) =>
      booking.startMs === startMs && booking.endMs === endMs && booking.staffId === moving.staffId,
  );
  return at === -1 ? live : [...live.slice(0, at), ...live.slice(at + 1)];
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

/**
 * The live bookings where `where` holds, as one text: 'startS,endS,staffId,holdEndsMs' per booking
 * joined by ';', null when there are none. PostgreSQL builds it in about half the time of a JSON
 * array per booking, and liveBookings() reads it faster than JSON is parsed.
 */
export function liveBookingsText(where: SQL) {
  return sql<string | null>`(
    SELECT string_agg(concat_ws(',',
      date_part('epoch', ${bookings.startsAt})::int8,
      date_part('epoch', ${bookings.endsAt})::int8,
      coalesce(${bookings.staffId}::text, ''),
      coalesce(floor(date_part('epoch', ${bookings.holdExpiresAt}) * 1000)::int8::text, '')), ';')
    FROM ${bookings} WHERE ${where})`;
}

/**
 * liveBookingsText()'s bookings: 'startS,endS,staffId,holdEndsMs' each (staff and hold end empty
 * when there are none), joined by ';'; null when there are none. Starts and ends are whole seconds
 * (a booking's times are whole minutes); a hold's end is rounded down to its millisecond.
 */
export function liveBookings(text: string | null): {
  startMs: number;
  endMs: number;
  staffId: string | null;
  holdEndsMs: number | null;
}[] {
  const found = [];
  // read by hand, digits included: split() and slice() would make a string of every field, and a
  // month's availability reads a thousand bookings
  for (let at = 0; text && at < text.length;) {
    const endComma = text.indexOf(',', at);
    const staffComma = text.indexOf(',', endComma + 1);
    const holdComma = text.indexOf(',', staffComma + 1);
    let next = text.indexOf(';', holdComma + 1);
    if (next === -1) next = text.length;
    found.push({
      startMs: wholeNumber(text, at, endComma) * 1000,
      endMs: wholeNumber(text, endComma + 1, staffComma) * 1000,
      staffId: holdComma > staffComma + 1 ? text.slice(staffComma + 1, holdComma) : null,
      holdEndsMs: next > holdComma + 1 ? wholeNumber(text, holdComma + 1, next) : null,
    });
    at = next + 1;
  }
  return found;
}

/** The whole number written in text[from, to) (digits only, as the statement writes them). */
function wholeNumber(text: string, from: number, to: number): number {
  let number = 0;
  for (let i = from; i < to; i++) number = number * 10 + text.charCodeAt(i) - 48;
  return number;
}
