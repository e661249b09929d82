import { BOOKING_MESSAGES } from '@shared/booking-messages';
import { formatTime } from '@shared/format/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { DayHours } from '@shared/business-hours';
import { CLIENT_LINK_MESSAGES, cutOffMessage } from '@shared/client-link';
import type { ClientRescheduleInput } from '@shared/client-link';
import type { ClientRefundPolicy } from '@shared/settings';
import { localDateAt } from '@shared/zoned-time';
import { bookingLinkKey, readBookingToken } from '../booking-links/token';
import { availabilityFor, type DayView } from '../bookings/availability';
import { loadBookingView, type BookingViewRow } from '../bookings/booking-view';
import type { Database } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { businessHours, businessSettings } from '../db/schema/businesses';
import { clientBusinessTransactions, paymentTransactions } from '../db/schema/payments';
import { ApiError } from '../http/errors';
import { endOpenAttempts, lockOpenAttempts } from '../payments/end-attempts';
import { rescheduleBooking } from '../owner-bookings/reschedule';
import { lockOwnedBooking } from '../owner-bookings/status';
import { isTakingOnlineBookings } from '../subscriptions/limits-lapse';

type BookingRow = typeof bookings.$inferSelect;

/** What the client's rules need of the business: its clock, its window and its change policy. */
export interface ClientRules {
  timezone: string;
  advanceDays: number;
  cutoffHours: number;
  refundPolicy: ClientRefundPolicy;
  hours: DayHours[];
}

const notFound = () => new ApiError(404, 'not_found', CLIENT_LINK_MESSAGES.notFound);

/**
 * The booking a client's token opens, with the names around it; anything else (a changed or
 * guessed token, the booking id itself) is the same 404 with no data.
 */
export async function openClientBooking(
  db: Database,
  token: string,
): Promise<{ view: BookingViewRow; rules: ClientRules }> {
  const bookingId = readBookingToken(await bookingLinkKey(db), token);
  if (!bookingId) throw notFound();
  const [view, [settings], hours] = await Promise.all([
    loadBookingView(db, bookingId),
    db
      .select({
        timezone: businessSettings.timezone,
        advanceDays: businessSettings.bookingAdvanceDays,
        cutoffHours: businessSettings.clientChangeCutoffHours,
        refundPolicy: businessSettings.clientRefundPolicy,
      })
      .from(businessSettings)
      .innerJoin(bookings, eq(bookings.businessId, businessSettings.businessId))
      .where(eq(bookings.id, bookingId)),
    db
      .select({
        weekday: businessHours.weekday,
        opensAt: sql<string>`to_char(${businessHours.opensAt}, 'HH24:MI')`,
        closesAt: sql<string>`to_char(${businessHours.closesAt}, 'HH24:MI')`,
        isOpen: businessHours.isOpen,
      })
      .from(businessHours)
      .innerJoin(bookings, eq(bookings.businessId, businessHours.businessId))
      .where(eq(bookings.id, bookingId))
      .orderBy(businessHours.weekday),
  ]);
  if (!view || !settings) throw notFound();
  return { view, rules: { ...settings, hours } };
}

/** Until when the client may still cancel or move: the start less the business's cut-off. */
export function changeDeadline(booking: Pick<BookingRow, 'startsAt'>, cutoffHours: number): Date {
  return new Date(booking.startsAt.getTime() - cutoffHours * 3_600_000);
}

/** The deadline as the business's own wall clock, for the messages. */
export function localDeadline(deadline: Date, timezone: string): { date: string; time: string } {
  return { date: localDateAt(deadline, timezone), time: formatTime(deadline, timezone) };
}

/** The locked booking may still be changed by its client now, or the reason it may not. */
function assertClientMayChange(
  booking: BookingRow,
  rules: ClientRules,
  now: Date,
  change: 'cancel' | 'move',
): void {
  if (booking.status === 'completed') {
    throw new ApiError(409, 'booking_completed', CLIENT_LINK_MESSAGES.completed);
  }
  if (booking.status === 'cancelled' && change === 'move') {
    throw new ApiError(409, 'booking_cancelled', CLIENT_LINK_MESSAGES.cancelled);
  }
  const deadline = changeDeadline(booking, rules.cutoffHours);
  if (now >= deadline) {
    throw new ApiError(
      409,
      'past_cut_off',
      cutOffMessage(rules.cutoffHours, localDeadline(deadline, rules.timezone)),
    );
  }
}

