import { PLAN_LIMIT_MESSAGES } from '@shared/plan-limits';
import { isSubscriptionActive, SUBSCRIPTION_MESSAGES } from '@shared/subscriptions';
import type { Executor } from '../db/database';
import { ApiError } from '../http/errors';
import { loadSubscription, type SubscriptionRow } from './operations';

/**
 * A business whose subscription is not active (isSubscriptionActive) takes no new bookings: the
 * public hears the neutral words, the owner is sent to renew. Everything else stays as it was:
 * nothing is removed, and the owner still reads and edits their records.
 */
export function assertSubscriptionTakesBookings(
  subscription: SubscriptionRow | null,
  { now, audience }: { now: Date; audience: 'public' | 'owner' },
): void {
  if (isSubscriptionActive(subscription, now)) return;
  if (audience === 'public') {
    throw new ApiError(403, 'not_taking_bookings', SUBSCRIPTION_MESSAGES.lapsed);
  }
  throw new ApiError(403, 'subscription_lapsed', PLAN_LIMIT_MESSAGES.lapsedOwner);
}

/** Whether the public booking page takes online bookings now. */
export async function isTakingOnlineBookings(
  db: Executor,
  { businessId, now }: { businessId: string; now: Date },
): Promise<boolean> {
  return isSubscriptionActive(await loadSubscription(db, businessId), now);
}
