import { and, eq, sql } from 'drizzle-orm';
import { dateStatus, dayAvailability, dayBounds, type Slot } from '@shared/availability';
import { addDays, weekdayOf } from '@shared/local-time';
import { isSubscriptionActive } from '@shared/subscriptions';
import type { Database } from '../db/database';
import { preparedFor, subscriptionFacts, subscriptionOf } from '../db/prepared';
import { businesses, businessSettings } from '../db/schema/businesses';
import { blockedTimeSlots, bookings } from '../db/schema/bookings';
import { staff } from '../db/schema/people';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { BUSINESS_NOT_AVAILABLE, hoursOfBusiness } from '../businesses/active-business';
import { isLiveBooking, overlaps } from './live';
import { ownerRules } from './owner-rules';

export const MAX_DAYS = 31;

export interface DayView {
  date: string;
  status: 'past' | 'too-far' | 'closed' | 'open';
  slots: Pick<Slot, 'time' | 'status'>[];
}

/**
 * What deciding the slots needs before the calendar, in one statement: the business's settings
 * and hours, the service's length (null: not offered), whether the staff member works there (or
 * none was asked for), and the subscription that decides whether it takes bookings.
 */
function contextQuery(db: Database, name: string) {
  const staffId = sql`${sql.placeholder('staffId')}::uuid`;
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
    })
    .from(businesses)
    .innerJoin(businessSettings, eq(businessSettings.businessId, businesses.id))
    .where(and(eq(businesses.id, sql.placeholder('businessId')), eq(businesses.isActive, true)))
    .prepare(name);
}

/** The span's live bookings (as epoch milliseconds) and blocked times, in one statement. */
function calendarQuery(db: Database, name: string) {
  const at = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;
  return db
    .select({
      live: sql<{ startMs: number; endMs: number; staffId: string | null }[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'startMs', (extract(epoch FROM ${bookings.startsAt}) * 1000)::bigint,
          'endMs', (extract(epoch FROM ${bookings.endsAt}) * 1000)::bigint,
          'staffId', ${bookings.staffId})), '[]'::json)
        FROM ${bookings}
        WHERE ${and(
          eq(bookings.businessId, sql.placeholder('businessId')),
          isLiveBooking(at('now')),
          overlaps(at('start'), at('end')),
        )})`,
      blocked: sql<{ date: string; time: string }[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'date', ${blockedTimeSlots.blockedDate},
          'time', to_char(${blockedTimeSlots.blockedTime}, 'HH24:MI'))), '[]'::json)
        FROM ${blockedTimeSlots}
        WHERE ${blockedTimeSlots.businessId} = ${sql.placeholder('businessId')}
          AND ${blockedTimeSlots.blockedDate} BETWEEN ${sql.placeholder('first')}::date
            AND ${sql.placeholder('last')}::date)`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare(name);
}

/**
 * Slots for a service on one or more days (two statements whatever the span: what the business
 * offers, then the days' live bookings and blocked times), by the same engine that accepts
 * bookings. `isTakingBookings` says whether the subscription lets the public book.
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
  },
): Promise<{ days: DayView[]; isTakingBookings: boolean }> {
  const [loaded] = await preparedFor(db, 'availability_context', contextQuery).execute({
    businessId: input.businessId,
    serviceId: input.serviceId,
    staffId: input.staffId,
  });
  if (!loaded) throw new ApiError(404, 'not_found', BUSINESS_NOT_AVAILABLE);
  const hours = loaded.hours;
  const rules = input.asOwner
    ? ownerRules(loaded.settings, input.now ?? new Date())
    : { settings: loaded.settings, now: input.now ?? new Date() };
  const { settings, now } = rules;
  const serviceMinutes = loaded.serviceMinutes;
  if (serviceMinutes === null) {
    throw new ApiError(404, 'service_not_found', 'This service is not available.');
  }
  if (!loaded.isStaffOk) {
    throw new ApiError(404, 'staff_not_found', 'This staff member is not available.');
  }
  const isTakingBookings = isSubscriptionActive(subscriptionFacts(loaded.subscription), now);

  const dates = Array.from({ length: input.days }, (_, i) => addDays(input.date, i));
  const last = dates[dates.length - 1] ?? input.date;
  const start = new Date(dayBounds(input.date, settings.timezone).startMs);
  const end = new Date(dayBounds(last, settings.timezone).endMs);
  const [calendar] = await preparedFor(db, 'availability_calendar', calendarQuery).execute({
    businessId: input.businessId,
    start: start.toISOString(),
    end: end.toISOString(),
    now: now.toISOString(),
    first: input.date,
    last,
  });
  const liveBookings = calendar?.live ?? [];
  const blocked = calendar?.blocked ?? [];
  const days = dates.map((date) => {
    const dayHours = hours.find((day) => day.weekday === weekdayOf(date));
    const status = dateStatus({
      date,
      timeZone: settings.timezone,
      hours: dayHours,
      advanceDays: settings.bookingAdvanceDays,
      nowMs: now.getTime(),
    });
    if (status !== 'open') return { date, status, slots: [] };
    const slots = dayAvailability({
      date,
      timeZone: settings.timezone,
      hours: dayHours,
      slotMinutes: settings.bookingSlotDurationMinutes,
      serviceMinutes,
      capacity: settings.maxBookingsPerSlot,
      advanceDays: settings.bookingAdvanceDays,
      nowMs: now.getTime(),
      bookings: liveBookings,
      blockedTimes: blocked.filter((b) => b.date === date).map((b) => b.time),
      staffId: input.staffId,
    });
    return {
      date,
      status,
      slots: slots.map(({ time, status: slotStatus }) => ({ time, status: slotStatus })),
    };
  });
  return { days, isTakingBookings };
}
