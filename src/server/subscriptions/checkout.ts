import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StartedPayment } from '@shared/payment-request';
import { toMpesaNumber } from '@shared/payouts';
import { findPlan } from '@shared/plans';
import type { SubscriptionCheckoutInput } from '@shared/subscription-checkout';
import { planChoice, SUBSCRIPTION_MESSAGES, subscriptionState } from '@shared/subscriptions';
import type { Database, Executor } from '../db/database';
import { businesses } from '../db/schema/businesses';
import { paymentTransactions } from '../db/schema/payments';
import type { BusinessRow } from '../http/context';
import { ApiError } from '../http/errors';
import { subscriptionAnswers } from '../messages/subscription-answers';
import { PaystackError, PaystackUnavailableError } from '../payments/paystack/errors';
import type { PaymentInit, PaymentProvider } from '../payments/provider';
import { subscriptionReference } from '../payments/references';
import { fulfilSubscriptionPayment } from './fulfil';
import { checkPlanFits } from './limits';
import { factsOf, loadSubscription } from './operations';

type Attempt = typeof paymentTransactions.$inferSelect;

/** A provider that refused or did not answer: nothing about the subscription has changed. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaystackUnavailableError || error instanceof PaystackError) {
      throw new ApiError(502, 'payment_unavailable', SUBSCRIPTION_MESSAGES.failed);
    }
    throw error;
  }
}

function openAttempts(db: Executor, businessId: string) {
  return db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.businessId, businessId),
        eq(paymentTransactions.transactionType, 'subscription'),
        eq(paymentTransactions.status, 'pending'),
      ),
    );
}

/** What this payment would do, judged now; refused before any money is asked for. */
async function judgeChoice(
  db: Database,
  {
    business,
    planId,
    now,
  }: { business: BusinessRow; planId: SubscriptionCheckoutInput['planId']; now: Date },
) {
  const state = subscriptionState(factsOf(await loadSubscription(db, business.id)), now);
  const choice = planChoice(planId, state, { hasHadTrial: true });
  if (choice.kind === 'current')
    throw new ApiError(409, 'current_plan', SUBSCRIPTION_MESSAGES.current);
  // any plan the business has outgrown, a downgrade above all, is named with what to change
  const misfit = await checkPlanFits(db, { businessId: business.id, planId });
  if (misfit) throw new ApiError(409, 'plan_exceeded', misfit);
  return choice;
}

/**
 * The business's open attempt for this plan on this channel (and phone), or a new one. The business
 * row is locked while deciding, so a double tap, two tabs or two processes get the same attempt and
 * reference: the provider refuses a reference it has seen, so nothing is charged twice.
 */
async function claimAttempt(
  db: Database,
  {
    business,
    input,
    phone,
    choice,
    providerId,
    now,
  }: {
    business: BusinessRow;
    input: SubscriptionCheckoutInput;
    phone: string | null;
    choice: string;
    providerId: PaymentProvider['id'];
    now: Date;
  },
): Promise<{ attempt: Attempt; isNew: boolean }> {
  const plan = findPlan(input.planId);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, business.id))
      .for('no key update');
    // a prompt to another number is another attempt: the owner corrected a mistyped phone
    const same = (await openAttempts(tx, business.id)).find(
      (attempt) =>
        attempt.planType === plan.id &&
        attempt.channel === input.method &&
        attempt.provider === providerId &&
        (input.method !== 'mpesa' || attempt.metadata?.phone === phone),
    );
    if (same) return { attempt: same, isNew: false };
    const reference = subscriptionReference(now);
    const [created] = await tx
      .insert(paymentTransactions)
      .values({
        businessId: business.id,
        amountMinor: plan.priceMinor,
        currency: plan.currency,
        status: 'pending',
        provider: providerId,
        transactionType: 'subscription',
        reference,
        planType: plan.id,
        channel: input.method,
        metadata: { reference, choice, phone },
      })
      .returning();
    if (!created) throw new Error('subscription payment not recorded');
    return { attempt: created, isNew: true };
  });
}

