import { monthName } from './format/dates';
import { formatPlanLimit, type Plan } from './plans';

/**
 * The plan limits as the owner reads them (docs/product/settled-rules.md §5 Plans): active staff, and bookings per
 * calendar month in the business's time zone. The public never hears these; it hears the neutral
 * SUBSCRIPTION_MESSAGES.lapsed instead.
 */

/** 'Your Starter plan', or 'Your Free Trial' (which is not called a plan twice). */
function yourPlan(plan: Plan): string {
  return plan.id === 'trial' ? `Your ${plan.name}` : `Your ${plan.name} plan`;
}

function staffMembers(n: number): string {
  return `${formatPlanLimit(n)} active staff member${n === 1 ? '' : 's'}`;
}

/** 'June 2031' from '2031-06'. */
export function formatMonth(month: string): string {
  const [year, mon] = month.split('-');
  return `${monthName(Number(mon)) || month} ${year ?? ''}`.trim();
}

/** The 'YYYY-MM' month a local date ('YYYY-MM-DD') falls in. */
export function monthOf(localDate: string): string {
  return localDate.slice(0, 7);
}

/** The first day of a 'YYYY-MM' month and of the month after it, as local dates. */
export function monthBounds(month: string): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const mon = Number(month.slice(5, 7));
  const next =
    mon === 12
      ? `${year + 1}-01`
      : `${String(year).padStart(4, '0')}-${String(mon + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

export const PLAN_LIMIT_MESSAGES = {
  staff: (plan: Plan, limit: number) =>
    `${yourPlan(plan)} allows ${staffMembers(limit)}. Deactivate one or upgrade your plan on the Subscription page.`,
  bookings: (plan: Plan, limit: number, month: string) =>
    `${yourPlan(plan)} allows ${formatPlanLimit(limit)} bookings a month, and ${formatMonth(month)} is full. Upgrade your plan on the Subscription page to take more bookings that month.`,
  /** For a downgrade the business does not fit: what to change first. */
  downgrade: (plan: Plan, limit: number, activeStaff: number) => {
    const excess = activeStaff - limit;
    return `The ${plan.name} plan allows ${staffMembers(limit)}; you have ${formatPlanLimit(activeStaff)}. Deactivate ${formatPlanLimit(excess)} staff member${excess === 1 ? '' : 's'} in Staff, then choose ${plan.name} again.`;
  },
  lapsedOwner:
    'Your subscription has ended, so new bookings cannot be added. Renew it at /app/subscription to take bookings again.',
  banner: 'Your plan is not active, so your booking page is not taking online bookings.',
  bannerDetail:
    'Your records are all here and you can keep working on them. Renew to take bookings again.',
} as const;

export interface PlanUsage {
  activeStaff: number;
  staffLimit: number | null;
  bookingsThisMonth: number;
  bookingsLimit: number | null;
}

/** '37 of 100 bookings this month', or '37 bookings this month' without a limit. */
export function formatBookingsUsage({ bookingsThisMonth, bookingsLimit }: PlanUsage): string {
  const used = formatPlanLimit(bookingsThisMonth);
  const noun = bookingsThisMonth === 1 && bookingsLimit === null ? 'booking' : 'bookings';
  return bookingsLimit === null
    ? `${used} ${noun} this month`
    : `${used} of ${formatPlanLimit(bookingsLimit)} bookings this month`;
}

/** '2 of 3 staff', or '4 staff' without a limit. */
export function formatStaffUsage({ activeStaff, staffLimit }: PlanUsage): string {
  const used = formatPlanLimit(activeStaff);
  return staffLimit === null ? `${used} staff` : `${used} of ${formatPlanLimit(staffLimit)} staff`;
}

/** At or past the limit: the badge warns, since the next one will be refused. */
export function isAtLimit(used: number, limit: number | null): boolean {
  return limit !== null && used >= limit;
}
