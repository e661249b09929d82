import { eq } from 'drizzle-orm';
import { SETTINGS_DEFAULTS } from '@shared/settings';
import { periodRanges, type DashboardPeriod, type DateRange } from '@shared/dashboard';
import { addDays } from '@shared/local-time';
import { localDateAt, zonedInstant } from '@shared/zoned-time';
import type { Database } from '../db/database';
import { businessSettings } from '../db/schema/businesses';
import { dailyTotals } from './daily-totals';
import { overviewRow, type InstantRange } from './overview-row';
import { presentFigures, presentPlan, presentSeries } from './presenter';

/** From local midnight at the range's first date to local midnight after its last. */
function instantsOf(range: DateRange, timeZone: string): InstantRange {
  return {
    from: zonedInstant(range.from, '00:00', timeZone),
    to: zonedInstant(addDays(range.to, 1), '00:00', timeZone),
  };
}

/**
 * Everything the dashboard shows, for one period and the one before it, judged in the business's
 * time zone: two statements side by side (the period's bookings per day, and the rest in one row).
 */
export async function loadDashboard(
  db: Database,
  {
    businessId,
    currency,
    period,
    now = new Date(),
  }: { businessId: string; currency: string; period: DashboardPeriod; now?: Date },
) {
  const [settings] = await db
    .select({ timezone: businessSettings.timezone })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId));
  const timezone = settings?.timezone ?? SETTINGS_DEFAULTS.timezone;
  const today = localDateAt(now, timezone);
  const { current, previous } = periodRanges(period, today);
  const [rows, overview] = await Promise.all([
    dailyTotals(db, { businessId, range: current, isByHour: period === 'today' }),
    overviewRow(db, {
      businessId,
      currency,
      periodDates: current,
      previousDates: previous,
      period: instantsOf(current, timezone),
      previous: instantsOf(previous, timezone),
      today,
      now,
    }),
  ]);
  const { figures, otherCurrencies } = presentFigures(rows, {
    currency,
    previous: overview.previous,
  });
  return {
    period,
    timezone,
    currency,
    today,
    range: current,
    previousRange: previous,
    figures: { ...figures, newClients: overview.newClients },
    /** The period's bookings by the channel they came from (they add up to figures.bookings). */
    channels: overview.channels,
    /** Of the period's bookings, the places offered to the waitlist and taken. */
    fromWaitlist: overview.fromWaitlist,
    otherCurrencies,
    series: presentSeries(rows, { period, range: current, currency }),
    upcoming: { total: overview.upcomingTotal, bookings: overview.upcoming },
    plan: presentPlan(overview.subscription, now, overview.usage),
  };
}

export type DashboardView = Awaited<ReturnType<typeof loadDashboard>>;
