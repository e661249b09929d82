import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  bookingsByDay,
  dateStatus,
  dayAvailability,
  dayBounds,
  type LiveBooking,
  type Slot,
} from '@shared/availability';
import type { DayHours } from '@shared/business-hours';
import { addDays, weekdayOf } from '@shared/local-time';
import { isSubscriptionActive, subscriptionEnd } from '@shared/subscriptions';
import { localDateAt } from '@shared/zoned-time';
import type { Database } from '../db/database';
import { preparedFor, subscriptionFacts, subscriptionOf } from '../db/prepared';
import { businesses, businessSettings } from '../db/schema/businesses';
import { blockedTimeSlots, bookings } from '../db/schema/bookings';
import { staff } from '../db/schema/people';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { hoursOfBusiness, businessNotAvailable } from '../businesses/active-business';
import { bookingAnswers } from '../messages/booking-answers';
import {
  holdsItsPlace,
  isLiveBooking,
  liveBookings,
  liveBookingsText,
  overlaps,
  withoutBooking,
} from './live';
import { ownerRules } from './owner-rules';

export const MAX_DAYS = 31;

export interface DayView {
  date: string;
  status: 'past' | 'too-far' | 'closed' | 'open';
  slots: Pick<Slot, 'time' | 'status'>[];
}

/**
 * The local day [first, last] as instants to fetch bookings by, in SQL from the business's own time
 * zone, widened by three hours each side: a clock change at midnight moves a day's edge by at most
 * that, and the engine ignores bookings outside a day's hours.
 */
function spanEdges() {
  const zone = businessSettings.timezone;
  const first = sql`${sql.placeholder('first')}::date`;
  const last = sql`${sql.placeholder('last')}::date`;
  return {
    start: sql`((${first})::timestamp AT TIME ZONE ${zone}) - interval '3 hours'`,
    end: sql`((${last} + 1)::timestamp AT TIME ZONE ${zone}) + interval '3 hours'`,
  };
}

