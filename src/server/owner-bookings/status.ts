import { and, eq, ne, sql } from 'drizzle-orm';
import { fitsInterval } from '@shared/availability/fits';
import type { BookingStatus } from '@shared/bookings';
import { OWNER_BOOKING_MESSAGES as MESSAGES } from '@shared/owner-bookings';
import { isLiveBooking, overlaps } from '../bookings/live';
import { lockBookingWindow } from '../bookings/slot-locks';
import type { Database, Tx } from '../db/database';
import { isPgError, PG_ERROR } from '../db/pg-errors';
import { bookings } from '../db/schema/bookings';
import { businessSettings } from '../db/schema/businesses';
import { ApiError } from '../http/errors';
import { endOpenAttempts, lockOpenAttempts } from '../payments/end-attempts';
import { assertMonthHasRoom } from '../subscriptions/limits-bookings';

type BookingRow = typeof bookings.$inferSelect;

/** The booking, locked for this transaction, if it is the business's. */
export async function lockOwnedBooking(
  tx: Tx,
  businessId: string,
  bookingId: string,
): Promise<BookingRow> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.businessId, businessId)))
    .for('update');
  if (!booking) throw new ApiError(404, 'not_found', MESSAGES.notFound);
  return booking;
}

/**
 * A cancelled booking comes back only if its time still has room: capacity and the staff member are
 * re-checked under the same locks new bookings take, so it can never overbook a slot.
 */
async function assertRoomToReinstate(tx: Tx, booking: BookingRow, now: Date): Promise<void> {
  await lockBookingWindow(tx, booking.businessId, booking.startsAt, booking.endsAt);
  const [[settings], live] = await Promise.all([
    tx
      .select({ capacity: businessSettings.maxBookingsPerSlot })
      .from(businessSettings)
      .where(eq(businessSettings.businessId, booking.businessId)),
    tx
      .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt, staffId: bookings.staffId })
      .from(bookings)
      .where(
        and(
          eq(bookings.businessId, booking.businessId),
          ne(bookings.id, booking.id),
          isLiveBooking(now),
          overlaps(booking.startsAt, booking.endsAt),
        ),
      ),
  ]);
  const fits = fitsInterval({
    startMs: booking.startsAt.getTime(),
    endMs: booking.endsAt.getTime(),
    capacity: settings?.capacity ?? 1,
    staffId: booking.staffId,
    bookings: live.map((b) => ({
      startMs: b.startsAt.getTime(),
      endMs: b.endsAt.getTime(),
      staffId: b.staffId,
    })),
  });
  if (!fits) throw new ApiError(409, 'place_taken', MESSAGES.placeTaken);
}

/** The rules of docs/product/owner-area.md §4 States and docs/product/settled-rules.md §11 Channels and reviews, held here whatever the screen offers. */
function refuseTransition(booking: BookingRow, to: BookingStatus, now: Date): void {
  if (booking.status === 'cancelled' && to === 'completed') {
    throw new ApiError(409, 'cancelled_cannot_complete', MESSAGES.cancelledCannotComplete);
  }
  // an online payment still on its way: completing now would record an unpaid visit as done
  if (to === 'completed' && booking.paymentStatus === 'pending' && booking.holdExpiresAt) {
    throw new ApiError(409, 'awaiting_payment', MESSAGES.unpaidHold);
  }
  // a visit that has not begun cannot be done; completing opens the client's review (an instant, so
  // no time zone is involved: starts_at was fixed in the business's zone when it was booked)
  if (to === 'completed' && booking.startsAt.getTime() > now.getTime()) {
    throw new ApiError(409, 'not_started', MESSAGES.notStarted);
  }
}

/**
 * Sets a booking's status. Cancelling frees its place at once, records that the business cancelled
 * it and ends any payment still being made for it; bringing a cancelled booking back re-checks its
 * place; confirming an unpaid hold takes the payment to the counter (the hold would otherwise cancel
 * it). Returns the booking before and after, for the mail to the client.
 */
export async function changeBookingStatus(
  db: Database,
  {
    businessId,
    bookingId,
    status,
    now = new Date(),
  }: { businessId: string; bookingId: string; status: BookingStatus; now?: Date },
): Promise<{ before: BookingRow; after: BookingRow }> {
  try {
    return await db.transaction(async (tx) => {
      const isCancelling = status === 'cancelled';
      if (isCancelling) await lockOpenAttempts(tx, { businessId, bookingId });
      const before = await lockOwnedBooking(tx, businessId, bookingId);
      if (before.status === status) return { before, after: before };
      refuseTransition(before, status, now);
      if (before.status === 'cancelled') {
        await assertRoomToReinstate(tx, before, now);
        // back in place, it counts against its month again
        await assertMonthHasRoom(tx, {
          businessId,
          date: before.bookingDate,
          now,
          audience: 'owner',
        });
      }
      const [after] = await tx
        .update(bookings)
        .set({
          status,
          // a booking brought back is no longer anyone's cancellation
          cancelledBy: isCancelling ? 'business' : null,
          // whatever the owner decides, the online hold no longer decides for them
          ...(isCancelling || before.holdExpiresAt ? { holdExpiresAt: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, before.id))
        .returning();
      if (!after) throw new Error('booking vanished while locked');
      if (isCancelling) await endOpenAttempts(tx, { businessId, bookingId });
      return { before, after };
    });
  } catch (error) {
    if (isPgError(error, PG_ERROR.exclusionViolation)) {
      throw new ApiError(409, 'staff_busy', MESSAGES.staffBusy);
    }
    throw error;
  }
}

/** Payment taken at the counter (cash, M-Pesa to the till, card machine). */
export async function markPaidAtCounter(
  db: Database,
  {
    businessId,
    bookingId,
    now = new Date(),
  }: { businessId: string; bookingId: string; now?: Date },
): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const booking = await lockOwnedBooking(tx, businessId, bookingId);
    if (booking.paymentStatus === 'completed') {
      throw new ApiError(409, 'already_paid', MESSAGES.alreadyPaid);
    }
    if (booking.status === 'cancelled' || booking.paymentStatus !== 'pending') {
      throw new ApiError(409, 'not_payable', MESSAGES.cannotPay);
    }
    const [paid] = await tx
      .update(bookings)
      .set({ paymentStatus: 'completed', paidAt: now, holdExpiresAt: null, updatedAt: sql`now()` })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (!paid) throw new Error('booking vanished while locked');
    return paid;
  });
}
