import { and, eq, ne, sql } from 'drizzle-orm';
import { dayAvailability, type Slot } from '@shared/availability';
import type { DayHours } from '@shared/business-hours';
import { weekdayOf } from '@shared/local-time';
import type { Tx } from '../db/database';
import { blockedTimeSlots, bookings } from '../db/schema/bookings';
import type { businessSettings } from '../db/schema/businesses';
import { isLiveBooking, overlaps } from './live';

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
  // holds that ran out here stop counting now, not when the expiry job next runs
  await tx
    .update(bookings)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.businessId, businessId),
        eq(bookings.status, 'pending'),
        eq(bookings.paymentStatus, 'pending'),
        sql`${bookings.holdExpiresAt} <= ${now}`,
        overlaps(startsAt, endsAt),
      ),
    );
  const live = await tx
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt, staffId: bookings.staffId })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, businessId),
        isLiveBooking(now),
        overlaps(startsAt, endsAt),
        ...(check.excludeBookingId ? [ne(bookings.id, check.excludeBookingId)] : []),
      ),
    );
  const blocked = await tx
    .select({ time: blockedTimeSlots.blockedTime })
    .from(blockedTimeSlots)
    .where(
      and(
        eq(blockedTimeSlots.businessId, businessId),
        eq(blockedTimeSlots.blockedDate, check.date),
      ),
    );
  return dayAvailability({
    date: check.date,
    timeZone: check.settings.timezone,
    hours: check.hours.find((day) => day.weekday === weekdayOf(check.date)),
    slotMinutes: check.settings.bookingSlotDurationMinutes,
    serviceMinutes: check.serviceMinutes,
    capacity: check.settings.maxBookingsPerSlot,
    advanceDays: check.settings.bookingAdvanceDays,
    nowMs: now.getTime(),
    bookings: live.map((b) => ({
      startMs: b.startsAt.getTime(),
      endMs: b.endsAt.getTime(),
      staffId: b.staffId,
    })),
    blockedTimes: blocked.map((b) => b.time.slice(0, 5)),
    staffId: check.staffId,
  }).find((slot) => slot.time === check.time);
}
