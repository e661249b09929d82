import { formatLongDate, monthName } from '@shared/format/dates';
import { CalendarClock, Gem } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { daysLeftText, usageText } from './format';
import { subscriptionText } from './messages/subscription-screens';
import type { SubscriptionPage } from './use-subscription';

type Subscription = SubscriptionPage['subscription'];

const STATUS: Record<
  Subscription['phase'],
  { text: 'status.active' | 'status.expired' | 'status.none'; tone: BadgeProps['tone'] }
> = {
  trial: { text: 'status.active', tone: 'success' },
  active: { text: 'status.active', tone: 'success' },
  expired: { text: 'status.expired', tone: 'danger' },
  none: { text: 'status.none', tone: 'neutral' },
};

function UsageRow({
  term,
  used,
  limit,
  hasPlan,
}: {
  term: string;
  used: number;
  limit: number | null;
  hasPlan: boolean;
}) {
  const share = hasPlan && limit ? Math.min(1, used / limit) : 0;
  return (
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-1.5 text-sm">
      <dt className="text-muted">{term}</dt>
      <dd className="font-semibold tabular-nums">{usageText(used, limit, hasPlan)}</dd>
      {hasPlan && limit ? (
        <dd className="col-span-2 h-1.5 overflow-hidden rounded-full bg-raised" aria-hidden>
          <div
            className={cx(
              'h-full rounded-full',
              share >= 1 ? 'bg-red-500' : 'bg-brand-600 dark:bg-brand-400',
            )}
            style={{ width: `${Math.max(share * 100, 2)}%` }}
          />
        </dd>
      ) : null}
    </div>
  );
}

function Notice({ page, onRenew, onReactivate }: CardProps) {
  const { subscription: sub } = page;
  if (sub.phase === 'expired') {
    const what =
      sub.planId === 'trial'
        ? subscriptionText('expired.trial')
        : subscriptionText('expired.plan', { plan: sub.planName ?? '' });
    return (
      <div className="grid justify-items-start gap-3">
        <Alert tone="error" title={what}>
          {subscriptionText('expired.text')}
        </Alert>
        <Button variant="accent" size="lg" onClick={onReactivate}>
          {subscriptionText('reactivate')}
        </Button>
      </div>
    );
  }
  if (!sub.isEndingSoon) return null;
  const left = daysLeftText(sub.daysLeft);
  if (sub.phase === 'trial') {
    return (
      <Alert tone="info" title={subscriptionText('ending.trial', { left })}>
        {subscriptionText('ending.trialText')}
      </Alert>
    );
  }
  return (
    <div className="grid justify-items-start gap-3">
      <Alert
        tone="info"
        title={subscriptionText('ending.plan', { plan: sub.planName ?? '', left })}
      >
        {subscriptionText('ending.planText')}
      </Alert>
      <Button variant="accent" onClick={onRenew}>
        {subscriptionText('renew', { plan: sub.planName ?? '' })}
      </Button>
    </div>
  );
}

interface CardProps {
  page: SubscriptionPage;
  onRenew: () => void;
  onReactivate: () => void;
}

/** The business's plan now: its status, time left, the trial warning, and its usage of the limits. */
export function CurrentPlanCard(props: CardProps) {
  const { subscription: sub, usage } = props.page;
  const status = STATUS[sub.phase];
  const hasPlan = sub.phase !== 'none';
  const isRunning = sub.phase === 'trial' || sub.phase === 'active';
  return (
    <Card role="region" aria-labelledby="current-plan-title">
      <CardContent className="grid gap-5">
        <div className="flex items-start gap-4">
          <div className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 sm:inline-flex dark:bg-brand-900/50 dark:text-brand-300">
            <Gem className="size-6" aria-hidden />
          </div>
          <div className="grid min-w-0 flex-1 gap-1">
            <h2 id="current-plan-title" className="text-sm font-medium text-muted">
              {subscriptionText('current')}
            </h2>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="text-2xl font-bold tracking-tight">
                {sub.planName ?? subscriptionText('noPlanYet')}
              </p>
              <Badge tone={status.tone}>{subscriptionText(status.text)}</Badge>
            </div>
            {isRunning && sub.endsOn ? (
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
                <CalendarClock className="size-4 shrink-0" aria-hidden />
                <span className="font-semibold text-fg">{daysLeftText(sub.daysLeft)}</span>
                <span>{subscriptionText('endsOn', { date: formatLongDate(sub.endsOn) })}</span>
              </p>
            ) : null}
            {!hasPlan ? (
              <p className="text-sm text-muted">{subscriptionText('choosePlan')}</p>
            ) : null}
          </div>
        </div>
        <Notice {...props} />
        <dl className="grid gap-4 rounded-xl border border-line p-4 sm:grid-cols-2">
          <UsageRow
            term={subscriptionText('activeStaff')}
            used={usage.activeStaff}
            limit={usage.staffLimit}
            hasPlan={hasPlan}
          />
          <UsageRow
            term={subscriptionText('bookingsIn', {
              month: monthName(Number(usage.month.slice(5, 7))),
            })}
            used={usage.bookingsThisMonth}
            limit={usage.bookingsLimit}
            hasPlan={hasPlan}
          />
        </dl>
      </CardContent>
    </Card>
  );
}
