import { findPlan, type PlanId } from '@shared/plans';
import type { Tx } from '../db/database';
import { subscriptions, trialGrants } from '../db/schema/payments';
import { grantTrial } from '../subscriptions/trial';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A paid period far enough ahead that a long-running demo never lapses (about ten years). */
const DEMO_PAID_DAYS = 3653;
/** How long ago the paying demo businesses had their trial. */
const TRIAL_DAYS_AGO = 60;

/**
 * The demo's plans: the demo owner's spa on the Business plan, the last business on the free trial
 * (so the trial and, once it ends, a lapsed business can be seen), every other one on Economy. Each
 * owner's trial is recorded once, as the app records it.
 */
export async function seedDemoSubscription(
  tx: Tx,
  {
    ownerId,
    businessId,
    index,
    count,
    now,
  }: { ownerId: string; businessId: string; index: number; count: number; now: Date },
): Promise<void> {
  if (index === count - 1) {
    await grantTrial(tx, { userId: ownerId, businessId, now });
    return;
  }
  const trialStart = new Date(now.getTime() - TRIAL_DAYS_AGO * DAY_MS);
  await tx.insert(trialGrants).values({ userId: ownerId, businessId, startedAt: trialStart });
  const planId: PlanId = index === 0 ? 'medium' : 'economy';
  const plan = findPlan(planId);
  await tx.insert(subscriptions).values({
    userId: ownerId,
    businessId,
    planType: planId,
    status: 'active',
    currentPeriodEnd: new Date(now.getTime() + DEMO_PAID_DAYS * DAY_MS),
    trialEndsAt: new Date(trialStart.getTime() + findPlan('trial').periodDays * DAY_MS),
    staffLimit: plan.staffLimit,
    bookingsLimit: plan.bookingsLimit,
    paymentInterval: 'monthly',
  });
}
