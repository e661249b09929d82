import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { SubscriptionFacts } from '@shared/subscriptions';
import type { Executor } from '../db/database';
import { paymentTransactions, subscriptions, trialGrants } from '../db/schema/payments';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The business's subscription row (one per business), or null when it has none. */
export async function loadSubscription(
  db: Executor,
  businessId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId))
    .limit(1);
  return row ?? null;
}

/** What the shared rules need of a row. */
export function factsOf(row: SubscriptionRow | null): SubscriptionFacts | null {
  if (!row) return null;
  return {
    planType: row.planType,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEndsAt: row.trialEndsAt,
  };
}

/**
 * Whether the free trial was ever given to this owner or this business: a grant names either, and a
 * subscription that carries a trial end had one (kept when a paid plan follows it).
 */
export async function hasHadTrial(
  db: Executor,
  { userId, businessId }: { userId: string; businessId: string },
): Promise<boolean> {
  const [grant] = await db
    .select({ userId: trialGrants.userId })
    .from(trialGrants)
    .where(or(eq(trialGrants.userId, userId), eq(trialGrants.businessId, businessId)))
    .limit(1);
  if (grant) return true;
  const [trialled] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), isNotNull(subscriptions.trialEndsAt)));
  return trialled !== undefined;
}

/** The newest subscription payment still waiting for the provider's word, if any. */
export async function openSubscriptionPayment(db: Executor, businessId: string) {
  const [open] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.businessId, businessId),
        eq(paymentTransactions.transactionType, 'subscription'),
        eq(paymentTransactions.status, 'pending'),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1);
  return open ?? null;
}
