import { and, eq, sql } from 'drizzle-orm';
import type { RefundReason } from '@shared/payments';
import type { Database, Tx } from '../db/database';
import { isPgError, PG_ERROR } from '../db/pg-errors';
import { bookings } from '../db/schema/bookings';
import { clientBusinessTransactions, paymentTransactions } from '../db/schema/payments';
import { services } from '../db/schema/services';
import { holdsItsPlace, wasCancelledByDecision } from '../bookings/live';
import { checkSlot } from '../bookings/slot-check';
import { lockBookingWindow } from '../bookings/slot-locks';
import { loadActiveBusiness } from '../businesses/active-business';
import { recordLargePayment } from '../audit/large-payment';
import { monthRoom } from '../subscriptions/limits-bookings';
import type { PaymentProvider, VerifiedPayment } from './provider';

/** cancelled: an attempt ended, unpaid, when its booking was cancelled. */
export type PaymentOutcome =
  | { status: 'unknown' }
  | { status: 'pending' | 'failed' | 'cancelled'; bookingId: string }
  | { status: 'paid'; bookingId: string; isNew: boolean }
  | { status: 'refund_due'; bookingId: string; isNew: boolean; reason: RefundReason };

type BookingRow = typeof bookings.$inferSelect;

/** A booking whose hold ran out before the money came: back in place if its slot is still free. */
async function reinstate(tx: Tx, booking: BookingRow, now: Date): Promise<boolean> {
  const { settings, hours } = await loadActiveBusiness(tx, booking.businessId);
  const [service] = await tx
    .select({ minutes: services.durationMinutes })
    .from(services)
    .where(eq(services.id, booking.serviceId));
  await lockBookingWindow(tx, booking.businessId, booking.startsAt, booking.endsAt);
  const slot = await checkSlot(tx, {
    businessId: booking.businessId,
    settings,
    hours,
    serviceMinutes:
      service?.minutes ??
      Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    date: booking.bookingDate,
    time: booking.bookingTime.slice(0, 5),
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    staffId: booking.staffId,
    now,
    excludeBookingId: booking.id,
  });
  if (slot?.status !== 'available') return false;
  // back in place it counts against its month: a full month owes the money back like a taken slot
  const room = await monthRoom(tx, {
    businessId: booking.businessId,
    date: booking.bookingDate,
    now,
  });
  return room.hasRoom;
}

/**
 * A payment that settled earlier answers the same way every time it is asked about, except a failed
 * or ended one the provider now reports paid (a checkout abandoned, or finished after its booking
 * was cancelled): that money is never dropped, so it goes through fulfilment after all.
 */
async function settledOutcome(
  tx: Tx,
  payment: typeof clientBusinessTransactions.$inferSelect,
  bookingId: string,
  isPaidNow: boolean,
): Promise<PaymentOutcome | null> {
  if (payment.status === 'completed') return { status: 'paid', bookingId, isNew: false };
  if (payment.status === 'failed' || payment.status === 'cancelled')
    return isPaidNow ? null : { status: payment.status, bookingId };
  if (payment.status === 'pending') return null;
  if (payment.refundReason)
    return { status: 'refund_due', bookingId, isNew: false, reason: payment.refundReason };
  // flagged before the reason was kept: a paid booking means a second payment
  const [paidBy] = await tx
    .select({ id: clientBusinessTransactions.id })
    .from(clientBusinessTransactions)
    .where(
      and(
        eq(clientBusinessTransactions.bookingId, bookingId),
        eq(clientBusinessTransactions.status, 'completed'),
      ),
    );
  return {
    status: 'refund_due',
    bookingId,
    isNew: false,
    reason: paidBy ? 'already_paid' : 'slot_taken',
  };
}

/**
 * Applies a payment the provider has verified (amount, currency, status), exactly once: the
 * transaction row is locked, so a webhook delivered twice, or a webhook racing the payer's return,
 * fulfils one time. A booking is paid once: the booking row is locked too, and any later successful
 * payment for a paid booking is recorded and flagged for refund (a unique index backs this). Only a
 * hold that ran out may be put back by its payment: one its client or the business cancelled stays
 * cancelled, and its money is flagged for refund, as is money for a lapsed hold whose place was
 * taken; none is ever dropped. Once settled, a payment's outcome never changes.
 */