function paymentInitOf(
  attempt: Attempt,
  {
    business,
    payerEmail,
    publicUrl,
  }: { business: BusinessRow; payerEmail: string; publicUrl: string },
): PaymentInit {
  const plan = findPlan(attempt.planType ?? 'starter');
  const reference = attempt.reference ?? '';
  return {
    reference,
    amountMinor: attempt.amountMinor,
    currency: attempt.currency,
    email: payerEmail,
    description: subscriptionAnswers('checkoutDescription', {
      plan: plan.name,
      business: business.name,
    }),
    callbackUrl: `${publicUrl}/app/subscription?reference=${encodeURIComponent(reference)}`,
    // the platform keeps the whole of a subscription: no subaccount, no split
    subaccount: null,
    platformFeeMinor: 0,
    metadata: {
      payment_type: 'subscription',
      business_id: business.id,
      business_name: business.name,
      plan_id: plan.id,
    },
  };
}

/**
 * Pays for a plan: a pending payment_transactions row with a SUB- reference, then the provider's
 * checkout page (card) or an M-Pesa prompt. Pressing Pay again while that attempt is open resumes
 * it. Nothing about the subscription changes here: only a verified payment does (fulfil.ts).
 */
export async function startSubscriptionCheckout(
  db: Database,
  {
    provider,
    business,
    payerEmail,
    input,
    publicUrl,
    now = new Date(),
  }: {
    provider: PaymentProvider;
    business: BusinessRow;
    payerEmail: string;
    input: SubscriptionCheckoutInput;
    publicUrl: string;
    now?: Date;
  },
): Promise<StartedPayment> {
  // attempts the provider has settled meanwhile (paid, declined) are settled first: one paid for
  // this very plan makes it the current plan, and nothing more is asked for
  for (const open of await openAttempts(db, business.id)) {
    const reference = open.reference ?? '';
    await askProvider(() => fulfilSubscriptionPayment(db, { provider, reference, now }));
  }
  const choice = await judgeChoice(db, { business, planId: input.planId, now });
  const phone = input.method === 'mpesa' && input.phone ? toMpesaNumber(input.phone) : null;
  const { attempt, isNew } = await claimAttempt(db, {
    business,
    input,
    phone,
    choice: choice.kind,
    providerId: provider.id,
    now,
  });
  const reference = attempt.reference ?? '';
  const init = paymentInitOf(attempt, { business, payerEmail, publicUrl });
  if (input.method === 'card') {
    if (attempt.checkoutUrl) return { method: 'card', reference, checkoutUrl: attempt.checkoutUrl };
    const { checkoutUrl } = await askProvider(() => provider.initialize(init));
    await rememberUrl(db, attempt.id, checkoutUrl);
    return { method: 'card', reference, checkoutUrl };
  }
  // a prompt already sent for this attempt is not sent again: the owner is still answering it
  if (!isNew && attempt.checkoutUrl) {
    const testPromptUrl = attempt.checkoutUrl.startsWith('prompt:') ? null : attempt.checkoutUrl;
    return { method: 'mpesa', reference, status: 'pending', displayText: null, testPromptUrl };
  }
  const charge = await askProvider(() =>
    provider.chargeMobileMoney({ ...init, phone: `+${phone ?? ''}` }),
  );
  await rememberUrl(db, attempt.id, charge.testPromptUrl ?? `prompt:${reference}`);
  let status: 'pending' | 'paid' | 'failed' = 'pending';
  if (charge.status !== 'pending') {
    const outcome = await fulfilSubscriptionPayment(db, { provider, reference, now });
    if (outcome.status === 'paid' || outcome.status === 'failed') status = outcome.status;
  }
  return {
    method: 'mpesa',
    reference,
    status,
    displayText: charge.displayText,
    testPromptUrl: charge.testPromptUrl,
  };
}

/** Where this attempt's page (or prompt) is, so pressing Pay again reuses it. */
async function rememberUrl(db: Database, attemptId: string, url: string): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ checkoutUrl: url, updatedAt: sql`now()` })
    .where(and(eq(paymentTransactions.id, attemptId), isNull(paymentTransactions.checkoutUrl)));
}
