import { datesOf, trialDaysLeft, type DashboardPeriod, type DateRange } from '@shared/dashboard';
import { formatMinutes } from '@shared/local-time';
import type { PlanUsage } from '@shared/plan-limits';
import { findPlan, type PlanId } from '@shared/plans';
import type { DailyTotal } from './daily-totals';
import type { PreviousTotals, SubscriptionRow, UsageRow } from './overview-row';

function sumOf(rows: DailyTotal[], pick: (row: DailyTotal) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

/**
 * The period's figures against the previous period's. Revenue is summed in the business's currency
 * only; money taken in another currency is listed apart, never converted or added.
 */
export function presentFigures(
  rows: DailyTotal[],
  { currency, previous }: { currency: string; previous: PreviousTotals },
) {
  const inCurrency = (row: DailyTotal) => (row.currency === currency ? row.revenueMinor : 0);
  const others = new Map<string, { currency: string; revenueMinor: number; bookings: number }>();
  for (const row of rows) {
    if (row.currency === currency || !row.paidBookings) continue;
    const other = others.get(row.currency) ?? {
      currency: row.currency,
      revenueMinor: 0,
      bookings: 0,
    };
    other.revenueMinor += row.revenueMinor;
    other.bookings += row.paidBookings;
    others.set(row.currency, other);
  }
  const sums = (pick: (row: DailyTotal) => number) => sumOf(rows, pick);
  return {
    figures: {
      bookings: { current: sums((row) => row.bookings), previous: previous.bookings },
      revenueMinor: { current: sums(inCurrency), previous: previous.revenueMinor },
      cancellations: {
        current: sums((row) => row.cancellations),
        previous: previous.cancellations,
      },
    },
    otherCurrencies: [...others.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

/**
 * Bookings and revenue (business currency) per point of the chart: per hour for a single day, per
 * date otherwise, with the empty ones as zeros so the chart's axis is the whole period.
 */
export function presentSeries(
  rows: DailyTotal[],
  { period, range, currency }: { period: DashboardPeriod; range: DateRange; currency: string },
) {
  const isByHour = period === 'today';
  const labels = isByHour
    ? Array.from({ length: 24 }, (_, hour) => formatMinutes(hour * 60))
    : datesOf(range);
  const indexOf = new Map(labels.map((label, index) => [label, index]));
  const bookings = labels.map(() => 0);
  const revenueMinor = labels.map(() => 0);
  for (const row of rows) {
    const index = indexOf.get(isByHour ? formatMinutes(row.hour * 60) : row.date);
    if (index === undefined) continue;
    bookings[index] = (bookings[index] ?? 0) + row.bookings;
    if (row.currency === currency)
      revenueMinor[index] = (revenueMinor[index] ?? 0) + row.revenueMinor;
  }
  return { unit: isByHour ? ('hour' as const) : ('day' as const), labels, bookings, revenueMinor };
}

export type DashboardPlan =
  | { kind: 'none' }
  | {
      kind: 'trial';
      name: string;
      daysLeft: number;
      endsAt: string;
      isExpired: boolean;
      usage: PlanUsage;
    }
  | {
      kind: 'paid';
      planId: PlanId;
      name: string;
      isActive: boolean;
      periodEnd: string;
      usage: PlanUsage;
    };

/**
 * The plan badge: a trial with its days left (from trial_ends_at), a paid plan by its catalogue
 * name, or honestly none when the business has no subscription yet; with what counts against the
 * subscription's limits (its own staff_limit and bookings_limit, null being unlimited).
 */
export function presentPlan(
  row: SubscriptionRow | null,
  now: Date,
  counts: UsageRow,
): DashboardPlan {
  if (!row) return { kind: 'none' };
  const plan = findPlan(row.planType);
  const usage: PlanUsage = {
    ...counts,
    staffLimit: row.staffLimit,
    bookingsLimit: row.bookingsLimit,
  };
  if (row.planType === 'trial') {
    const endsAt = new Date(row.trialEndsAt ?? row.currentPeriodEnd);
    const daysLeft = Math.max(0, trialDaysLeft(endsAt, now));
    const isEnded = row.status === 'expired' || row.status === 'cancelled';
    return {
      kind: 'trial',
      name: plan.name,
      daysLeft: isEnded ? 0 : daysLeft,
      endsAt: endsAt.toISOString(),
      isExpired: isEnded || daysLeft <= 0,
      usage,
    };
  }
  const periodEnd = new Date(row.currentPeriodEnd);
  return {
    kind: 'paid',
    planId: plan.id,
    name: plan.name,
    // docs/product/owner-area.md §4 States: active while its status is active and its period has not ended
    isActive: row.status === 'active' && periodEnd > now,
    periodEnd: periodEnd.toISOString(),
    usage,
  };
}