export async function fulfilPayment(
  db: Database,
  {
    provider,
    reference,
    now = new Date(),
  }: { provider: PaymentProvider; reference: string; now?: Date },
): Promise<PaymentOutcome> {
  const verified: VerifiedPayment | null = await provider.verify(reference);
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.paymentReference, reference))
      .for('update');
    if (!payment?.bookingId) return { status: 'unknown' } as const;
    const bookingId = payment.bookingId;
    const isGenuine =
      verified?.status === 'success' &&
      verified.amountMinor === payment.amountMinor &&
      verified.currency === payment.currency;
    const settled = await settledOutcome(tx, payment, bookingId, isGenuine);
    if (settled) return settled;
    if (!verified || verified.status === 'pending')
      return { status: 'pending', bookingId } as const;
    if (!isGenuine) {
      await tx
        .update(clientBusinessTransactions)
        .set({ status: 'failed' })
        .where(eq(clientBusinessTransactions.id, payment.id));
      return { status: 'failed', bookingId } as const;
    }
    await recordLargePayment(tx, { ...payment, reference });

    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) return { status: 'unknown' } as const;
    const received = { payment, booking, verified, providerId: provider.id };
    const owed = (reason: RefundReason) =>
      recordRefundDue(tx, { ...received, reason }).then(
        () => ({ status: 'refund_due', bookingId, isNew: true, reason }) as const,
      );
    if (booking.paymentStatus === 'completed') return owed('already_paid');
    // the client's or the business's decision stands: money never brings such a booking back
    if (wasCancelledByDecision(booking)) return owed('cancelled');
    let isPlaced = holdsItsPlace(booking, now);
    if (!isPlaced) {
      try {
        isPlaced = await tx.transaction((inner) => reinstate(inner, booking, now));
      } catch (error) {
        if (!isPgError(error, PG_ERROR.exclusionViolation)) throw error;
        isPlaced = false;
      }
    }
    if (!isPlaced) return owed('slot_taken');
    const { settings } = await loadActiveBusiness(tx, booking.businessId);
    await recordPayment(tx, { ...received, status: 'completed' });
    await tx
      .update(bookings)
      .set({
        paymentStatus: 'completed',
        holdExpiresAt: null,
        status: settings.autoConfirmBookings ? 'confirmed' : 'pending',
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, booking.id));
    return { status: 'paid', bookingId, isNew: true } as const;
  });
}

interface Received {
  payment: typeof clientBusinessTransactions.$inferSelect;
  booking: BookingRow;
  verified: VerifiedPayment;
  providerId: PaymentProvider['id'];
}

/** The attempt settled as the provider reported it, and its line in the payments ledger. */
async function recordPayment(
  tx: Tx,
  {
    payment,
    booking,
    verified,
    providerId,
    status,
    reason,
  }: Received & { status: 'completed' | 'refund_due'; reason?: RefundReason },
): Promise<void> {
  await tx
    .update(clientBusinessTransactions)
    .set({
      status,
      refundReason: reason ?? null,
      paystackReference: verified.providerReference,
      paymentMethod: verified.method,
      updatedAt: sql`now()`,
    })
    .where(eq(clientBusinessTransactions.id, payment.id));
  await tx.insert(paymentTransactions).values({
    businessId: booking.businessId,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    status,
    paymentMethod: verified.method,
    provider: providerId,
    paystackReference: verified.providerReference,
    transactionType: 'client_payment',
    metadata: {
      reference: payment.paymentReference,
      bookingId: booking.id,
      ...(reason && { reason }),
    },
  });
}

/**
 * Money kept on record and owed back. A second payment leaves its paid booking as it is; otherwise
 * the booking (cancelled, or its place gone) shows that a refund is owed, where the owner's Refund
 * button finds it.
 */
async function recordRefundDue(tx: Tx, received: Received & { reason: RefundReason }) {
  await recordPayment(tx, { ...received, status: 'refund_due' });
  if (received.reason === 'already_paid') return;
  await tx
    .update(bookings)
    .set({ paymentStatus: 'refund_due', updatedAt: sql`now()` })
    .where(eq(bookings.id, received.booking.id));
}
