import * as z from 'zod/mini';
import { addDays, parseLocalDate, startOfWeek } from './local-time';
import { dashboardRules } from './messages/dashboard-rules';

/**
 * The dashboard's periods (docs/product/owner-area.md §2 Dashboard): calendar units in the business's time zone,
 * each compared with the one before it. The week starts on Monday (docs/decisions/0063).
 */
export const DASHBOARD_PERIODS = ['today', 'week', 'month', 'year'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'today';

/** Each period's name, read from the catalogue when shown. */
export const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  get today() {
    return dashboardRules('period.today');
  },
  get week() {
    return dashboardRules('period.week');
  },
  get month() {
    return dashboardRules('period.month');
  },
  get year() {
    return dashboardRules('period.year');
  },
};

/** What each period is compared with, as a sentence ends: '... vs yesterday'. */
export const PREVIOUS_LABELS: Record<DashboardPeriod, string> = {
  get today() {
    return dashboardRules('previous.today');
  },
  get week() {
    return dashboardRules('previous.week');
  },
  get month() {
    return dashboardRules('previous.month');
  },
  get year() {
    return dashboardRules('previous.year');
  },
};

/** Today's bookings still to come, at most this many on the dashboard (the rest are in Bookings). */
export const UPCOMING_LIMIT = 8;

/** A trial with this many days left or fewer (above 0) shows a warning (docs/product/owner-area.md §4 States). */
export const TRIAL_WARNING_DAYS = 3;

export const DASHBOARD_MESSAGES = {
  get period() {
    return dashboardRules('period');
  },
  get loadFailed() {
    return dashboardRules('loadFailed');
  },
};

export const DashboardQuerySchema = z.object({
  period: z.optional(z.enum(DASHBOARD_PERIODS, { error: () => DASHBOARD_MESSAGES.period })),
});
export type DashboardQuery = z.output<typeof DashboardQuerySchema>;

/** Business-local dates, both ends included ('yyyy-MM-dd'). */
export interface DateRange {
  from: string;
  to: string;
}

function firstOfMonth(year: number, month: number): string {
  // month may run past 12 or below 1: Date.UTC carries it into the year
  return new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
}

/** The period holding `today` (a business-local date) and the period before it. */
export function periodRanges(
  period: DashboardPeriod,
  today: string,
): { current: DateRange; previous: DateRange } {
  const d = parseLocalDate(today);
  if (!d) throw new RangeError(`Invalid local date: ${today}`);
  if (period === 'today') {
    const yesterday = addDays(today, -1);
    return { current: { from: today, to: today }, previous: { from: yesterday, to: yesterday } };
  }
  if (period === 'week') {
    const monday = startOfWeek(today);
    return {
      current: { from: monday, to: addDays(monday, 6) },
      previous: { from: addDays(monday, -7), to: addDays(monday, -1) },
    };
  }
  if (period === 'month') {
    const from = firstOfMonth(d.year, d.month);
    const previousFrom = firstOfMonth(d.year, d.month - 1);
    return {
      current: { from, to: addDays(firstOfMonth(d.year, d.month + 1), -1) },
      previous: { from: previousFrom, to: addDays(from, -1) },
    };
  }
  return {
    current: { from: `${d.year}-01-01`, to: `${d.year}-12-31` },
    previous: { from: `${d.year - 1}-01-01`, to: `${d.year - 1}-12-31` },
  };
}

/** Every date of a range, in order. */
export function datesOf({ from, to }: DateRange): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of a trial, counting a part day as a day; 0 or less once it has ended. */
export function trialDaysLeft(trialEndsAt: Date, now: Date): number {
  // + 0 turns the -0 of a trial that ended under a day ago into 0
  return Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS) + 0;
}
