import { and, eq, ne, sql } from 'drizzle-orm';
import { dayAvailability, type LiveBooking, type Slot } from '@shared/availability';
import type { DayHours } from '@shared/business-hours';
import { weekdayOf } from '@shared/local-time';
import type { Tx } from '../db/database';
import { executePrepared } from '../db/prepared';
import { blockedTimeSlots, bookings } from '../db/schema/bookings';
import type { businessSettings } from '../db/schema/businesses';
import { cancelLapsedHolds, isLiveBooking, overlaps } from './live';

export interface SlotCheck {
  businessId: string;
  settings: typeof businessSettings.$inferSelect;
  hours: DayHours[];
  serviceMinutes: number;
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  staffId: string | null;
  now: Date;
  /** A booking being put back in place (a late payment) must not count against itself. */
  excludeBookingId?: string;
}

/**
 * The slot as the availability engine sees it right now, from the bookings and blocks that overlap
 * it. Called inside the booking transaction after its time is locked, so what it says stays true
 * until the transaction ends. The same engine offers slots to the page: offer and accept never differ.
 */
export async function checkSlot(tx: Tx, check: SlotCheck): Promise<Slot | undefined> {
  const { businessId, startsAt, endsAt, now } = check;
  // one round trip: the holds that ran out here are cancelled, and the live bookings and blocked
  // times are read
  const rows = await executePrepared<{
    startMs: number | null;
    endMs: number | null;
    staffId: string | null;
    blockedTime: string | null;
  }>(
    tx,
    sql`
    WITH ${cancelLapsedHolds({ businessId, startsAt, endsAt, now })}
    SELECT (extract(epoch FROM ${bookings.startsAt}) * 1000)::float8 AS "startMs",
           (extract(epoch FROM ${bookings.endsAt}) * 1000)::float8 AS "endMs",
           ${bookings.staffId} AS "staffId", NULL::text AS "blockedTime"
    FROM ${bookings}
    WHERE ${and(
      eq(bookings.businessId, businessId),
      isLiveBooking(now),
      overlaps(startsAt, endsAt),
      ...(check.excludeBookingId ? [ne(bookings.id, check.excludeBookingId)] : []),
    )}
    UNION ALL
    SELECT NULL, NULL, NULL, to_char(${blockedTimeSlots.blockedTime}, 'HH24:MI')
    FROM ${blockedTimeSlots}
    WHERE ${blockedTimeSlots.businessId} = ${businessId}
      AND ${blockedTimeSlots.blockedDate} = ${check.date}`,
  );
  const live: LiveBooking[] = [];
  const blockedTimes: string[] = [];
  for (const row of rows) {
    if (row.blockedTime !== null) blockedTimes.push(row.blockedTime);
    else if (row.startMs !== null && row.endMs !== null)
      live.push({ startMs: row.startMs, endMs: row.endMs, staffId: row.staffId });
  }
  return slotAmong(check, live, blockedTimes);
}

/**
 * The slot asked for as the engine sees it among the live bookings and blocked times around it,
 * read after the booking's time was locked.
 */
export function slotAmong(
  check: Pick<
    SlotCheck,
    'settings' | 'hours' | 'serviceMinutes' | 'date' | 'time' | 'staffId' | 'now'
  >,
  live: LiveBooking[],
  blockedTimes: string[],
): Slot | undefined {
  return dayAvailability({
    date: check.date,
    timeZone: check.settings.timezone,
    hours: check.hours.find((day) => day.weekday === weekdayOf(check.date)),
    slotMinutes: check.settings.bookingSlotDurationMinutes,
    serviceMinutes: check.serviceMinutes,
    capacity: check.settings.maxBookingsPerSlot,
    advanceDays: check.settings.bookingAdvanceDays,
    nowMs: check.now.getTime(),
    bookings: live,
    blockedTimes,
    staffId: check.staffId,
  }).find((slot) => slot.time === check.time);
}
