import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import {
  formatPlanBookings,
  formatPlanLimit,
  formatPlanPeriod,
  formatPlanPrice,
  type Plan,
} from '@shared/plans';
import { planText } from './messages/plan-cards';
import { cx } from './ui/cx';

/**
 * One plan from the catalogue: its price and the two limits that set plans apart (every feature is
 * in every plan, EVERY_PLAN_INCLUDES), with its action (the landing's 'Get Started', the subscription
 * screen's plan button); the trial uses the wide variant across the top.
 */
export function PlanCard({
  plan,
  action,
  isWide = false,
  isCurrent = false,
}: {
  plan: Plan;
  action: ReactNode;
  isWide?: boolean;
  /** The business's own plan: marked, and ringed in place of 'Most popular'. */
  isCurrent?: boolean;
}) {
  const isRinged = isCurrent || plan.isPopular;
  const titleId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'relative flex flex-col rounded-card border bg-surface p-6',
        isRinged
          ? 'border-brand-600 ring-1 ring-brand-600 dark:border-brand-400 dark:ring-brand-400'
          : 'border-line',
        isWide && 'md:grid md:grid-cols-[1fr_1fr_auto] md:items-center md:gap-8',
      )}
    >
      {isRinged ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-medium text-white dark:bg-brand-400 dark:text-brand-950">
          {planText(isCurrent ? 'card.yourPlan' : 'card.popular')}
        </span>
      ) : null}
      <div>
        <h3 id={titleId} className="text-lg font-semibold">
          {plan.name}
        </h3>
        <p className="mt-1 text-sm text-muted">{plan.summary}</p>
        <p className="mt-5 grid">
          <span className="text-3xl font-bold tracking-tight text-accent-700 dark:text-accent-300">
            {formatPlanPrice(plan)}
          </span>
          <span className="text-sm text-muted">{formatPlanPeriod(plan)}</span>
        </p>
      </div>
      <div className={cx('mt-6 grid gap-5', isWide ? 'md:mt-0' : 'flex-1 content-start')}>
        <dl className="grid gap-2 rounded-xl bg-raised px-4 py-3 text-sm">
          <Limit term={planText('card.staff')} value={formatPlanLimit(plan.staffLimit)} />
          <Limit term={planText('card.bookings')} value={formatPlanBookings(plan)} />
        </dl>
        <p className="flex gap-2 text-sm">
          <Check
            className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300"
            aria-hidden
          />
          {planText('card.everyFeature')}
        </p>
      </div>
      <div className={cx('mt-6', isWide && 'md:mt-0')}>{action}</div>
    </article>
  );
}

function Limit({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted">{term}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
