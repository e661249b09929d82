import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LiveBooking } from '@shared/availability';
import type { Tx } from '../db/database';
import { placeholderStatement } from '../db/prepared';
import { blockedTimeSlots, bookings } from '../db/schema/bookings';
import { clients } from '../db/schema/people';
import { monthPlacesCount } from '../subscriptions/limits';
import { cancelLapsedHolds, isLiveBooking, liveBookings, liveBookingsText, overlaps } from './live';

const p = (name: string) => sql.placeholder(name);

/**
 * Everything a new booking is decided on, read in one round trip once its time (and, on a limited
 * plan, its subscription) is locked: an earlier request with the same key, the month's bookings
 * (limited plans), the client record this person already has (public bookings), and the bookings
 * and blocked times around the slot. Holds that ran out there are cancelled first
 * (cancelLapsedHolds).
 */
const readAfterLocks = placeholderStatement<{
  replayedId: string | null;
  counted: number | null;
  clientId: string | null;
  live: string | null;
  blocked: string | null;
}>(() => {
  const businessId = sql`${p('businessId')}::uuid`;
  const now = sql`${p('now')}::timestamptz`;
  const slotNow = sql`${p('slotNow')}::timestamptz`;
  const startsAt = sql`${p('startsAt')}::timestamptz`;
  const endsAt = sql`${p('endsAt')}::timestamptz`;
  const phone = sql`${p('phone')}::text`;
  return sql`
    WITH ${cancelLapsedHolds({ businessId, startsAt, endsAt, now: slotNow })}
    SELECT
      (SELECT b.id FROM ${bookings} b
        WHERE b.business_id = ${businessId} AND b.idempotency_key = ${p('idempotencyKey')}::text)
        AS "replayedId",
      CASE WHEN ${p('isLimited')}::boolean THEN ${monthPlacesCount({
        businessId,
        from: p('monthFrom'),
        to: p('monthTo'),
        now,
      })} END AS "counted",
      CASE WHEN ${p('matchesClient')}::boolean THEN (SELECT c.id FROM ${clients} c
        WHERE c.business_id = ${businessId}
          AND (c.phone = ${phone} OR c.email = ${p('email')}::text)
        -- the phone is the better match: people share a family e-mail more often than a phone
        ORDER BY coalesce(c.phone = ${phone}, false) DESC, c.created_at LIMIT 1) END AS "clientId",
      ${liveBookingsText(
        and(
          eq(bookings.businessId, businessId),
          isLiveBooking(slotNow),
          overlaps(startsAt, endsAt),
        ) as SQL,
      )} AS "live",
      (SELECT string_agg(to_char(${blockedTimeSlots.blockedTime}, 'HH24:MI'), ',')
        FROM ${blockedTimeSlots}
        WHERE ${blockedTimeSlots.businessId} = ${businessId}
          AND ${blockedTimeSlots.blockedDate} = ${p('date')}::date) AS "blocked"`;
});

export interface BookingFacts {
  replayedId: string | null;
  /** The month's counted bookings; null unless asked for (a limited plan). */
  counted: number | null;
  /** The client record matching the person's phone or e-mail; null unless asked for, or none. */
  clientId: string | null;
  live: LiveBooking[];
  blockedTimes: string[];
}

export async function readBookingFacts(
  tx: Tx,
  read: {
    businessId: string;
    idempotencyKey: string;
    /** The month of the booking's date, to count when the plan limits it. */
    month: { from: string; to: string } | null;
    /** Who is booking, to find their client record; null: not looked up (the owner books). */
    person: { phone: string; email: string | null } | null;
    date: string;
    startsAt: Date;
    endsAt: Date;
    /** The real clock, for the month's count. */
    now: Date;
    /** The clock the slot is judged by (the owner's rules move it back one slot). */
    slotNow: Date;
  },
): Promise<BookingFacts> {
  const [row] = await readAfterLocks(tx, {
    businessId: read.businessId,
    idempotencyKey: read.idempotencyKey,
    isLimited: read.month !== null,
    monthFrom: read.month?.from ?? null,
    monthTo: read.month?.to ?? null,
    now: read.now.toISOString(),
    matchesClient: read.person !== null,
    phone: read.person?.phone ?? null,
    email: read.person?.email ?? null,
    date: read.date,
    startsAt: read.startsAt.toISOString(),
    endsAt: read.endsAt.toISOString(),
    slotNow: read.slotNow.toISOString(),
  });
  if (!row) throw new Error('booking facts read nothing');
  return {
    replayedId: row.replayedId,
    counted: row.counted,
    clientId: row.clientId,
    live: liveBookings(row.live),
    blockedTimes: row.blocked ? row.blocked.split(',') : [],
  };
}
