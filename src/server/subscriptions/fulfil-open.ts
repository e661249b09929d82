import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { paymentTransactions } from '../db/schema/payments';
import type { Logger } from '../logger';
import type { PaymentProvider } from '../payments/provider';
import { fulfilSubscriptionPayment } from './fulfil';

export interface OpenSubscriptionsSettled {
  checked: number;
  settled: number;
  abandoned: number;
}

/**
 * The reconciliation pass for subscription payments, as for client ones: each still open after
 * `quietMs` is verified with the provider and applied once (the same path as the webhook); one still
 * unpaid after `abandonedAfterMs` is given up on (a late payment is still applied when it comes).
 */
export async function settleOpenSubscriptionPayments(
  db: Database,
  {
    provider,
    logger,
    now,
    quietMs,
    abandonedAfterMs,
    batch,
  }: {
    provider: PaymentProvider;
    logger: Logger;
    now: Date;
    quietMs: number;
    abandonedAfterMs: number;
    batch: number;
  },
): Promise<OpenSubscriptionsSettled> {
  const result: OpenSubscriptionsSettled = { checked: 0, settled: 0, abandoned: 0 };
  const open = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.status, 'pending'),
        eq(paymentTransactions.transactionType, 'subscription'),
        eq(paymentTransactions.provider, provider.id),
        lt(paymentTransactions.createdAt, new Date(now.getTime() - quietMs)),
      ),
    )
    .orderBy(asc(paymentTransactions.createdAt))
    .limit(batch);
  for (const payment of open) {
    const reference = payment.reference ?? '';
    try {
      result.checked++;
      const outcome = await fulfilSubscriptionPayment(db, { provider, reference, now });
      if (outcome.status !== 'pending') {
        result.settled++;
      } else if (payment.createdAt.getTime() < now.getTime() - abandonedAfterMs) {
        const abandoned = await db
          .update(paymentTransactions)
          .set({ status: 'failed', updatedAt: sql`now()` })
          .where(
            and(eq(paymentTransactions.id, payment.id), eq(paymentTransactions.status, 'pending')),
          )
          .returning({ id: paymentTransactions.id });
        result.abandoned += abandoned.length;
      }
    } catch (err) {
      logger.warn({ err, reference }, 'subscription payment not reconciled this time');
    }
  }
  return result;
}
