import { Suspense } from 'react';
import { DASHBOARD_MESSAGES } from '@shared/dashboard';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import type { Me } from '../../lib/session';
import { NotOnDiscoverNotice } from '../business/not-on-discover-notice';
import { useOwnerBusiness } from '../business/use-business';
import { ExportDataCard } from '../exports/export-data-card';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { SecurityCard } from '../owner/security-card';
import { ThemeCard } from '../owner/theme-card';
import { ActivityCard, ActivityCardLoading } from './activity-card';
import { ChannelCounts, ChannelCountsLoading } from './channel-counts';
import { FigureCards, FigureSkeletons } from './figure-cards';
import { formatRange } from './format';
import { PeriodFilter } from './period-filter';
import { PlanBadge, PlanBadgeSkeleton } from './plan-badge';
import { QuickActions } from './quick-actions';
import { RefreshButton } from './refresh-button';
import { StaffCard } from './staff-card';
import { UpcomingCard } from './upcoming-card';
import { useDashboard, usePeriod } from './use-dashboard';
import { lazyPart } from '../../lib/lazy-part';
import { dashboardText } from './messages/owner-dashboard';

// only an owner without a business sees the set-up form: its form library stays out of the dashboard
const Onboarding = lazyPart(() =>
  import('../business/onboarding').then((m) => ({ default: m.Onboarding })),
);

function LoadFailed({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-3">
        <p className="font-medium">{DASHBOARD_MESSAGES.loadFailed}</p>
        {message ? <p className="text-sm text-muted">{message}</p> : null}
        <Button variant="outline" onClick={onRetry}>
          {dashboardText('tryAgain')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The figures, chart and today's list for the chosen period, with the owner's shortcuts. */
function Dashboard({ me }: { me: Me }) {
  const [period, setPeriod] = usePeriod();
  const query = useDashboard(period);
  const view = query.data;
  const isSwitching = query.isPlaceholderData;
  return (
    <OwnerMain>
      <PageHeader
        title={dashboardText('title')}
        subtitle={dashboardText('subtitle')}
        actions={
          <>
            {view ? <PlanBadge plan={view.plan} /> : <PlanBadgeSkeleton />}
            <RefreshButton updatedAt={query.dataUpdatedAt} onRefresh={() => query.refetch()} />
          </>
        }
      />
      <NotOnDiscoverNotice />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <PeriodFilter period={period} onChange={setPeriod} />
        {/* the whole rest of the line, loading or not: the dates fill it from the right */}
        <p className="text-sm text-muted sm:flex-1 sm:text-right" aria-live="polite">
          {view && !isSwitching ? formatRange(view.period, view.range) : '\u00a0'}
        </p>
      </div>
      {query.isPending ? (
        <LoadingRegion className="grid gap-6" label={dashboardText('loadingFigures')}>
          <FigureSkeletons />
          <ChannelCountsLoading />
          <ActivityCardLoading />
        </LoadingRegion>
      ) : !view ? (
        <LoadFailed message={query.error?.message} onRetry={() => void query.refetch()} />
      ) : (
        <div
          className={isSwitching ? 'grid gap-6 opacity-60 transition-opacity' : 'grid gap-6'}
          aria-busy={isSwitching}
        >
          <FigureCards view={view} />
          <ChannelCounts view={view} />
          <ActivityCard view={view} />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {view ? (
          <UpcomingCard upcoming={view.upcoming} />
        ) : (
          <Skeleton className="h-64 rounded-card" />
        )}
        <QuickActions />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ExportDataCard />
        <StaffCard />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SecurityCard me={me} />
        <ThemeCard />
      </div>
    </OwnerMain>
  );
}

/** A new owner lands here: until the business exists, the dashboard is its set-up form. */
export function DashboardPage({ me }: { me: Me }) {
  const query = useOwnerBusiness();
  if (query.isPending) {
    return (
      <OwnerMain>
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-48" />
      </OwnerMain>
    );
  }
  if (query.data && !('settings' in query.data)) {
    return (
      <OwnerMain className="max-w-3xl">
        <title>{dashboardText('setUpTitle')}</title>
        <Suspense fallback={<Skeleton className="h-96" />}>
          <Onboarding />
        </Suspense>
      </OwnerMain>
    );
  }
  return <Dashboard me={me} />;
}
