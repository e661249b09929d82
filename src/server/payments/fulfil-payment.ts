import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database';
import { pgErrorOf } from '../db/errors';
import { bookings } from '../db/schema/bookings';
import { clientBusinessTransactions, paymentTransactions } from '../db/schema/payments';
import { services } from '../db/schema/services';
import { holdsItsPlace } from '../bookings/live';
import { checkSlot } from '../bookings/slot-check';
import { lockBookingWindow } from '../bookings/slot-locks';
import { loadActiveBusiness } from '../businesses/active-business';
import { recordLargePayment } from '../audit/large-payment';
import { monthRoom } from '../subscriptions/limits-bookings';
import type { PaymentProvider, VerifiedPayment } from './provider';

const EXCLUSION_VIOLATION = '23P01';

/** Why money is owed back: the booking was paid already, or its place went while the payer paid. */
export type RefundReason = 'already_paid' | 'slot_taken';

export type PaymentOutcome =
  | { status: 'unknown' }
  | { status: 'pending' | 'failed'; bookingId: string }
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
 * one the provider now reports paid (a checkout abandoned, then finished late): that money is never
 * dropped, so it goes through fulfilment after all.
 */
async function settledOutcome(
  tx: Tx,
  payment: typeof clientBusinessTransactions.$inferSelect,
  bookingId: string,
  isPaidNow: boolean,
): Promise<PaymentOutcome | null> {
  if (payment.status === 'completed') return { status: 'paid', bookingId, isNew: false };
  if (payment.status === 'failed') return isPaidNow ? null : { status: 'failed', bookingId };
  if (payment.status === 'pending') return null;
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
 * payment for a paid booking is recorded and flagged for refund (a unique index backs this). A
 * payment that arrives after the hold ran out and the place was taken is flagged the same way,
 * never dropped. Once settled, a payment's outcome never changes.
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
    if (booking.paymentStatus === 'completed') {
      await recordRefundDue(tx, { payment, booking, verified, providerId: provider.id });
      return { status: 'refund_due', bookingId, isNew: true, reason: 'already_paid' } as const;
    }
    const { settings } = await loadActiveBusiness(tx, booking.businessId);
    const stillHeld = holdsItsPlace(booking, now);
    let isPlaced = stillHeld;
    if (!stillHeld) {
      try {
        isPlaced = await tx.transaction((inner) => reinstate(inner, booking, now));
      } catch (error) {
        if (pgErrorOf(error).code !== EXCLUSION_VIOLATION) throw error;
        isPlaced = false;
      }
    }
    const status = isPlaced ? 'completed' : 'refund_due';
    await tx
      .update(clientBusinessTransactions)
      .set({
        status,
        paystackReference: verified.providerReference,
        paymentMethod: verified.method,
      })
      .where(eq(clientBusinessTransactions.id, payment.id));
    await tx
      .update(bookings)
      .set(
        isPlaced
          ? {
              paymentStatus: 'completed',
              holdExpiresAt: null,
              status: settings.autoConfirmBookings ? 'confirmed' : 'pending',
              updatedAt: sql`now()`,
            }
          : { paymentStatus: 'refund_due', updatedAt: sql`now()` },
      )
      .where(eq(bookings.id, booking.id));
    await tx.insert(paymentTransactions).values({
      businessId: booking.businessId,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      status,
      paymentMethod: verified.method,
      provider: provider.id,
      paystackReference: verified.providerReference,
      transactionType: 'client_payment',
      metadata: { reference, bookingId: booking.id },
    });
    return isPlaced
      ? ({ status: 'paid', bookingId, isNew: true } as const)
      : ({ status: 'refund_due', bookingId, isNew: true, reason: 'slot_taken' } as const);
  });
}

/** A second payment for a paid booking: kept on record and owed back; the booking is untouched. */
async function recordRefundDue(
  tx: Tx,
  {
    payment,
    booking,
    verified,
    providerId,
  }: {
    payment: typeof clientBusinessTransactions.$inferSelect;
    booking: BookingRow;
    verified: VerifiedPayment;
    providerId: PaymentProvider['id'];
  },
): Promise<void> {
  await tx
    .update(clientBusinessTransactions)
    .set({
      status: 'refund_due',
      paystackReference: verified.providerReference,
      paymentMethod: verified.method,
    })
    .where(eq(clientBusinessTransactions.id, payment.id));
  await tx.insert(paymentTransactions).values({
    businessId: booking.businessId,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    status: 'refund_due',
    paymentMethod: verified.method,
    provider: providerId,
    paystackReference: verified.providerReference,
    transactionType: 'client_payment',
    metadata: {
      reference: payment.paymentReference,
      bookingId: booking.id,
      reason: 'already_paid',
    },
  });
}
