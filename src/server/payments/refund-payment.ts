import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { clientBusinessTransactions, paymentTransactions } from '../db/schema/payments';
import { ApiError } from '../http/errors';
import { paymentAnswers } from '../messages/payment-answers';
import type { Logger } from '../logger';
import { PaystackError, PaystackUnavailableError } from './paystack/errors';
import type { PaymentProvider } from './provider';

type Transaction = typeof clientBusinessTransactions.$inferSelect;

/** Marks the refund done: the payment, its record and (when it was the booking's money) the booking. */
async function recordRefunded(
  db: Database,
  payment: Transaction,
  refundReference: string,
): Promise<Transaction | undefined> {
  return db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(clientBusinessTransactions)
      .set({ status: 'refunded', refundReference, refundedAt: new Date(), updatedAt: sql`now()` })
      .where(
        and(
          eq(clientBusinessTransactions.id, payment.id),
          eq(clientBusinessTransactions.status, 'refunding'),
        ),
      )
      .returning();
    if (!refunded) return undefined;
    await tx
      .update(paymentTransactions)
      .set({ status: 'refunded' })
      .where(
        and(
          eq(paymentTransactions.businessId, payment.businessId),
          sql`${paymentTransactions.metadata}->>'reference' = ${payment.paymentReference}`,
        ),
      );
    if (payment.bookingId) {
      // the booking's own payment state changes only if this was the money it was waiting for
      await tx
        .update(bookings)
        .set({ paymentStatus: 'refunded', updatedAt: sql`now()` })
        .where(and(eq(bookings.id, payment.bookingId), eq(bookings.paymentStatus, 'refund_due')));
    }
    return refunded;
  });
}

/**
 * Sends a payment flagged refund_due back to the payer, once. The row moves to 'refunding' before
 * the provider is asked, so two presses (or two processes) make one refund; if the provider cannot
 * be reached it goes back to refund_due for another try; if the process dies in between, the
 * reconciliation job asks again (the provider answers 'already refunded' for a refund it made).
 */
export async function refundPayment(
  db: Database,
  {
    provider,
    businessId,
    transactionId,
    logger,
  }: { provider: PaymentProvider; businessId: string; transactionId: string; logger: Logger },
): Promise<Transaction> {
  const [claimed] = await db
    .update(clientBusinessTransactions)
    .set({ status: 'refunding', updatedAt: sql`now()` })
    .where(
      and(
        eq(clientBusinessTransactions.id, transactionId),
        eq(clientBusinessTransactions.businessId, businessId),
        eq(clientBusinessTransactions.status, 'refund_due'),
      ),
    )
    .returning();
  if (!claimed) {
    const [existing] = await db
      .select({ status: clientBusinessTransactions.status })
      .from(clientBusinessTransactions)
      .where(
        and(
          eq(clientBusinessTransactions.id, transactionId),
          eq(clientBusinessTransactions.businessId, businessId),
        ),
      );
    if (!existing) throw new ApiError(404, 'not_found', paymentAnswers('refund.notFound'));
    if (existing.status === 'refunding')
      throw new ApiError(409, 'refund_in_progress', paymentAnswers('refund.inProgress'));
    if (existing.status === 'refunded')
      throw new ApiError(409, 'already_refunded', paymentAnswers('refund.alreadyRefunded'));
    throw new ApiError(409, 'not_refundable', paymentAnswers('refund.notDue'));
  }
  try {
    return await sendRefund(db, provider, claimed);
  } catch (error) {
    await db
      .update(clientBusinessTransactions)
      .set({ status: 'refund_due', updatedAt: sql`now()` })
      .where(
        and(
          eq(clientBusinessTransactions.id, claimed.id),
          eq(clientBusinessTransactions.status, 'refunding'),
        ),
      );
    if (error instanceof PaystackError || error instanceof PaystackUnavailableError) {
      logger.warn({ err: error, transactionId }, 'refund refused or not answered');
      throw new ApiError(502, 'refund_failed', paymentAnswers('refund.failed'));
    }
    throw error;
  }
}

/** Asks the provider for the refund of a claimed ('refunding') payment and records the answer. */
export async function sendRefund(
  db: Database,
  provider: PaymentProvider,
  payment: Transaction,
): Promise<Transaction> {
  const result = await provider.refund({
    reference: payment.paymentReference,
    amountMinor: payment.amountMinor,
    reason: 'Payment received for a booking that could not take it',
  });
  const refunded = await recordRefunded(db, payment, result.refundReference);
  return refunded ?? { ...payment, status: 'refunded' };
}