/** The business's blocked times on the days from `first` to `last`, as the engine reads them. */
export function blockedTimesBetween(first: SQL, last: SQL) {
  return sql<{ date: string; time: string }[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'date', ${blockedTimeSlots.blockedDate},
      'time', to_char(${blockedTimeSlots.blockedTime}, 'HH24:MI'))), '[]'::json)
    FROM ${blockedTimeSlots}
    WHERE ${blockedTimeSlots.businessId} = ${businesses.id}
      AND ${blockedTimeSlots.blockedDate} BETWEEN ${first} AND ${last})`;
}

/**
 * Everything deciding the slots needs, in one statement: the business's settings and hours, the
 * service's length (null: not offered), whether the staff member works there (or none was asked
 * for), the subscription that decides whether it takes bookings, and the span's live bookings (as
 * epoch milliseconds) and blocked times.
 */
function availabilityQuery(db: Database, name: string) {
  const staffId = sql`${sql.placeholder('staffId')}::uuid`;
  const span = spanEdges();
  return db
    .select({
      settings: businessSettings,
      hours: hoursOfBusiness(),
      serviceMinutes: sql<number | null>`(
        SELECT ${services.durationMinutes} FROM ${services}
        WHERE ${services.id} = ${sql.placeholder('serviceId')}
          AND ${services.businessId} = ${businesses.id} AND ${services.isActive})`,
      isStaffOk: sql<boolean>`(${staffId} IS NULL OR EXISTS (
        SELECT 1 FROM ${staff}
        WHERE ${staff.id} = ${staffId} AND ${staff.businessId} = ${businesses.id}
          AND ${staff.isActive}))`,
      subscription: subscriptionOf(businesses.id),
      live: liveBookingsText(
        and(
          eq(bookings.businessId, businesses.id),
          isLiveBooking(sql`${sql.placeholder('now')}::timestamptz`),
          overlaps(span.start, span.end),
        ) as SQL,
      ),
      blocked: blockedTimesBetween(
        sql`${sql.placeholder('first')}::date`,
        sql`${sql.placeholder('last')}::date`,
      ),
    })
    .from(businesses)
    .innerJoin(businessSettings, eq(businessSettings.businessId, businesses.id))
    .where(and(eq(businesses.id, sql.placeholder('businessId')), eq(businesses.isActive, true)))
    .prepare(name);
}

/**
 * Slots for a service on one or more days (one statement whatever the span), by the same engine
 * that accepts bookings. `isTakingBookings` says whether the subscription lets the public book.
 */
export async function availabilityFor(
  db: Database,
  input: {
    businessId: string;
    serviceId: string;
    staffId: string | null;
    date: string;
    days: number;
    now?: Date;
    /** The business booking its own calendar (ownerRules): a walk-in now, a year ahead. */
    asOwner?: boolean;
    /** A booking its client is moving: its own place is free to it (as the move's check says). */
    moving?: {
      startsAt: Date;
      endsAt: Date;
      staffId: string | null;
      status: string;
      holdExpiresAt: Date | null;
    };
  },
): Promise<{
  days: DayView[];
  isTakingBookings: boolean;
  /**
   * Epoch ms from which the answer may differ with nothing written: its first slot's start (it
   * passes), a hold's end (its place frees), the business's midnight (days move), the
   * subscription's end.
   */
  changesAtMs: number;
}> {
  const now = input.now ?? new Date();
  const dates = Array.from({ length: input.days }, (_, i) => addDays(input.date, i));
  const last = dates[dates.length - 1] ?? input.date;
  const [loaded] = await preparedFor(db, 'availability', availabilityQuery).execute({
    businessId: input.businessId,
    serviceId: input.serviceId,
    staffId: input.staffId,
    now: now.toISOString(),
    first: input.date,
    last,
  });
  if (!loaded) throw new ApiError(404, 'not_found', businessNotAvailable());
  const hours = loaded.hours;
  // the owner's rules move 'now' one slot back for the engine; whether a hold still lives is
  // decided by the real clock, in the statement above
  const rules = input.asOwner
    ? ownerRules(loaded.settings, now)
    : { settings: loaded.settings, now };
  const { settings } = rules;
  const serviceMinutes = loaded.serviceMinutes;
  if (serviceMinutes === null) {
    throw new ApiError(404, 'service_not_found', bookingAnswers('serviceUnavailable'));
  }
  if (!loaded.isStaffOk) {
    throw new ApiError(404, 'staff_not_found', bookingAnswers('staffUnavailable'));
  }
  const subscription = subscriptionFacts(loaded.subscription);
  const isTakingBookings = isSubscriptionActive(subscription, rules.now);
  let changesAtMs = Math.min(
    dayBounds(localDateAt(now, settings.timezone), settings.timezone).endMs,
    subscription && isTakingBookings ? subscriptionEnd(subscription).getTime() : Infinity,
  );
  const spanBookings = liveBookings(loaded.live);
  const live =
    input.moving && holdsItsPlace(input.moving, now)
      ? withoutBooking(spanBookings, input.moving)
      : spanBookings;
  for (const { holdEndsMs } of live) {
    if (holdEndsMs !== null) changesAtMs = Math.min(changesAtMs, holdEndsMs);
  }
  const slotsOn = daySlots({
    settings,
    hours,
    serviceMinutes,
    live,
    blocked: loaded.blocked,
    staffId: input.staffId,
    nowMs: rules.now.getTime(),
  });
  const days = dates.map((date) => {
    const { status, slots } = slotsOn(date);
    return {
      date,
      status,
      // the engine leaves out slots already started: the first one left is the next to go
      slots: slots.map(({ time, status: slotStatus, startMs }) => {
        changesAtMs = Math.min(changesAtMs, startMs);
        return { time, status: slotStatus };
      }),
    };
  });
  return { days, isTakingBookings, changesAtMs };
}

/** What the engine needs of a business, loaded once, to judge any of its days. */
export interface LoadedBusinessDays {
  settings: Pick<
    typeof businessSettings.$inferSelect,
    'timezone' | 'bookingAdvanceDays' | 'bookingSlotDurationMinutes' | 'maxBookingsPerSlot'
  >;
  hours: DayHours[];
  serviceMinutes: number;
  live: LiveBooking[];
  blocked: { date: string; time: string }[];
  staffId: string | null;
  nowMs: number;
}

/**
 * A business's days as the engine judges them: closed, past, too far or open, and an open day's
 * slots. The public page, the dialog and Discover's free times all ask this one function.
 */
export function daySlots(loaded: LoadedBusinessDays) {
  const { settings, hours, nowMs } = loaded;
  const bookingsOf = bookingsByDay(loaded.live);
  return (date: string): { status: DayView['status']; slots: Slot[] } => {
    const dayHours = hours.find((day) => day.weekday === weekdayOf(date));
    const status = dateStatus({
      date,
      timeZone: settings.timezone,
      hours: dayHours,
      advanceDays: settings.bookingAdvanceDays,
      nowMs,
    });
    if (status !== 'open') return { status, slots: [] };
    const slots = dayAvailability({
      date,
      timeZone: settings.timezone,
      hours: dayHours,
      slotMinutes: settings.bookingSlotDurationMinutes,
      serviceMinutes: loaded.serviceMinutes,
      capacity: settings.maxBookingsPerSlot,
      advanceDays: settings.bookingAdvanceDays,
      nowMs,
      bookings: bookingsOf(date),
      blockedTimes: loaded.blocked.filter((b) => b.date === date).map((b) => b.time),
      staffId: loaded.staffId,
    });
    return { status, slots };
  };
}
