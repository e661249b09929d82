import { and, eq } from 'drizzle-orm';
import { findPlan } from '@shared/plans';
import { paidPlanMessage, SUBSCRIPTION_MESSAGES, type PlanChoice } from '@shared/subscriptions';
import type { Database } from '../db/database';
import { paymentTransactions } from '../db/schema/payments';
import { ApiError } from '../http/errors';
import { subscriptionAnswers } from '../messages/subscription-answers';
import { PaystackError, PaystackUnavailableError } from '../payments/paystack/errors';
import type { PaymentProvider } from '../payments/provider';
import { isSubscriptionReference } from '../payments/references';
import { fulfilSubscriptionPayment } from './fulfil';

const notFound = () => new ApiError(404, 'not_found', subscriptionAnswers('paymentNotFound'));

const CHOICES = new Set<string>(['subscribe', 'upgrade', 'downgrade', 'renew']);

/**
 * Where one of the business's subscription payments stands, asking the provider (and applying it,
 * once, if it is paid): the screen polls this while an M-Pesa prompt is answered, and calls it when
 * the payer comes back from the card checkout. A provider that does not answer leaves it pending.
 */
export async function checkSubscriptionPayment(
  db: Database,
  {
    provider,
    businessId,
    reference,
    now = new Date(),
  }: { provider: PaymentProvider; businessId: string; reference: string; now?: Date },
) {
  if (!isSubscriptionReference(reference)) throw notFound();
  const [payment] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.reference, reference),
        eq(paymentTransactions.businessId, businessId),
        eq(paymentTransactions.transactionType, 'subscription'),
      ),
    );
  if (!payment?.planType) throw notFound();
  let status: 'pending' | 'paid' | 'failed' = 'pending';
  try {
    const outcome = await fulfilSubscriptionPayment(db, { provider, reference, now });
    if (outcome.status === 'paid' || outcome.status === 'failed') status = outcome.status;
  } catch (error) {
    if (!(error instanceof PaystackUnavailableError || error instanceof PaystackError)) throw error;
  }
  const plan = findPlan(payment.planType);
  const stored = payment.metadata?.choice;
  const choice = typeof stored === 'string' && CHOICES.has(stored) ? stored : 'subscribe';
  return {
    reference,
    status,
    planId: plan.id,
    planName: plan.name,
    message:
      status === 'paid'
        ? paidPlanMessage(choice as PlanChoice['kind'], plan.name)
        : status === 'failed'
          ? SUBSCRIPTION_MESSAGES.failed
          : null,
  };
}
