import { and, eq, sql, type SQL } from 'drizzle-orm';
import { DISCOVER } from '@shared/discover-rules';
import { addDays } from '@shared/local-time';
import { isSubscriptionActive } from '@shared/subscriptions';
import { localDateAt } from '@shared/zoned-time';
import type { Database } from '../db/database';
import { preparedFor, subscriptionFacts, subscriptionOf } from '../db/prepared';
import { businesses, businessSettings } from '../db/schema/businesses';
import { bookings } from '../db/schema/bookings';
import { services } from '../db/schema/services';
import { hoursOfBusiness } from '../businesses/active-business';
import { blockedTimesBetween, daySlots } from '../bookings/availability';
import { isLiveBooking, liveBookings, liveBookingsText, overlaps } from '../bookings/live';

/**
 * Open now and free on a day (docs/decisions/0081). Open now is a row test in the search's SQL;
 * free is decided by the booking engine itself, for the businesses the search found, at the moment
 * of asking: a booking, a cancellation, a lapsed hold or a new blocked time shows in the next search.
 */

/** The moment a search is asked at, as a timestamptz literal. */
const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The row's own wall clock now: its date, weekday and time of day in its business's time zone. */
const localNow = (zone: SQL, now: Date) => sql`(${instant(now)} AT TIME ZONE ${zone})`;

/** Open now by the business's weekly hours in its own time zone ([opens, closes) of today). */
export function openNowFilter(id: SQL, now: Date): SQL {
  const local = localNow(sql`os.timezone`, now);
  return sql`EXISTS (
    SELECT 1 FROM business_settings os
    JOIN business_hours oh ON oh.business_id = os.business_id
    WHERE os.business_id = ${id} AND oh.is_open
      AND oh.weekday = extract(dow FROM ${local})::int
      AND oh.opens_at <= ${local}::time AND oh.closes_at > ${local}::time)`;
}

/**
 * What the SQL can rule out before the engine looks: the day is open in the weekly hours, not
 * past (today: time enough before closing for the shortest service), and within how far ahead
 * the business takes bookings.
 */
export function mayBeFreeFilter(id: SQL, day: string, now: Date): SQL {
  const local = localNow(sql`fs.timezone`, now);
  const date = day === 'today' ? sql`(${local})::date` : sql`${day}::date`;
  return sql`EXISTS (
    SELECT 1 FROM business_settings fs
    JOIN business_hours fh ON fh.business_id = fs.business_id
    WHERE fs.business_id = ${id} AND fh.is_open
      AND fh.weekday = extract(dow FROM ${date})::int
      AND ${date} >= (${local})::date
      AND ${date} <= (${local})::date + fs.booking_advance_days
      AND (${date} > (${local})::date OR extract(epoch FROM fh.closes_at - (${local})::time) / 60 >= (
        SELECT min(fsv.duration_minutes) FROM services fsv
        WHERE fsv.business_id = ${id} AND fsv.is_active)))`;
}

/** A business's earliest free time on the day asked: 'HH:mm' local, and when it starts. */
export interface FreeTime {
  time: string;
  startMs: number;
}

/**
 * What the engine needs to judge a day of each business in `ids`, in one prepared statement: as
 * availabilityFor's, with the shortest active service and the days `first` to `last`.
 */
function freeTimesQuery(db: Database, name: string) {
  const first = sql`${sql.placeholder('first')}::date`;
  const last = sql`${sql.placeholder('last')}::date`;
  return db
    .select({
      id: businesses.id,
      settings: businessSettings,
      hours: hoursOfBusiness(),
      serviceMinutes: sql<number | null>`(
        SELECT min(${services.durationMinutes}) FROM ${services}
        WHERE ${services.businessId} = ${businesses.id} AND ${services.isActive})`,
      subscription: subscriptionOf(businesses.id),
      live: liveBookingsText(
        and(
          eq(bookings.businessId, businesses.id),
          isLiveBooking(sql`${sql.placeholder('now')}::timestamptz`),
          overlaps(
            sql`${first}::timestamp - interval '1 day'`,
            sql`${last}::timestamp + interval '2 days'`,
          ),
        ) as SQL,
      ),
      blocked: blockedTimesBetween(first, last),
    })
    .from(businesses)
    .innerJoin(businessSettings, eq(businessSettings.businessId, businesses.id))
    .where(
      and(
        sql`${businesses.id} = ANY(${sql.placeholder('ids')}::uuid[])`,
        eq(businesses.isActive, true),
      ),
    )
    .prepare(name);
}

/**
 * The earliest free time on `day` of each business in `ids` that has one, for its shortest active
 * service (a time free for a longer service is free for it) with no staff member chosen, as the
 * booking page offers by default. One statement for all of them; then the engine, per business.
 */
export async function freeTimes(
  db: Database,
  ids: string[],
  day: string,
  now: Date,
): Promise<Map<string, FreeTime>> {
  const found = new Map<string, FreeTime>();
  if (!ids.length) return found;
  // every zone's 'day' lies within a day either side of the Kenyan date it is named by
  const named = day === 'today' ? localDateAt(now, DISCOVER.timeZone) : day;
  const first = addDays(named, -1);
  const last = addDays(named, 1);
  const rows = await preparedFor(db, 'discover-free-times', freeTimesQuery).execute({
    ids: `{${ids.join(',')}}`,
    now: now.toISOString(),
    first,
    last,
  });
  for (const row of rows) {
    if (row.serviceMinutes === null) continue;
    if (!isSubscriptionActive(subscriptionFacts(row.subscription), now)) continue;
    const date = day === 'today' ? localDateAt(now, row.settings.timezone) : day;
    const { slots } = daySlots({
      settings: row.settings,
      hours: row.hours,
      serviceMinutes: row.serviceMinutes,
      live: liveBookings(row.live),
      blocked: row.blocked,
      staffId: null,
      nowMs: now.getTime(),
    })(date);
    const free = slots.find((slot) => slot.status === 'available');
    if (free) found.set(row.id, { time: free.time, startMs: free.startMs });
  }
  return found;
}
