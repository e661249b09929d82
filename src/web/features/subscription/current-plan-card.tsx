import { formatLongDate, monthName } from '@shared/format/dates';
import { CalendarClock, Gem } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { daysLeftText, usageText } from './format';
import type { SubscriptionPage } from './use-subscription';

type Subscription = SubscriptionPage['subscription'];

const STATUS: Record<Subscription['phase'], { text: string; tone: BadgeProps['tone'] }> = {
  trial: { text: 'Active', tone: 'success' },
  active: { text: 'Active', tone: 'success' },
  expired: { text: 'Expired', tone: 'danger' },
  none: { text: 'No plan', tone: 'neutral' },
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
        ? 'Your free trial has ended'
        : `Your ${sub.planName} plan has expired`;
    return (
      <div className="grid justify-items-start gap-3">
        <Alert tone="error" title={`${what}.`}>
          Online bookings are paused until a plan is paid. Everything you have is kept, and you can
          still see it all.
        </Alert>
        <Button variant="accent" size="lg" onClick={onReactivate}>
          Reactivate Subscription
        </Button>
      </div>
    );
  }
  if (!sub.isEndingSoon) return null;
  const left = daysLeftText(sub.daysLeft);
  if (sub.phase === 'trial') {
    return (
      <Alert tone="info" title={`Your free trial ends soon: ${left}.`}>
        Choose a plan below to keep taking online bookings without a break.
      </Alert>
    );
  }
  return (
    <div className="grid justify-items-start gap-3">
      <Alert tone="info" title={`Your ${sub.planName} plan ends soon: ${left}.`}>
        Renew it now; the new 30 days start when the current ones end.
      </Alert>
      <Button variant="accent" onClick={onRenew}>
        Renew {sub.planName}
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
              Current subscription
            </h2>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="text-2xl font-bold tracking-tight">{sub.planName ?? 'No plan yet'}</p>
              <Badge tone={status.tone}>{status.text}</Badge>
            </div>
            {isRunning && sub.endsOn ? (
              <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
                <CalendarClock className="size-4 shrink-0" aria-hidden />
                <span className="font-semibold text-fg">{daysLeftText(sub.daysLeft)}</span>
                <span>· ends {formatLongDate(sub.endsOn)}</span>
              </p>
            ) : null}
            {!hasPlan ? (
              <p className="text-sm text-muted">
                Choose a plan below to take online bookings from your booking page.
              </p>
            ) : null}
          </div>
        </div>
        <Notice {...props} />
        <dl className="grid gap-4 rounded-xl border border-line p-4 sm:grid-cols-2">
          <UsageRow
            term="Active staff"
            used={usage.activeStaff}
            limit={usage.staffLimit}
            hasPlan={hasPlan}
          />
          <UsageRow
            term={`Bookings in ${monthName(Number(usage.month.slice(5, 7)))}`}
            used={usage.bookingsThisMonth}
            limit={usage.bookingsLimit}
            hasPlan={hasPlan}
          />
        </dl>
      </CardContent>
    </Card>
  );
}
