import { useState } from 'react';
import { Link } from 'wouter';
import { Info, Wallet } from 'lucide-react';
import {
  DEFAULT_EARNINGS_PERIOD,
  EARNINGS_MESSAGES,
  EARNINGS_PERIODS,
  type EarningsPeriod,
} from '@shared/earnings';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import type { OwnerBusinessView } from '../business/use-business';
import { EarningsNotes, EarningsSummary } from './earnings-summary';
import { TransactionList } from './transaction-list';
import { useEarnings, type EarningsView } from './use-earnings';
import { earningsText } from './messages/earnings-screens';

/** The period menu, in the reader's language when it is shown. */
function periodOptions() {
  return EARNINGS_PERIODS.map((value) => ({ value, label: earningsText(`period.${value}`) }));
}

function EarningsSkeleton() {
  return (
    <div className="grid gap-4" aria-label={earningsText('loading')}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-card" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-card" />
    </div>
  );
}

function NoPayments() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        <div className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
          <Wallet className="size-7" aria-hidden />
        </div>
        <h2 className="text-lg font-semibold">{earningsText('empty.title')}</h2>
        <p className="max-w-md text-muted">{earningsText('empty.body')}</p>
        <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button asChild>
            <Link href="~/app/settings?tab=payouts">{earningsText('empty.payouts')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="~/app/settings?tab=general">{earningsText('empty.settings')}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function RefundDueNotice({ count }: { count: number }) {
  if (!count) return null;
  return (
    <Alert
      tone="info"
      title={
        count === 1 ? earningsText('refundDue.one') : earningsText('refundDue.many', { count })
      }
    >
      {earningsText('refundDue.body')}
    </Alert>
  );
}

function RecentTransactions({ view, timeZone }: { view: EarningsView; timeZone: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{earningsText('recent.title')}</CardTitle>
        <CardDescription>{earningsText('recent.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <TransactionList rows={view.recent} timeZone={timeZone} />
      </CardContent>
    </Card>
  );
}

/** What clients paid through Miadi: the period's totals and the latest payments. */
export function EarningsTab({ view: business }: { view: OwnerBusinessView }) {
  const [period, setPeriod] = useState<EarningsPeriod>(DEFAULT_EARNINGS_PERIOD);
  const query = useEarnings(period);
  const view = query.data;
  if (query.isPending) return <EarningsSkeleton />;
  if (!view) {
    return (
      <Card>
        <CardContent className="grid justify-items-start gap-3">
          <p className="font-medium">{EARNINGS_MESSAGES.loadFailed}</p>
          <p className="text-sm text-muted">{query.error?.message}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {earningsText('tryAgain')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!view.recent.length) return <NoPayments />;
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-muted">
          <Info className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          {earningsText('share')}
        </p>
        <Select
          aria-label={earningsText('period.label')}
          options={periodOptions()}
          value={period}
          onValueChange={(value) => setPeriod(value as EarningsPeriod)}
          className="sm:w-48"
        />
      </div>
      <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <EarningsSummary totals={view.totals} />
      </div>
      <EarningsNotes view={view} />
      <RefundDueNotice count={view.recent.filter((row) => row.status === 'refund_due').length} />
      <RecentTransactions view={view} timeZone={business.settings.timezone} />
    </div>
  );
}
