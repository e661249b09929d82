import { and, eq } from 'drizzle-orm';
import { type BookingRequest } from '@shared/booking-request';
import { BOOKING_MESSAGES, PAYMENT_HOLD_MINUTES } from '@shared/bookings';
import { zonedInstant } from '@shared/zoned-time';
import { normalizePhone } from '@shared/phone';
import { STAFF_MESSAGES } from '@shared/staff';
import { generateTicketCode } from '@shared/ticket-code';
import type { Database, Tx } from '../db/database';
import { PG_ERROR, pgErrorOf } from '../db/pg-errors';
import { bookings } from '../db/schema/bookings';
import { ApiError } from '../http/errors';
import { BUSINESS_NOT_AVAILABLE } from '../businesses/active-business';
import { monthBounds, monthOf } from '@shared/plan-limits';
import type { LockedLimits } from '../subscriptions/limits';
import { refuseWhenFull, roomLeft } from '../subscriptions/limits-bookings';
import { assertSubscriptionTakesBookings } from '../subscriptions/limits-lapse';
import { bookingContextOf, type BookingContext } from '../messaging/booking-messages';
import type { RecordedMessage } from '../messaging/queue';
import { readBookingContext } from './booking-context';
import { readBookingFacts } from './booking-read';
import { insertBooking } from './booking-write';
import { loadBookingView, type BookingViewRow } from './booking-view';
import { findOrCreateClient } from './clients';
import { ownerRules } from './owner-rules';
import { slotAmong } from './slot-check';
import { lockBookingWindow, lockBookingWindowAndLimits } from './slot-locks';

const TICKET_ATTEMPTS = 3;

export type BookingRow = typeof bookings.$inferSelect;

export interface CreatedBooking {
  booking: BookingRow;
  /** The booking with the names around it, as the client sees it. */
  view: BookingViewRow;
  /** True when this request repeated an earlier one (same idempotency key): nothing new was written. */
  isReplay: boolean;
  requiresPayment: boolean;
  /** The messages recorded with the booking (see `confirmation`), for the sender to be woken for. */
  messageIds: string[];
  /** Whether the business has a device to notify (push). */
  hasDevices: boolean;
}

function staffNotAvailable(): ApiError {
  return new ApiError(404, 'staff_not_found', 'This staff member is not available.');
}

function taken(): never {
  throw new ApiError(409, 'slot_taken', BOOKING_MESSAGES.taken);
}

async function findByKey(
  db: Database,
  businessId: string,
  key: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.businessId, businessId), eq(bookings.idempotencyKey, key)));
  return row;
}

/**
 * The client record another booking of the same person made while this one was being written (so
 * this one could not make it), attached to the booking.
 */
async function attachClient(
  tx: Tx,
  booking: BookingRow,
  customer: { name: string; email: string | null; phone: string },
): Promise<BookingRow> {
  const clientId = await findOrCreateClient(tx, { businessId: booking.businessId, ...customer });
  const [attached] = await tx
    .update(bookings)
    .set({ clientId })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!attached) throw new Error('booking vanished while its client was attached');
  return attached;
}

/**
 * Books a slot for a member of the public. Everything is checked again on the server (business,
 * service and staff active, the slot offered, not past, not too far, not blocked, capacity, the staff
 * member free) inside one transaction that holds advisory locks on the booking's time, so two
 * requests racing for the last place cannot both win, whichever server process they reach. The price
 * is the service's, never the request's.
 */