/**
 * The client cancels their booking: its place is freed, it is marked as cancelled by the client,
 * any payment still being made for it is ended, and a paid booking under a full-refund policy is
 * flagged refund_due (the booking and its online payment), where the owner's Refund button picks it
 * up. A booking already cancelled is answered as it is, changing nothing.
 */
export async function cancelByClient(
  db: Database,
  { view, rules, now = new Date() }: { view: BookingViewRow; rules: ClientRules; now?: Date },
): Promise<{ before: BookingRow; after: BookingRow; isChanged: boolean }> {
  const { businessId, id } = view.booking;
  return db.transaction(async (tx) => {
    await lockOpenAttempts(tx, { businessId, bookingId: id });
    const before = await lockOwnedBooking(tx, businessId, id);
    if (before.status === 'cancelled') return { before, after: before, isChanged: false };
    assertClientMayChange(before, rules, now, 'cancel');
    const isRefunded = before.paymentStatus === 'completed' && rules.refundPolicy === 'full';
    const [after] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledBy: 'client',
        holdExpiresAt: null,
        ...(isRefunded ? { paymentStatus: 'refund_due' as const } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, before.id))
      .returning();
    if (!after) throw new Error('booking vanished while locked');
    await endOpenAttempts(tx, { businessId, bookingId: id });
    if (isRefunded) {
      // the online payment that paid for it is owed back; a payment taken at the counter has no
      // row here, and the flag on the booking tells the desk to hand the money back
      const owed = await tx
        .update(clientBusinessTransactions)
        .set({ status: 'refund_due', refundReason: 'cancelled', updatedAt: sql`now()` })
        .where(
          and(
            eq(clientBusinessTransactions.bookingId, before.id),
            eq(clientBusinessTransactions.status, 'completed'),
          ),
        )
        .returning({ reference: clientBusinessTransactions.paymentReference });
      for (const { reference } of owed) {
        await tx
          .update(paymentTransactions)
          .set({ status: 'refund_due' })
          .where(
            and(
              eq(paymentTransactions.businessId, businessId),
              eq(paymentTransactions.status, 'completed'),
              sql`${paymentTransactions.metadata}->>'reference' = ${reference}`,
            ),
          );
      }
    }
    return { before, after, isChanged: true };
  });
}

/**
 * The times the client may move their booking to on one day: what the public booking page offers
 * for its service and staff member, except that the booking's own place is free to it, as the
 * move's own check has it (a 60-minute booking at 10:00 may move to 10:30 when it alone is there).
 */
export async function timesForClient(
  db: Database,
  { view, date, now = new Date() }: { view: BookingViewRow; date: string; now?: Date },
): Promise<{ days: DayView[] }> {
  const { booking } = view;
  const found = await availabilityFor(db, {
    businessId: booking.businessId,
    serviceId: booking.serviceId,
    staffId: booking.staffId,
    date,
    days: 1,
    now,
    moving: booking,
  });
  // a lapsed business offers the public no times, as on its booking page
  if (!found.isTakingBookings) {
    throw new ApiError(403, 'not_taking_bookings', BOOKING_MESSAGES.closedForBookings);
  }
  return { days: found.days };
}

/**
 * The client moves their booking to a time the public booking page offers: the desk's move engine
 * (the same locks, capacity check and monthly limit as a new booking), with the public's rules and
 * the cut-off checked on the locked booking.
 */
export async function rescheduleByClient(
  db: Database,
  {
    view,
    rules,
    input,
    now = new Date(),
  }: { view: BookingViewRow; rules: ClientRules; input: ClientRescheduleInput; now?: Date },
): Promise<{ before: BookingRow; after: BookingRow }> {
  const { businessId, id } = view.booking;
  // a lapsed business offers the public no times, so it takes no moves from them either
  if (!(await isTakingOnlineBookings(db, { businessId, now }))) {
    throw new ApiError(403, 'not_taking_bookings', BOOKING_MESSAGES.closedForBookings);
  }
  return rescheduleBooking(db, {
    businessId,
    bookingId: id,
    input,
    now,
    client: { assertMovable: (before) => assertClientMayChange(before, rules, now, 'move') },
  });
}
