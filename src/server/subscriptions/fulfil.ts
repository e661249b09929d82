import { and, eq, sql } from 'drizzle-orm';
import { findPlan, type PlanId } from '@shared/plans';
import { periodEndAfterPayment } from '@shared/subscriptions';
import type { Database, Tx } from '../db/database';
import { businesses } from '../db/schema/businesses';
import { paymentTransactions, subscriptions } from '../db/schema/payments';
import type { PaymentProvider, VerifiedPayment } from '../payments/provider';
import { factsOf } from './operations';

/** Subscriptions are priced and paid in Kenyan shillings only. */
const SUBSCRIPTION_CURRENCY = 'KES';

type PaymentRow = typeof paymentTransactions.$inferSelect;

export type SubscriptionPaymentOutcome =
  | { status: 'unknown' }
  | { status: 'pending' | 'failed'; businessId: string; planId: PlanId; payment: PaymentRow }
  | {
      status: 'paid';
      businessId: string;
      planId: PlanId;
      payment: PaymentRow;
      /** False when this payment had been applied before (a repeat, a reload, a second process). */
      isNew: boolean;
    };

/** The plan the payment bought, its limits from the catalogue, for 30 days (or 30 more). */
async function applyPlan(
  tx: Tx,
  { payment, planId, paidAt }: { payment: PaymentRow; planId: PlanId; paidAt: Date },
): Promise<string> {
  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessId, payment.businessId))
    .for('update');
  const plan = findPlan(planId);
  const terms = {
    planType: planId,
    status: 'active' as const,
    currentPeriodEnd: periodEndAfterPayment(factsOf(current ?? null), planId, paidAt),
    staffLimit: plan.staffLimit,
    bookingsLimit: plan.bookingsLimit,
    paymentInterval: 'monthly' as const,
    // a new period end: its 'renew soon' mail is still to come
    renewalReminderFor: null,
    updatedAt: paidAt,
  };
  if (current) {
    await tx.update(subscriptions).set(terms).where(eq(subscriptions.id, current.id));
    return current.id;
  }
  const [owner] = await tx
    .select({ userId: businesses.userId })
    .from(businesses)
    .where(eq(businesses.id, payment.businessId));
  if (!owner) throw new Error(`business ${payment.businessId} is gone`);
  const [created] = await tx
    .insert(subscriptions)
    .values({ userId: owner.userId, businessId: payment.businessId, ...terms })
    .returning({ id: subscriptions.id });
  if (!created) throw new Error('subscription not recorded');
  return created.id;
}

/**
 * Applies a subscription payment (SUB-...) once the provider has verified it: paid, the amount
 * asked, in KES. The payment row is locked while deciding, so a webhook delivered many times, the
 * payer's page checking, and the reconciliation job, in any number of processes, apply it once:
 * only the one that moves it from pending to completed sets the plan. A payment the provider later
 * reports paid after it was given up on (a checkout finished late) is applied then, never dropped.
 */
export async function fulfilSubscriptionPayment(
  db: Database,
  {
    provider,
    reference,
    now = new Date(),
  }: { provider: PaymentProvider; reference: string; now?: Date },
): Promise<SubscriptionPaymentOutcome> {
  const verified: VerifiedPayment | null = await provider.verify(reference);
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.reference, reference),
          eq(paymentTransactions.transactionType, 'subscription'),
        ),
      )
      .for('update');
    if (!payment?.planType) return { status: 'unknown' } as const;
    const base = { businessId: payment.businessId, planId: payment.planType, payment };
    if (payment.status === 'completed') return { ...base, status: 'paid', isNew: false } as const;
    const isGenuine =
      verified?.status === 'success' &&
      verified.amountMinor === payment.amountMinor &&
      verified.currency === payment.currency &&
      verified.currency === SUBSCRIPTION_CURRENCY;
    if (payment.status !== 'pending' && !isGenuine) return { ...base, status: 'failed' } as const;
    if (!verified || verified.status === 'pending') return { ...base, status: 'pending' } as const;
    if (!isGenuine) {
      const [failed] = await tx
        .update(paymentTransactions)
        .set({ status: 'failed', updatedAt: now })
        .where(eq(paymentTransactions.id, payment.id))
        .returning();
      return { ...base, payment: failed ?? payment, status: 'failed' } as const;
    }
    const subscriptionId = await applyPlan(tx, { payment, planId: payment.planType, paidAt: now });
    const [completed] = await tx
      .update(paymentTransactions)
      .set({
        status: 'completed',
        subscriptionId,
        paystackReference: verified.providerReference,
        paymentMethod: verified.method,
        updatedAt: sql`now()`,
      })
      .where(eq(paymentTransactions.id, payment.id))
      .returning();
    return { ...base, payment: completed ?? payment, status: 'paid', isNew: true } as const;
  });
}
