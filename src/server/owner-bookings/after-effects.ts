import { sendConfirmedByBusiness } from '../bookings/confirmations';
import {
  announceMove,
  handOverMessages,
  sendBookingChange,
  sendReviewRequest,
} from '../bookings/notify';
import { enqueueBookingPush } from '../push/queue';
import { placesFreed, type WaitlistDeps } from '../waitlist/offers';
import type { createOwnerBooking } from './create';
import type { rescheduleBooking } from './reschedule';
import type { changeBookingStatus } from './status';

/**
 * What follows a business's own booking writes, once they have committed: the client's messages,
 * the owner's push, the waitlist's offers. Beside the operations rather than in a route, so every
 * caller of an operation (the owner area, and any other way in) has the same effects.
 */

/** A booking made: its confirmation goes out (a replay recorded none), the owner's devices hear. */
export function afterBookingCreated(
  deps: WaitlistDeps,
  businessId: string,
  created: Awaited<ReturnType<typeof createOwnerBooking>>,
): void {
  handOverMessages(deps, created.messageIds);
  if (!created.isReplay && created.hasDevices) {
    enqueueBookingPush(deps, { businessId, bookingId: created.booking.id, event: 'created' });
  }
}

/**
 * A status changed: a cancellation tells the client and offers the place to the day's waitlist, a
 * confirmation tells the client, a visit completed asks for a review.
 */
export function afterStatusChanged(
  deps: WaitlistDeps,
  businessId: string,
  { before, after }: Awaited<ReturnType<typeof changeBookingStatus>>,
): void {
  if (after.status === 'cancelled' && before.status !== 'cancelled') {
    void sendBookingChange(deps, { bookingId: after.id, change: 'cancelled' });
    placesFreed(deps, businessId, [after.bookingDate]);
    enqueueBookingPush(deps, { businessId, bookingId: after.id, event: 'cancelled' });
  }
  if (after.status === 'confirmed' && before.status === 'pending') {
    void sendConfirmedByBusiness(deps, after.id);
  }
  if (after.status === 'completed' && before.status !== 'completed') {
    void sendReviewRequest(deps, after.id);
  }
}

/** A booking moved: the client hears of it, and the place it left goes to that day's waitlist. */
export function afterBookingMoved(
  deps: WaitlistDeps,
  businessId: string,
  { before, after }: Awaited<ReturnType<typeof rescheduleBooking>>,
): void {
  announceMove(deps, before, after);
  placesFreed(deps, businessId, [before.bookingDate]);
}
