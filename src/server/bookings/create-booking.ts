import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_HOLD_MINUTES } from '@shared/bookings';
import { type BookingRequest } from '@shared/booking-request';
import { BOOKING_MESSAGES } from '@shared/bookings';
import { zonedInstant } from '@shared/zoned-time';
import { normalizePhone } from '@shared/phone';
import { STAFF_MESSAGES } from '@shared/staff';
import { generateTicketCode } from '@shared/ticket-code';
import type { Database } from '../db/database';
import { pgErrorOf, UNIQUE_VIOLATION } from '../db/errors';
import { bookings } from '../db/schema/bookings';
import { staff } from '../db/schema/people';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { loadActiveBusiness } from '../businesses/active-business';
import { assertMonthHasRoom } from '../subscriptions/limits-bookings';
import { assertSubscriptionTakesBookings } from '../subscriptions/limits-lapse';
import { loadSubscription } from '../subscriptions/operations';
import { loadBookingView, type BookingViewRow } from './booking-view';
import { findOrCreateClient } from './clients';
import { ownerRules } from './owner-rules';
import { checkSlot } from './slot-check';
import { lockBookingWindow } from './slot-locks';

const EXCLUSION_VIOLATION = '23P01';
const FOREIGN_KEY_VIOLATION = '23503';
const TICKET_ATTEMPTS = 3;

export type BookingRow = typeof bookings.$inferSelect;

export interface CreatedBooking {
  booking: BookingRow;
  /** The booking with the names around it, as the client sees it. */
  view: BookingViewRow;
  /** True when this request repeated an earlier one (same idempotency key): nothing new was written. */
  isReplay: boolean;
  requiresPayment: boolean;
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
    now?: Date;
  },
): Promise<CreatedBooking> {
  // independent reads, side by side
  const [{ business, settings, hours }, subscription, [service], [member]] = await Promise.all([
    loadActiveBusiness(db, businessId),
    loadSubscription(db, businessId),
    db
      .select()
      .from(services)
      .where(
        and(
          eq(services.id, request.serviceId),
          eq(services.businessId, businessId),
          eq(services.isActive, true),
        ),
      ),
    request.staffId
      ? db
          .select({
            name: staff.name,
            // a member with no services listed performs every service (aliased: drizzle leaves
            // columns unqualified in a one-table select)
            performsService: sql<boolean>`(
              NOT EXISTS (SELECT 1 FROM staff_services ss WHERE ss.staff_id = staff.id)
              OR EXISTS (SELECT 1 FROM staff_services ss
                WHERE ss.staff_id = staff.id AND ss.service_id = ${request.serviceId}))`,
          })
          .from(staff)
          .where(
            and(
              eq(staff.id, request.staffId),
              eq(staff.businessId, businessId),
              eq(staff.isActive, true),
            ),
          )
      : Promise.resolve([{ name: null, performsService: true }]),
  ]);
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

  const finish = async (booking: BookingRow, isReplay: boolean): Promise<CreatedBooking> => {
    // a replay may name another staff member or service than this request: read what was kept
    const view = isReplay
      ? await loadBookingView(db, booking.id)
      : { booking, serviceName: service.name, staffName: member.name, business };
    if (!view) throw new Error('booking vanished after it was made');
    return { booking, view, isReplay, requiresPayment };
  };

  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await db.transaction(async (tx) => {
        await lockBookingWindow(tx, businessId, startsAt, endsAt);
        const [replayed] = await tx
          .select()
          .from(bookings)
          .where(
            and(
              eq(bookings.businessId, businessId),
              eq(bookings.idempotencyKey, request.idempotencyKey),
            ),
          );
        if (replayed) return { booking: replayed, isReplay: true };

        const slot = await checkSlot(tx, {
          businessId,
          settings: rules.settings,
          hours,
          serviceMinutes: service.durationMinutes,
          date: request.date,
          time: request.time,
          startsAt,
          endsAt,
          staffId: request.staffId ?? null,
          now: rules.now,
        });
        if (!slot) throw new ApiError(409, 'slot_not_offered', BOOKING_MESSAGES.notOffered);
        if (slot.status === 'blocked')
          throw new ApiError(409, 'slot_not_offered', BOOKING_MESSAGES.notOffered);
        if (slot.status !== 'available') taken();
        await assertMonthHasRoom(tx, {
          businessId,
          date: request.date,
          now,
          knownLimit: subscription?.bookingsLimit ?? null,
          audience,
        });

        const clientId =
          owner?.clientId ??
          (await findOrCreateClient(tx, {
            businessId,
            name: request.customer.name,
            email,
            phone,
          }));
        const [booking] = await tx
          .insert(bookings)
          .values({
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
            paymentStatus: 'pending',
            holdExpiresAt: requiresPayment
              ? new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000)
              : null,
            totalAmountMinor: service.priceMinor,
            currency: service.currency,
            notes: request.notes || null,
            ticketCode: generateTicketCode(),
            customerName: request.customer.name,
            customerEmail: email,
            customerPhone: phone,
            idempotencyKey: request.idempotencyKey,
            source: owner ? 'owner' : 'online',
          })
          .returning();
        if (!booking) throw new Error('booking insert returned nothing');
        return { booking, isReplay: false };
      });
      return await finish(outcome.booking, outcome.isReplay);
    } catch (error) {
      const { code, constraint } = pgErrorOf(error);
      if (code === EXCLUSION_VIOLATION) taken();
      // the member was deleted after they were looked up
      if (code === FOREIGN_KEY_VIOLATION && constraint === 'bookings_staff_id_staff_id_fk')
        throw staffNotAvailable();
      if (code === UNIQUE_VIOLATION && constraint === 'bookings_idempotency_unique') {
        const existing = await findByKey(db, businessId, request.idempotencyKey);
        if (existing) return await finish(existing, true);
      }
      if (
        code === UNIQUE_VIOLATION &&
        constraint === 'bookings_ticket_code_unique' &&
        attempt < TICKET_ATTEMPTS
      )
        continue;
      throw error;
    }
  }
}
