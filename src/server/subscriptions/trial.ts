import { eq } from 'drizzle-orm';
import { findPlan } from '@shared/plans';
import { SUBSCRIPTION_MESSAGES, subscriptionState } from '@shared/subscriptions';
import type { Database, Tx } from '../db/database';
import { subscriptions, trialGrants } from '../db/schema/payments';
import type { BusinessRow } from '../http/context';
import { ApiError } from '../http/errors';
import { subscriptionAnswers } from '../messages/subscription-answers';
import { checkPlanFits } from './limits';
import { factsOf, hasHadTrial, type SubscriptionRow } from './operations';

const DAY_MS = 24 * 60 * 60 * 1000;

export const TRIAL_REFUSALS = {
  get running() {
    return subscriptionAnswers('trialRunning');
  },
  get paidPlan() {
    return subscriptionAnswers('trialPaidPlan');
  },
};

/**
 * Gives the 7-day trial, inside the caller's transaction, once per owner and once per business: the
 * grant's unique keys decide, so of two racing attempts one inserts and the other finds nothing to
 * do. Answers whether it was given (and the subscription set to it).
 */
export async function grantTrial(
  tx: Tx,
  { userId, businessId, now }: { userId: string; businessId: string; now: Date },
): Promise<SubscriptionRow | null> {
  const granted = await tx
    .insert(trialGrants)
    .values({ userId, businessId, startedAt: now })
    .onConflictDoNothing()
    .returning({ userId: trialGrants.userId });
  if (granted.length === 0) return null;
  const trial = findPlan('trial');
  const endsAt = new Date(now.getTime() + trial.periodDays * DAY_MS);
  const terms = {
    planType: 'trial' as const,
    status: 'active' as const,
    currentPeriodEnd: endsAt,
    trialEndsAt: endsAt,
    staffLimit: trial.staffLimit,
    bookingsLimit: trial.bookingsLimit,
    paymentInterval: 'one_time' as const,
    renewalReminderFor: null,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(subscriptions)
    .values({ userId, businessId, ...terms })
    .onConflictDoUpdate({ target: subscriptions.businessId, set: terms })
    .returning();
  return row ?? null;
}

/**
 * 'Start Free Trial' for a business that never had one (nor its owner). Refused while a trial or a
 * paid plan runs, and when the business has more active staff than the trial allows.
 */
export async function startTrial(
  db: Database,
  { business, now = new Date() }: { business: BusinessRow; now?: Date },
): Promise<SubscriptionRow> {
  return db.transaction(async (tx) => {
    // one start at a time per business; a business without a row is decided by the grant's keys
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, business.id))
      .for('update');
    const state = subscriptionState(factsOf(current ?? null), now);
    if (state.phase === 'trial') throw new ApiError(409, 'trial_running', TRIAL_REFUSALS.running);
    if (await hasHadTrial(tx, { userId: business.userId, businessId: business.id })) {
      throw new ApiError(409, 'trial_used', SUBSCRIPTION_MESSAGES.trialUsed);
    }
    if (state.phase === 'active') throw new ApiError(409, 'plan_active', TRIAL_REFUSALS.paidPlan);
    const misfit = await checkPlanFits(tx, { businessId: business.id, planId: 'trial' });
    if (misfit) throw new ApiError(409, 'plan_exceeded', misfit);
    const row = await grantTrial(tx, { userId: business.userId, businessId: business.id, now });
    if (!row) throw new ApiError(409, 'trial_used', SUBSCRIPTION_MESSAGES.trialUsed);
    return row;
  });
}
