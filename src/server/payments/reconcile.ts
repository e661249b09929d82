import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { clientBusinessTransactions, paymentWebhookEvents } from '../db/schema/payments';
import type { Logger } from '../logger';
import { settleOpenSubscriptionPayments } from '../subscriptions/fulfil-open';
import { fulfilPayment, type PaymentOutcome } from './fulfil-payment';
import type { PaymentProvider } from './provider';
import { sendRefund } from './refund-payment';
import { fulfilByReference } from './webhook-receiver';

/** How long after it starts a payment is left to its webhook before we ask the provider ourselves. */
const QUIET_MS = 30_000;
/** After this, a payment the provider still has as unfinished is taken as abandoned. */
const ABANDONED_AFTER_MS = 2 * 60 * 60_000;
/** A refund asked for this long ago and not recorded (the process died) is asked again. */
const REFUND_RETRY_MS = 2 * 60_000;
const BATCH = 100;

export interface Reconciled {
  checked: number;
  settled: number;
  abandoned: number;
  refundsRetried: number;
  eventsReplayed: number;
}

/**
 * What the webhook may have missed: Paystack sends nothing for an abandoned checkout, a delivery can
 * fail, and a process can die between storing an event and acting on it. So, every minute: verify
 * the payments still open (client and subscription ones, and attempts ended by a cancellation that
 * the provider could still take money on), act on stored events never processed, and finish refunds
 * left half-way.
 * Fulfilment is the same once-only path the webhook takes.
 */
export async function reconcilePayments(
  db: Database,
  {
    provider,
    logger,
    onOutcome,
    now = new Date(),
  }: {
    provider: PaymentProvider;
    logger: Logger;
    onOutcome: (outcome: PaymentOutcome) => void;
    now?: Date;
  },
): Promise<Reconciled> {
  const result: Reconciled = {
    checked: 0,
    settled: 0,
    abandoned: 0,
    refundsRetried: 0,
    eventsReplayed: 0,
  };

  const events = await db
    .select({ id: paymentWebhookEvents.id, reference: paymentWebhookEvents.reference })
    .from(paymentWebhookEvents)
    .where(
      and(
        isNull(paymentWebhookEvents.processedAt),
        eq(paymentWebhookEvents.provider, provider.id),
        lt(paymentWebhookEvents.receivedAt, new Date(now.getTime() - QUIET_MS)),
      ),
    )
    .orderBy(asc(paymentWebhookEvents.receivedAt))
    .limit(BATCH);
  for (const event of events) {
    try {
      await fulfilByReference(db, { provider, reference: event.reference, onOutcome, now });
      await db
        .update(paymentWebhookEvents)
        .set({ processedAt: new Date() })
        .where(eq(paymentWebhookEvents.id, event.id));
      result.eventsReplayed++;
    } catch (err) {
      logger.warn({ err, reference: event.reference }, 'stored payment event still not processed');
    }
  }

  const open = await db
    .select()
    .from(clientBusinessTransactions)
    .where(
      and(
        or(
          inArray(clientBusinessTransactions.status, ['pending', 'refunding']),
          // Paystack cannot void a started payment: until it would count as abandoned, it may be paid
          and(
            eq(clientBusinessTransactions.status, 'cancelled'),
            gt(clientBusinessTransactions.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
          ),
        ),
        eq(clientBusinessTransactions.provider, provider.id),
        lt(clientBusinessTransactions.createdAt, new Date(now.getTime() - QUIET_MS)),
      ),
    )
    .orderBy(asc(clientBusinessTransactions.createdAt))
    .limit(BATCH);
  for (const payment of open) {
    try {
      if (payment.status === 'refunding') {
        if (payment.updatedAt.getTime() > now.getTime() - REFUND_RETRY_MS) continue;
        await sendRefund(db, provider, payment);
        result.refundsRetried++;
        continue;
      }
      result.checked++;
      const outcome = await fulfilPayment(db, {
        provider,
        reference: payment.paymentReference,
        now,
      });
      onOutcome(outcome);
      // an ended attempt still unpaid is left as it is
      if (outcome.status === 'cancelled') continue;
      if (outcome.status !== 'pending') {
        result.settled++;
      } else if (payment.createdAt.getTime() < now.getTime() - ABANDONED_AFTER_MS) {
        // still unpaid two hours on: abandoned. Should it be paid after all, fulfilment takes it then.
        // Ended, not failed, when its booking's hold has run out: the payer walked away, nothing
        // was declined, and Earnings shows it as not completed (docs/decisions/0059).
        const abandoned = await db
          .update(clientBusinessTransactions)
          .set({
            status: sql`CASE WHEN EXISTS (SELECT 1 FROM ${bookings} AS b
              WHERE b.id = ${clientBusinessTransactions.bookingId}
                AND b.business_id = ${clientBusinessTransactions.businessId}
                AND b.cancelled_by IS NULL AND b.hold_expires_at <= ${now.toISOString()}::timestamptz)
              THEN 'cancelled' ELSE 'failed' END`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(clientBusinessTransactions.id, payment.id),
              eq(clientBusinessTransactions.status, 'pending'),
            ),
          )
          .returning({ id: clientBusinessTransactions.id });
        result.abandoned += abandoned.length;
      }
    } catch (err) {
      logger.warn({ err, reference: payment.paymentReference }, 'payment not reconciled this time');
    }
  }
  // subscription payments (SUB-) wait in payment_transactions; they are walked the same way
  const plans = await settleOpenSubscriptionPayments(db, {
    provider,
    logger,
    now,
    quietMs: QUIET_MS,
    abandonedAfterMs: ABANDONED_AFTER_MS,
    batch: BATCH,
  });
  result.checked += plans.checked;
  result.settled += plans.settled;
  result.abandoned += plans.abandoned;
  return result;
}
