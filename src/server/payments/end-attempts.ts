import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { clientBusinessTransactions as attempts } from '../db/schema/payments';
import { voidTestPayments } from './test-provider';

interface BookingRef {
  businessId: string;
  bookingId: string;
}

const openAttemptsOf = ({ businessId, bookingId }: BookingRef) =>
  and(
    eq(attempts.businessId, businessId),
    eq(attempts.bookingId, bookingId),
    eq(attempts.status, 'pending'),
  );

/**
 * Locks a booking's open payment attempts; taken before the booking's own lock, as fulfilment takes
 * an attempt and then its booking, so a cancellation and a payment landing never deadlock.
 */
export async function lockOpenAttempts(tx: Tx, booking: BookingRef): Promise<void> {
  await tx
    .select({ id: attempts.id })
    .from(attempts)
    .where(openAttemptsOf(booking))
    .orderBy(asc(attempts.id))
    .for('update');
}

/**
 * Ends a cancelled booking's open payment attempts, inside the cancelling transaction. The built-in
 * test provider voids them on its side too, so its checkout refuses them. Paystack has no call to
 * void a started checkout or M-Pesa prompt (decision 0054): money that lands anyway is still
 * fulfilled, and owed back because the booking was cancelled.
 */
export async function endOpenAttempts(tx: Tx, booking: BookingRef): Promise<number> {
  const ended = await tx
    .update(attempts)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(openAttemptsOf(booking))
    .returning({ reference: attempts.paymentReference, provider: attempts.provider });
  const withTestProvider = ended.filter((attempt) => attempt.provider === 'test');
  if (withTestProvider.length > 0) {
    await voidTestPayments(
      tx,
      withTestProvider.map((attempt) => attempt.reference),
    );
  }
  return ended.length;
}
