import { DASHBOARD_PERIODS, PERIOD_LABELS, type DashboardPeriod } from '@shared/dashboard';
import { cx } from '../../components/ui/cx';
import { dashboardText } from './messages/owner-dashboard';

/** Today, This Week, This Month, This Year: one pressed at a time, wide enough for a thumb. */
export function PeriodFilter({
  period,
  onChange,
}: {
  period: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}) {
  return (
    <div
      role="group"
      aria-label={dashboardText('period')}
      className="grid w-full grid-cols-4 gap-1 rounded-xl bg-raised p-1 sm:inline-grid sm:w-auto"
    >
      {DASHBOARD_PERIODS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(value)}
          className={cx(
            'h-10 rounded-lg px-1 text-sm font-medium whitespace-nowrap transition-colors sm:px-4',
            value === period ? 'bg-surface text-fg shadow-soft' : 'text-muted hover:text-fg',
          )}
        >
          {PERIOD_LABELS[value]}
        </button>
      ))}
    </div>
  );
}
