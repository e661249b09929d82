import { format, parseISO } from 'date-fns';
import { formatPlanLimit } from '@shared/plans';

/** 'November 30th, 2026' from the business's local date. */
export function formatEndsOn(date: string): string {
  return format(parseISO(date), 'PPP');
}

/** 'November' from '2026-11'. */
export function monthName(month: string): string {
  return format(parseISO(`${month}-01`), 'MMMM');
}

export function daysLeftText(days: number): string {
  return `${days} day${days === 1 ? '' : 's'} left`;
}

/** '1 of 3', '12 of Unlimited' reads badly: an unlimited plan shows the count alone. */
export function usageText(used: number, limit: number | null, hasPlan: boolean): string {
  const count = formatPlanLimit(used);
  if (!hasPlan) return count;
  return limit === null ? `${count} · no limit` : `${count} of ${formatPlanLimit(limit)}`;
}
