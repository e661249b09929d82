import { monthName } from './format/dates';
import { planLimitTexts } from './messages/plan-limits';
import { formatPlanLimit, type Plan } from './plans';

/**
 * The plan limits as the owner reads them (docs/product/settled-rules.md §5 Plans): active staff, and bookings per
 * calendar month in the business's time zone. The public never hears these; it hears the neutral
 * SUBSCRIPTION_MESSAGES.lapsed instead.
 */

/** The words every limit message shares: which plan (the trial is not called a plan twice). */
function planValues(plan: Plan, limit: number) {
  return {
    plan: plan.name,
    trial: plan.id === 'trial' ? 'yes' : 'no',
    limit: formatPlanLimit(limit),
    count: limit,
  };
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

/** Each message is read when asked for (a function or getter), in the current language. */
export const PLAN_LIMIT_MESSAGES = {
  staff: (plan: Plan, limit: number) => planLimitTexts('staff', planValues(plan, limit)),
  bookings: (plan: Plan, limit: number, month: string) =>
    planLimitTexts('bookings', { ...planValues(plan, limit), month: formatMonth(month) }),
  /** For a downgrade the business does not fit: what to change first. */
  downgrade: (plan: Plan, limit: number, activeStaff: number) => {
    const excess = activeStaff - limit;
    return planLimitTexts('downgrade', {
      ...planValues(plan, limit),
      active: formatPlanLimit(activeStaff),
      excess: formatPlanLimit(excess),
      excessCount: excess,
    });
  },
  get lapsedOwner() {
    return planLimitTexts('lapsedOwner');
  },
  get banner() {
    return planLimitTexts('banner');
  },
  get bannerDetail() {
    return planLimitTexts('bannerDetail');
  },
  get bannerAction() {
    return planLimitTexts('bannerAction');
  },
};

export interface PlanUsage {
  activeStaff: number;
  staffLimit: number | null;
  bookingsThisMonth: number;
  bookingsLimit: number | null;
}

/** '37 of 100 bookings this month', or '37 bookings this month' without a limit. */
export function formatBookingsUsage({ bookingsThisMonth, bookingsLimit }: PlanUsage): string {
  const used = formatPlanLimit(bookingsThisMonth);
  return bookingsLimit === null
    ? planLimitTexts('bookingsUsageUnlimited', { used, count: bookingsThisMonth })
    : planLimitTexts('bookingsUsage', { used, limit: formatPlanLimit(bookingsLimit) });
}

/** '2 of 3 staff', or '4 staff' without a limit. */
export function formatStaffUsage({ activeStaff, staffLimit }: PlanUsage): string {
  const used = formatPlanLimit(activeStaff);
  return staffLimit === null
    ? planLimitTexts('staffUsageUnlimited', { used })
    : planLimitTexts('staffUsage', { used, limit: formatPlanLimit(staffLimit) });
}

/** At or past the limit: the badge warns, since the next one will be refused. */
export function isAtLimit(used: number, limit: number | null): boolean {
  return limit !== null && used >= limit;
}
