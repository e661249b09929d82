import { BOOKING_MESSAGES } from '@shared/booking-messages';
import { and, eq } from 'drizzle-orm';
import { monthBounds, monthOf } from '@shared/plan-limits';
import type { Database, Tx } from '../db/database';
import { isPgError, PG_ERROR } from '../db/pg-errors';
import { bookings } from '../db/schema/bookings';
import { ApiError } from '../http/errors';
import type { LockedLimits } from '../subscriptions/limits';
import { refuseWhenFull, roomLeft } from '../subscriptions/limits-bookings';
import { readBookingFacts, type BookingFacts } from './booking-read';
import { loadBookingView, type BookingViewRow } from './booking-view';
import {
  checkRequest,
  staffNotAvailable,
  viewOf,
  type CheckedRequest,
  type CreateBookingOptions,
} from './checked-request';
import { writeBookingAndClient } from './new-booking';
import { slotAmong } from './slot-check';
import { lockBookingWindow, lockBookingWindowAndLimits } from './slot-locks';

const TICKET_ATTEMPTS = 3;

export type BookingRow = typeof bookings.$inferSelect;

/** What the transaction did: found the booking an earlier request (same key) made, or wrote one. */
type Attempt =
  { replayedId: string } | { replayedId: null; booking: BookingRow; messageIds: string[] };

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

/**
 * Books a slot for a member of the public. Everything is checked again on the server (business,
 * service and staff active, the slot offered, not past, not too far, not blocked, capacity, the staff
 * member free) inside one transaction that holds advisory locks on the booking's time, so two
 * requests racing for the last place cannot both win, whichever server process they reach. The price
 * is the service's, never the request's.
 */
export async function createBooking(
  db: Database,
  options: CreateBookingOptions,
): Promise<CreatedBooking> {
  const checked = await checkRequest(db, options);
  for (let attempt = 0; ; attempt++) {
    try {
      const done = await db.transaction(async (tx): Promise<Attempt> => {
        const limits = await lockSlot(tx, checked);
        const facts = await readAfterLocks(tx, checked, limits);
        if (facts.replayedId) return { replayedId: facts.replayedId };
        assertSlotHasRoom(checked, facts, limits);
        const { booking, messageIds } = await writeBookingAndClient(tx, checked, facts.clientId);
        return { replayedId: null, booking, messageIds };
      });
      if (done.replayedId !== null) return await answerReplay(db, checked, done.replayedId);
      return answer(checked, viewOf(checked, done.booking), false, done.messageIds);
    } catch (error) {
      const replayed = await replayOnConflict(db, checked, error);
      if (replayed) return replayed;
      if (!isTicketCodeClash(error) || attempt >= TICKET_ATTEMPTS) throw error;
    }
  }
}

/**
 * Locks the booking's time, and on a plan limited (as read before) also the subscription, whose
 * locked limits it answers. An unlimited plan pays neither the subscription's lock nor the count.
 */
async function lockSlot(tx: Tx, checked: CheckedRequest): Promise<LockedLimits | null> {
  const { businessId, startsAt, endsAt } = checked;
  const plans = { genericPlans: true };
  if ((checked.context.subscription?.bookingsLimit ?? null) === null) {
    await lockBookingWindow(tx, businessId, startsAt, endsAt, plans);
    return null;
  }
  return lockBookingWindowAndLimits(tx, businessId, startsAt, endsAt, plans);
}

/** Everything the booking is decided on, read after the locks in one round trip. */
function readAfterLocks(
  tx: Tx,
  checked: CheckedRequest,
  limits: LockedLimits | null,
): Promise<BookingFacts> {
  const { request, owner, customer } = checked;
  return readBookingFacts(tx, {
    businessId: checked.businessId,
    idempotencyKey: request.idempotencyKey,
    month: limits?.bookingsLimit != null ? monthBounds(monthOf(request.date)) : null,
    person: owner ? null : { phone: customer.phone, email: customer.email },
    date: request.date,
    startsAt: checked.startsAt,
    endsAt: checked.endsAt,
    now: checked.now,
    slotNow: checked.rules.now,
  });
}

/**
 * The slot is still offered, not blocked, has a place (and the staff member asked for is free),
 * and the plan's month has room for one more booking.
 */
function assertSlotHasRoom(
  checked: CheckedRequest,
  facts: BookingFacts,
  limits: LockedLimits | null,
): void {
  const { request, rules } = checked;
  const slot = slotAmong(
    {
      settings: rules.settings,
      hours: checked.context.hours,
      serviceMinutes: checked.service.durationMinutes,
      date: request.date,
      time: request.time,
      staffId: request.staffId ?? null,
      now: rules.now,
    },
    facts.live,
    facts.blockedTimes,
  );
  if (!slot || slot.status === 'blocked') {
    throw new ApiError(409, 'slot_not_offered', BOOKING_MESSAGES.notOffered);
  }
  if (slot.status !== 'available') taken();
  refuseWhenFull(
    roomLeft(limits, { date: request.date, counted: Number(facts.counted ?? 0) }),
    checked.audience,
  );
}

/**
 * What a failed attempt means for the person booking: another booking took the staff member's
 * time, the staff member was deleted after they were looked up, or an earlier request with the
 * same key won the race (answered as its replay). Undefined: none of these.
 */
async function replayOnConflict(
  db: Database,
  checked: CheckedRequest,
  error: unknown,
): Promise<CreatedBooking | undefined> {
  if (isPgError(error, PG_ERROR.exclusionViolation)) taken();
  if (isPgError(error, PG_ERROR.foreignKeyViolation, 'bookings_staff_id_staff_id_fk'))
    throw staffNotAvailable();
  if (!isPgError(error, PG_ERROR.uniqueViolation, 'bookings_idempotency_unique')) return undefined;
  const [existing] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, checked.businessId),
        eq(bookings.idempotencyKey, checked.request.idempotencyKey),
      ),
    );
  return existing ? answerReplay(db, checked, existing.id) : undefined;
}

/** Two bookings drew the same ticket code: rare, and the next attempt draws another. */
function isTicketCodeClash(error: unknown): boolean {
  return isPgError(error, PG_ERROR.uniqueViolation, 'bookings_ticket_code_unique');
}

function answer(
  checked: CheckedRequest,
  view: BookingViewRow,
  isReplay: boolean,
  messageIds: string[] = [],
): CreatedBooking {
  return {
    booking: view.booking,
    view,
    isReplay,
    requiresPayment: checked.requiresPayment,
    messageIds,
    hasDevices: checked.context.hasDevices,
  };
}

/** A replay may name another staff member or service than this request: what was kept is read. */
async function answerReplay(
  db: Database,
  checked: CheckedRequest,
  bookingId: string,
): Promise<CreatedBooking> {
  const view = await loadBookingView(db, bookingId);
  if (!view) throw new Error('booking vanished after it was made');
  return answer(checked, view, true);
}

function taken(): never {
  throw new ApiError(409, 'slot_taken', BOOKING_MESSAGES.taken);
}
