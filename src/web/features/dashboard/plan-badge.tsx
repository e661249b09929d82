import { Link } from 'wouter';
import { TRIAL_WARNING_DAYS } from '@shared/dashboard';
import { formatBookingsUsage, formatStaffUsage, isAtLimit } from '@shared/plan-limits';
import { cx } from '../../components/ui/cx';
import { Skeleton } from '../../components/ui/skeleton';
import type { DashboardPlan } from './use-dashboard';
import { dashboardText } from './messages/owner-dashboard';

const TONES = {
  neutral: 'border-line bg-raised text-fg',
  brand:
    'border-brand-200 bg-brand-50 text-brand-800 dark:border-brand-800 dark:bg-brand-900/50 dark:text-brand-200',
  warning:
    'border-yellow-200 bg-yellow-50 text-yellow-900 dark:border-yellow-900 dark:bg-yellow-900/30 dark:text-yellow-100',
  danger:
    'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
} as const;

function describe(plan: DashboardPlan): { text: string; tone: keyof typeof TONES } {
  if (plan.kind === 'none') return { text: dashboardText('plan.none'), tone: 'neutral' };
  const name = plan.name;
  if (plan.kind === 'trial') {
    if (plan.isExpired) return { text: dashboardText('plan.expired', { name }), tone: 'danger' };
    return {
      text: dashboardText('plan.daysLeft', { name, days: plan.daysLeft }),
      tone: plan.daysLeft <= TRIAL_WARNING_DAYS ? 'warning' : 'brand',
    };
  }
  return plan.isActive
    ? { text: dashboardText('plan.active', { name }), tone: 'brand' }
    : { text: dashboardText('plan.inactive', { name }), tone: 'danger' };
}

/**
 * On a phone the badge has its line to itself (with the usage it is wider than half the screen),
 * loading or loaded, so the buttons beside it never jump to the next line when it arrives.
 */
const BADGE_BOX = 'max-sm:w-full';

/** The badge's place while the plan loads: its height, and about the width of a plan with usage. */
export function PlanBadgeSkeleton() {
  return <Skeleton className={cx('h-11 w-72', BADGE_BOX)} />;
}

type PlanWithUsage = Exclude<DashboardPlan, { kind: 'none' }>;

function isFull({ usage }: PlanWithUsage): boolean {
  return (
    isAtLimit(usage.bookingsThisMonth, usage.bookingsLimit) ||
    isAtLimit(usage.activeStaff, usage.staffLimit)
  );
}

/**
 * The business's real plan (docs/product/settled-rules.md §8 Owner area) and what counts against its limits, leading
 * to the subscription screen; at a limit it turns to a warning, since the next one will be refused.
 */
export function PlanBadge({ plan }: { plan: DashboardPlan }) {
  const described = describe(plan);
  const isAtALimit = plan.kind !== 'none' && isFull(plan);
  const tone = isAtALimit && described.tone === 'brand' ? 'warning' : described.tone;
  return (
    <Link
      href="~/app/subscription"
      className={cx(
        'inline-flex min-h-11 flex-col justify-center rounded-xl border px-3.5 py-1 text-sm leading-tight font-medium',
        BADGE_BOX,
        TONES[tone],
      )}
    >
      <span className="sr-only">{dashboardText('plan.label')}</span>
      <span className="whitespace-nowrap">{described.text}</span>
      {plan.kind === 'none' ? null : (
        <span className={cx('text-xs', isAtALimit ? 'font-semibold' : 'font-normal')}>
          {formatBookingsUsage(plan.usage)} · {formatStaffUsage(plan.usage)}
        </span>
      )}
    </Link>
  );
}
