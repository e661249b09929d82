import { Suspense } from 'react';
import { PERIOD_LABELS } from '@shared/dashboard';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatPoint, moneyIn } from './format';
import type { DashboardView } from './use-dashboard';
import { lazyPart } from '../../lib/lazy-part';
import { dashboardText } from './messages/owner-dashboard';

// the charting library loads with the chart, never with the page around it
const ActivityChart = lazyPart(() => import('./activity-chart'));

/** The chart in words: the period's totals and its busiest hour or day. */
function summaryOf({ series, figures, period, currency }: DashboardView): string {
  const when = PERIOD_LABELS[period].toLowerCase();
  const total = figures.bookings.current;
  if (!total) return dashboardText('chart.none', { when });
  const most = Math.max(...series.bookings);
  const busiest = series.bookings.indexOf(most);
  const label = series.labels[busiest] ?? '';
  const point =
    series.unit === 'hour'
      ? dashboardText('chart.hourSpan', { from: label, to: `${label.slice(0, 2)}:59` })
      : formatPoint('day', label);
  const money = moneyIn(currency)(figures.revenueMinor.current);
  return dashboardText('chart.summary', { total, money, when, point, most });
}

/** Every hour or day with something in it, as a table for screen readers. */
function PointsTable({ view }: { view: DashboardView }) {
  const { series } = view;
  const money = moneyIn(view.currency);
  const rows = series.labels.flatMap((label, index) => {
    const bookings = series.bookings[index] ?? 0;
    const revenue = series.revenueMinor[index] ?? 0;
    return bookings || revenue ? [{ label, bookings, revenue }] : [];
  });
  if (!rows.length) return null;
  return (
    <table className="sr-only">
      <caption>{dashboardText('chart.caption', { unit: series.unit })}</caption>
      <thead>
        <tr>
          <th scope="col">{dashboardText(series.unit === 'hour' ? 'chart.hour' : 'chart.day')}</th>
          <th scope="col">{dashboardText('chart.bookings')}</th>
          <th scope="col">{dashboardText('chart.revenue')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{formatPoint(series.unit, row.label)}</th>
            <td>{row.bookings}</td>
            <td>{money(row.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Key({ swatch, label }: { swatch: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden className={`inline-block size-2.5 rounded-sm ${swatch}`} />
      {label}
    </span>
  );
}

/** The card's heading, its description (a blank line of the same height while it loads) and key. */
function ActivityHeader({ description }: { description: string }) {
  return (
    <CardHeader className="sm:flex sm:items-start sm:justify-between sm:gap-4">
      <div className="grid gap-1">
        <CardTitle>{dashboardText('chart.title')}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
      <div className="mt-2 flex gap-4 text-sm text-muted sm:mt-1">
        <Key swatch="bg-brand-500 dark:bg-brand-400" label={dashboardText('chart.bookings')} />
        <Key swatch="bg-accent-700 dark:bg-accent-400" label={dashboardText('chart.revenue')} />
      </div>
    </CardHeader>
  );
}

/** The chart's place while the chart or its library loads. */
const CHART_SKELETON = 'h-[228px] sm:h-[288px]';

/** Bookings and revenue per hour (today) or per day (the week, month or year). */
export function ActivityCard({ view }: { view: DashboardView }) {
  return (
    <Card>
      <ActivityHeader
        description={dashboardText(view.series.unit === 'hour' ? 'chart.perHour' : 'chart.perDay', {
          currency: view.currency,
        })}
      />
      <CardContent className="grid gap-3">
        <figure className="grid gap-3">
          <Suspense fallback={<Skeleton className={CHART_SKELETON} />}>
            <ActivityChart period={view.period} series={view.series} currency={view.currency} />
          </Suspense>
          <figcaption className="text-sm">{summaryOf(view)}</figcaption>
        </figure>
        <PointsTable view={view} />
      </CardContent>
    </Card>
  );
}

/** The card while its figures load, laid out as it will be, so nothing below moves when they come. */
export function ActivityCardLoading() {
  return (
    <Card aria-hidden>
      <ActivityHeader description={'\u00a0'} />
      <CardContent className="grid gap-3">
        <div className="grid gap-3">
          <Skeleton className={CHART_SKELETON} />
          <Skeleton className="h-5 w-48 max-w-full" />
        </div>
      </CardContent>
    </Card>
  );
}
