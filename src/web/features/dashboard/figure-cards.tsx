import type { ComponentProps, ReactNode } from 'react';
import {
  CalendarCheck,
  CalendarX,
  Minus,
  TrendingDown,
  TrendingUp,
  UserPlus,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { DashboardPeriod } from '@shared/dashboard';
import { Card } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { Skeleton } from '../../components/ui/skeleton';
import { describeChange, formatCount, moneyIn, type Trend } from './format';
import type { DashboardView } from './use-dashboard';
import { dashboardText } from './messages/owner-dashboard';

const TREND_ICONS = { up: TrendingUp, down: TrendingDown, same: Minus } as const;

// good news green, bad news red: more cancellations is the bad kind of 'up'
function toneOf(trend: Trend, isUpGood: boolean): string {
  if (trend === 'same') return 'text-muted';
  const isGood = (trend === 'up') === isUpGood;
  return isGood ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400';
}

function Figure({
  label,
  icon: Icon,
  current,
  previous,
  period,
  show,
  isUpGood = true,
  note,
}: {
  label: string;
  icon: LucideIcon;
  current: number;
  previous: number;
  period: DashboardPeriod;
  show: (value: number) => string;
  isUpGood?: boolean;
  note?: ReactNode;
}) {
  const change = describeChange(current, previous, period, show);
  const TrendIcon = TREND_ICONS[change.trend];
  return (
    <FigureFrame label={label} icon={Icon} role="group" aria-label={label}>
      <p
        className="text-2xl font-semibold tracking-tight break-words tabular-nums"
        data-testid="figure-value"
      >
        {show(current)}
      </p>
      <p className={cx('flex items-start gap-1 text-xs', toneOf(change.trend, isUpGood))}>
        <TrendIcon className="mt-px size-3.5 shrink-0" aria-hidden />
        {change.text}
      </p>
      {note ? <p className="text-xs text-muted">{note}</p> : null}
    </FigureFrame>
  );
}

/** A figure's card and its heading line, the same whether its value is in or still loading. */
function FigureFrame({
  label,
  icon: Icon,
  children,
  ...props
}: { label: string; icon: LucideIcon; children: ReactNode } & ComponentProps<'div'>) {
  return (
    <Card className="grid content-start gap-1.5 p-4 sm:p-5" {...props}>
      <p className="flex items-center justify-between gap-2 text-sm text-muted">
        {label}
        <Icon className="size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
      </p>
      {children}
    </Card>
  );
}

/** Each figure's heading, by its name in the dashboard's answer, in the order they show. */
const FIGURES = {
  bookings: { id: 'figure.bookings', icon: CalendarCheck },
  revenueMinor: { id: 'figure.revenue', icon: Wallet },
  newClients: { id: 'figure.newClients', icon: UserPlus },
  cancellations: { id: 'figure.cancellations', icon: CalendarX },
} as const;

/** A figure's heading and icon, its heading in the language of the moment. */
function figure(name: keyof typeof FIGURES): { label: string; icon: LucideIcon } {
  const { id, icon } = FIGURES[name];
  return { label: dashboardText(id), icon };
}

/** The period's four figures, each beside the previous period's. */
export function FigureCards({ view }: { view: DashboardView }) {
  const { figures, period } = view;
  const money = moneyIn(view.currency);
  const others = view.otherCurrencies.map((other) => moneyIn(other.currency)(other.revenueMinor));
  return (
    <section
      aria-label={dashboardText('figures')}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      <Figure {...figure('bookings')} {...figures.bookings} period={period} show={formatCount} />
      <Figure
        {...figure('revenueMinor')}
        {...figures.revenueMinor}
        period={period}
        show={money}
        note={
          others.length
            ? dashboardText('figure.otherCurrencies', { amounts: others.join(', ') })
            : null
        }
      />
      <Figure
        {...figure('newClients')}
        {...figures.newClients}
        period={period}
        show={formatCount}
      />
      <Figure
        {...figure('cancellations')}
        {...figures.cancellations}
        period={period}
        show={formatCount}
        isUpGood={false}
      />
    </section>
  );
}

/**
 * The figures while they load: each card with its heading and blocks the height of its value and
 * its change line, so nothing below moves when the numbers arrive.
 */
export function FigureSkeletons() {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden>
      {(Object.keys(FIGURES) as (keyof typeof FIGURES)[]).map((name) => (
        <FigureFrame key={name} {...figure(name)}>
          <Skeleton className="h-8 w-20" />
          <Skeleton className="h-4 w-28 max-w-full" />
        </FigureFrame>
      ))}
    </div>
  );
}
