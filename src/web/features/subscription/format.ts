import { formatPlanLimit } from '@shared/plans';
import { subscriptionText } from './messages/subscription-screens';

export function daysLeftText(days: number): string {
  return subscriptionText('daysLeft', { days });
}

/** '1 of 3', '12 of Unlimited' reads badly: an unlimited plan shows the count alone. */
export function usageText(used: number, limit: number | null, hasPlan: boolean): string {
  const count = formatPlanLimit(used);
  if (!hasPlan) return count;
  return limit === null
    ? subscriptionText('usage.noLimit', { count })
    : subscriptionText('usage.of', { count, limit: formatPlanLimit(limit) });
}
