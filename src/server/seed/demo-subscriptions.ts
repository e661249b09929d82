import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import { DEMO_BUSINESSES } from '@shared/demo-businesses';
import { findPlan, type PlanId } from '@shared/plans';
import type { Database, Tx } from '../db/database';
import { businesses } from '../db/schema/businesses';
import { subscriptions, trialGrants } from '../db/schema/payments';
import { grantTrial } from '../subscriptions/trial';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long ago the paying demo businesses had their trial. */
const TRIAL_DAYS_AGO = 60;

/**
 * How far into its current 30-day period each paying demo business is: the demo owner's spa 9 days
 * (21 left), the others between 5 and 21 days, so none is 'ending soon' when seeded.
 */
export function daysIntoPeriod(index: number): number {
  return 5 + ((index * 7 + 4) % 17);
}

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
    currentPeriodEnd: new Date(now.getTime() + (plan.periodDays - daysIntoPeriod(index)) * DAY_MS),
    trialEndsAt: new Date(trialStart.getTime() + findPlan('trial').periodDays * DAY_MS),
    staffLimit: plan.staffLimit,
    bookingsLimit: plan.bookingsLimit,
    paymentInterval: 'monthly',
  });
}

/**
 * The demo's paid plans renew on their own (docs/decisions/0062): run at each start of a demo
 * server, it moves a paid period that has ended on by whole 30-day periods past `now`, and makes it
 * active again. The free trial is left to end, as the demo means it to.
 */
export async function renewDemoPlans(db: Database, now = new Date()): Promise<number> {
  const slugs = DEMO_BUSINESSES.map((demo) => demo.slug);
  const ended = await db
    .select({
      id: subscriptions.id,
      planType: subscriptions.planType,
      end: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .where(
      and(
        inArray(businesses.subdomain, slugs),
        ne(subscriptions.planType, 'trial'),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
  for (const row of ended) {
    const periodMs = findPlan(row.planType).periodDays * DAY_MS;
    const periods = Math.floor((now.getTime() - row.end.getTime()) / periodMs) + 1;
    await db
      .update(subscriptions)
      .set({
        status: 'active',
        currentPeriodEnd: new Date(row.end.getTime() + periods * periodMs),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id));
  }
  return ended.length;
}
