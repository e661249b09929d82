import { formatPlanLimit } from '@shared/plans';

export function daysLeftText(days: number): string {
  return `${days} day${days === 1 ? '' : 's'} left`;
}

/** '1 of 3', '12 of Unlimited' reads badly: an unlimited plan shows the count alone. */
export function usageText(used: number, limit: number | null, hasPlan: boolean): string {
  const count = formatPlanLimit(used);
  if (!hasPlan) return count;
  return limit === null ? `${count} · no limit` : `${count} of ${formatPlanLimit(limit)}`;
}
