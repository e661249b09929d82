import { and, eq, gte, lte } from 'drizzle-orm';
import { dateStatus, dayAvailability, dayBounds, type Slot } from '@shared/availability';
import { addDays, weekdayOf } from '@shared/local-time';
import type { Database } from '../db/database';
import { blockedTimeSlots, bookings } from '../db/schema/bookings';
import { staff } from '../db/schema/people';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { isLiveBooking, overlaps } from './live';
import { loadActiveBusiness } from '../businesses/active-business';
import { ownerRules } from './owner-rules';

export const MAX_DAYS = 31;

export interface DayView {
  date: string;
  status: 'past' | 'too-far' | 'closed' | 'open';
  slots: Pick<Slot, 'time' | 'status'>[];
}

/**
 * Slots for a service on one or more days (two queries whatever the span: the days' live bookings
 * and blocked times), by the same engine that accepts bookings.
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
): Promise<DayView[]> {
  const loaded = await loadActiveBusiness(db, input.businessId);
  const hours = loaded.hours;
  const rules = input.asOwner
    ? ownerRules(loaded.settings, input.now ?? new Date())
    : { settings: loaded.settings, now: input.now ?? new Date() };
  const { settings, now } = rules;
  const [service] = await db
    .select({ minutes: services.durationMinutes })
    .from(services)
    .where(
      and(
        eq(services.id, input.serviceId),
        eq(services.businessId, input.businessId),
        eq(services.isActive, true),
      ),
    );
  if (!service) throw new ApiError(404, 'service_not_found', 'This service is not available.');
  if (input.staffId) {
    const [member] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(
        and(
          eq(staff.id, input.staffId),
          eq(staff.businessId, input.businessId),
          eq(staff.isActive, true),
        ),
      );
    if (!member) throw new ApiError(404, 'staff_not_found', 'This staff member is not available.');
  }

  const dates = Array.from({ length: input.days }, (_, i) => addDays(input.date, i));
  const last = dates[dates.length - 1] ?? input.date;
  const start = new Date(dayBounds(input.date, settings.timezone).startMs);
  const end = new Date(dayBounds(last, settings.timezone).endMs);
  const [live, blocked] = await Promise.all([
    db
      .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt, staffId: bookings.staffId })
      .from(bookings)
      .where(
        and(eq(bookings.businessId, input.businessId), isLiveBooking(now), overlaps(start, end)),
      ),
    db
      .select({ date: blockedTimeSlots.blockedDate, time: blockedTimeSlots.blockedTime })
      .from(blockedTimeSlots)
      .where(
        and(
          eq(blockedTimeSlots.businessId, input.businessId),
          gte(blockedTimeSlots.blockedDate, input.date),
          lte(blockedTimeSlots.blockedDate, last),
        ),
      ),
  ]);
  const liveBookings = live.map((b) => ({
    startMs: b.startsAt.getTime(),
    endMs: b.endsAt.getTime(),
    staffId: b.staffId,
  }));
  return dates.map((date) => {
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
      serviceMinutes: service.minutes,
      capacity: settings.maxBookingsPerSlot,
      advanceDays: settings.bookingAdvanceDays,
      nowMs: now.getTime(),
      bookings: liveBookings,
      blockedTimes: blocked.filter((b) => b.date === date).map((b) => b.time.slice(0, 5)),
      staffId: input.staffId,
    });
    return {
      date,
      status,
      slots: slots.map(({ time, status: slotStatus }) => ({ time, status: slotStatus })),
    };
  });
}