export async function createBooking(
  db: Database,
  {
    businessId,
    request,
    owner,
    acceptsPayments = true,
    confirmation,
    now = new Date(),
  }: {
    businessId: string;
    request: BookingRequest;
    /** False when the business's payments have nowhere to settle (see acceptsPayments()). */
    acceptsPayments?: boolean;
    /**
     * The business booking a walk-in or a caller: its own calendar rules (ownerRules), confirmed at
     * once, paid at the counter; for an existing client, that client.
     */
    owner?: { clientId: string | null };
    /**
     * The messages a new booking that needs no payment first sends (its confirmation), recorded
     * in the booking's own transaction; a replay records none.
     */
    confirmation?: (context: BookingContext) => RecordedMessage[];
    now?: Date;
  },
): Promise<CreatedBooking> {
  const [context] = await readBookingContext(db, {
    businessId,
    serviceId: request.serviceId,
    staffId: request.staffId ?? null,
  });
  if (!context) throw new ApiError(404, 'not_found', BUSINESS_NOT_AVAILABLE);
  const { business, settings, hours, subscription, service } = context;
  const member = request.staffId ? context.member : { name: null, performsService: true };
  const audience = owner ? 'owner' : 'public';
  // a lapsed plan takes no new bookings, and nothing is held
  assertSubscriptionTakesBookings(subscription, { now, audience });
  if (!service) throw new ApiError(404, 'service_not_found', 'This service is not available.');
  if (!member) throw staffNotAvailable();
  if (!member.performsService) {
    throw new ApiError(400, 'staff_not_offered', STAFF_MESSAGES.notOffered, {
      staffId: STAFF_MESSAGES.notOffered,
    });
  }

  const timezone = settings.timezone;
  let startsAt: Date;
  try {
    startsAt = zonedInstant(request.date, request.time, timezone);
  } catch {
    throw new ApiError(400, 'validation', BOOKING_MESSAGES.dateTime);
  }
  const endsAt = new Date(startsAt.getTime() + service.durationMinutes * 60_000);
  const requiresPayment = !owner && settings.requirePayment;
  if (requiresPayment && !acceptsPayments) {
    // the owner is told why on their Services and Settings pages; the public hears the neutral words
    throw new ApiError(403, 'not_taking_bookings', BOOKING_MESSAGES.closedForBookings);
  }
  const phone = normalizePhone(request.customer.phone) ?? request.customer.phone;
  const email = request.customer.email || null;
  const rules = owner ? ownerRules(settings, now) : { settings, now };

  const viewOf = (booking: BookingRow): BookingViewRow => ({
    booking,
    serviceName: service.name,
    staffName: member.name,
    business,
  });
  const created = (view: BookingViewRow, isReplay: boolean, messageIds: string[] = []) => ({
    booking: view.booking,
    view,
    isReplay,
    requiresPayment,
    messageIds,
    hasDevices: context.hasDevices,
  });
  // a replay may name another staff member or service than this request: read what was kept
  const replay = async (bookingId: string): Promise<CreatedBooking> => {
    const view = await loadBookingView(db, bookingId);
    if (!view) throw new Error('booking vanished after it was made');
    return created(view, true);
  };

  const knownLimit = subscription?.bookingsLimit ?? null;
  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await db.transaction(async (tx) => {
        // an unlimited plan (as read before) pays neither the subscription's lock nor the count
        let limits: LockedLimits | null = null;
        const plans = { genericPlans: true };
        if (knownLimit === null) await lockBookingWindow(tx, businessId, startsAt, endsAt, plans);
        else limits = await lockBookingWindowAndLimits(tx, businessId, startsAt, endsAt, plans);
        const isLimited = limits?.bookingsLimit != null;
        // read after the locks, in one round trip
        const facts = await readBookingFacts(tx, {
          businessId,
          idempotencyKey: request.idempotencyKey,
          month: isLimited ? monthBounds(monthOf(request.date)) : null,
          person: owner ? null : { phone, email },
          date: request.date,
          startsAt,
          endsAt,
          now,
          slotNow: rules.now,
        });
        if (facts.replayedId)
          return { replayedId: facts.replayedId, booking: null, messageIds: [] };

        const slot = slotAmong(
          {
            settings: rules.settings,
            hours,
            serviceMinutes: service.durationMinutes,
            date: request.date,
            time: request.time,
            staffId: request.staffId ?? null,
            now: rules.now,
          },
          facts.live,
          facts.blockedTimes,
        );
        if (!slot) throw new ApiError(409, 'slot_not_offered', BOOKING_MESSAGES.notOffered);
        if (slot.status === 'blocked')
          throw new ApiError(409, 'slot_not_offered', BOOKING_MESSAGES.notOffered);
        if (slot.status !== 'available') taken();
        refuseWhenFull(
          roomLeft(limits, { date: request.date, counted: Number(facts.counted ?? 0) }),
          audience,
        );

        // the owner names a client or none (a new record); the public's is found by phone or e-mail
        const clientId = owner ? owner.clientId : facts.clientId;
        const customer = { name: request.customer.name, email, phone };
        const written = await insertBooking(tx, {
          booking: {
            businessId,
            serviceId: service.id,
            clientId,
            staffId: request.staffId ?? null,
            bookingDate: request.date,
            bookingTime: request.time,
            startsAt,
            endsAt,
            status:
              !owner && (requiresPayment || !settings.autoConfirmBookings)
                ? 'pending'
                : 'confirmed',
            holdExpiresAt: requiresPayment
              ? new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000)
              : null,
            totalAmountMinor: service.priceMinor,
            currency: service.currency,
            notes: request.notes || null,
            ticketCode: generateTicketCode(),
            customerName: customer.name,
            customerEmail: email,
            customerPhone: phone,
            idempotencyKey: request.idempotencyKey,
            source: owner ? 'owner' : 'online',
          },
          makesClient: clientId === null,
          messages: (stored) =>
            confirmation && !requiresPayment
              ? confirmation(
                  bookingContextOf(
                    viewOf(stored),
                    settings.notificationPreferences,
                    context.ownerAccountEmail,
                  ),
                )
              : [],
          now,
        });
        const booking =
          clientId === null && written.booking.clientId === null
            ? await attachClient(tx, written.booking, customer)
            : written.booking;
        return { replayedId: null, booking, messageIds: written.messageIds };
      });
      if (outcome.replayedId !== null) return await replay(outcome.replayedId);
      return created(viewOf(outcome.booking), false, outcome.messageIds);
    } catch (error) {
      const { code, constraint } = pgErrorOf(error);
      if (code === PG_ERROR.exclusionViolation) taken();
      // the member was deleted after they were looked up
      if (code === PG_ERROR.foreignKeyViolation && constraint === 'bookings_staff_id_staff_id_fk')
        throw staffNotAvailable();
      if (code === PG_ERROR.uniqueViolation && constraint === 'bookings_idempotency_unique') {
        const existing = await findByKey(db, businessId, request.idempotencyKey);
        if (existing) return await replay(existing.id);
      }
      if (
        code === PG_ERROR.uniqueViolation &&
        constraint === 'bookings_ticket_code_unique' &&
        attempt < TICKET_ATTEMPTS
      )
        continue;
      throw error;
    }
  }
}
