import { BOOKING_MESSAGES } from '@shared/booking-messages';
import { and, eq, sql } from 'drizzle-orm';
import { OWNER_BOOKING_MESSAGES as MESSAGES, type RescheduleInput } from '@shared/owner-bookings';
import { monthOf } from '@shared/plan-limits';
import { zonedInstant } from '@shared/zoned-time';
import { ownerRules } from '../bookings/owner-rules';
import { checkSlot } from '../bookings/slot-check';
import { lockBookingWindow } from '../bookings/slot-locks';
import { loadActiveBusiness } from '../businesses/active-business';
import type { Database, Tx } from '../db/database';
import { isPgError, PG_ERROR } from '../db/pg-errors';
import { bookings } from '../db/schema/bookings';
import { staff, staffServices } from '../db/schema/people';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { assertMonthHasRoom } from '../subscriptions/limits-bookings';
import { lockOwnedBooking } from './status';
import { bookingAnswers } from '../messages/booking-answers';
import { ownerBookingsAnswers } from '../messages/owner-bookings-answers';

type BookingRow = typeof bookings.$inferSelect;

/** The new staff member must work here, be active, and perform the booking's service. */
async function assertStaffCanTake(
  tx: Tx,
  { businessId, staffId, serviceId }: { businessId: string; staffId: string; serviceId: string },
) {
  const [member] = await tx
    .select({
      // a member with no services listed performs every service
      performsService: sql<boolean>`(
        NOT EXISTS (SELECT 1 FROM ${staffServices} WHERE ${staffServices.staffId} = ${staff.id})
        OR EXISTS (SELECT 1 FROM ${staffServices} WHERE ${staffServices.staffId} = ${staff.id}
          AND ${staffServices.serviceId} = ${serviceId}))`,
    })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.businessId, businessId), eq(staff.isActive, true)));
  if (!member) throw new ApiError(404, 'staff_not_found', ownerBookingsAnswers('staffUnavailable'));
  if (!member.performsService) {
    const notOffered = bookingAnswers('staffNotOffered');
    throw new ApiError(400, 'staff_not_offered', notOffered, { staffId: notOffered });
  }
}

/**
 * The business's own booking that is being moved, as the move's time picker needs it (its place is
 * free to it); another business's booking, or none, is not found.
 */
export async function bookingBeingMoved(db: Database, businessId: string, bookingId: string) {
  const [found] = await db
    .select({
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      staffId: bookings.staffId,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.businessId, businessId)));
  if (!found) throw new ApiError(404, 'not_found', MESSAGES.notFound);
  return found;
}

/**
 * Moves a booking to another date, time or staff member: the new time is checked by the same engine
 * and under the same locks as a new booking (the booking itself not counting against it), so a move
 * never overbooks. Returns the booking before and after, for the mail to the client.
 */
export async function rescheduleBooking(
  db: Database,
  {
    businessId,
    bookingId,
    input,
    now = new Date(),
    client,
  }: {
    businessId: string;
    bookingId: string;
    input: RescheduleInput;
    now?: Date;
    /**
     * The client moving their own booking through their link: the public's rules (no slot under
     * way, the public booking window), and their own check of the locked booking (the cut-off).
     */
    client?: { assertMovable: (before: BookingRow) => void };
  },
): Promise<{ before: BookingRow; after: BookingRow }> {
  const { settings: stored, hours } = await loadActiveBusiness(db, businessId);
  const rules = client ? { settings: stored, now } : ownerRules(stored, now);
  const audience = client ? 'public' : 'owner';
  try {
    return await db.transaction(async (tx) => {
      const before = await lockOwnedBooking(tx, businessId, bookingId);
      client?.assertMovable(before);
      if (before.status === 'cancelled' || before.status === 'completed') {
        throw new ApiError(409, 'cannot_move', MESSAGES.cannotMove);
      }
      const [service] = await tx
        .select({ minutes: services.durationMinutes })
        .from(services)
        .where(eq(services.id, before.serviceId));
      const minutes =
        service?.minutes ?? (before.endsAt.getTime() - before.startsAt.getTime()) / 60_000;
      let startsAt: Date;
      try {
        startsAt = zonedInstant(input.date, input.time, rules.settings.timezone);
      } catch {
        throw new ApiError(400, 'validation', BOOKING_MESSAGES.dateTime);
      }
      const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
      const staffId = input.staffId === undefined ? before.staffId : input.staffId;
      if (staffId && staffId !== before.staffId) {
        await assertStaffCanTake(tx, { businessId, staffId, serviceId: before.serviceId });
      }
      await lockBookingWindow(tx, businessId, startsAt, endsAt);
      const slot = await checkSlot(tx, {
        businessId,
        settings: rules.settings,
        hours,
        serviceMinutes: minutes,
        date: input.date,
        time: input.time,
        startsAt,
        endsAt,
        staffId,
        now: rules.now,
        excludeBookingId: before.id,
      });
      if (!slot || slot.status === 'blocked') {
        throw new ApiError(409, 'slot_not_offered', BOOKING_MESSAGES.notOffered);
      }
      if (slot.status !== 'available')
        throw new ApiError(409, 'slot_taken', BOOKING_MESSAGES.taken);
      // a move into another month counts there (within its month it changes no count)
      if (monthOf(input.date) !== monthOf(before.bookingDate)) {
        await assertMonthHasRoom(tx, { businessId, date: input.date, now, audience });
      }
      const [after] = await tx
        .update(bookings)
        .set({
          bookingDate: input.date,
          bookingTime: input.time,
          startsAt,
          endsAt,
          staffId,
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, before.id))
        .returning();
      if (!after) throw new Error('booking vanished while locked');
      return { before, after };
    });
  } catch (error) {
    if (isPgError(error, PG_ERROR.exclusionViolation)) {
      throw new ApiError(409, 'staff_busy', MESSAGES.staffBusy);
    }
    throw error;
  }
}
