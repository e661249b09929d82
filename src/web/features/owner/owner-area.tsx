import { Suspense, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { NotFound } from '../../components/not-found';
import { RedirectTo } from '../../components/redirect-to';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { keepOfflineCache } from './offline-cache';
import { sessionQueryClient } from '../../lib/query-client';
import { useMe, type Me } from '../../lib/session';
import { followAccountLanguage } from './account-language';
import { OwnerLayout } from './owner-layout';
import { lazyPart } from '../../lib/lazy-part';
import { shellText } from './messages/owner-shell';

const DashboardPage = lazyPart(() =>
  import('../dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const ServicesPage = lazyPart(() =>
  import('../services/services-page').then((m) => ({ default: m.ServicesPage })),
);
const BookingsPage = lazyPart(() =>
  import('../owner-bookings/bookings-page').then((m) => ({ default: m.BookingsPage })),
);
const WaitlistPage = lazyPart(() =>
  import('../owner-waitlist/waitlist-page').then((m) => ({ default: m.OwnerWaitlistPage })),
);
const ClientsPage = lazyPart(() =>
  import('../clients/clients-page').then((m) => ({ default: m.ClientsPage })),
);
const StaffPage = lazyPart(() =>
  import('../staff/staff-page').then((m) => ({ default: m.StaffPage })),
);
const InvoicesPage = lazyPart(() =>
  import('../invoices/invoices-page').then((m) => ({ default: m.InvoicesPage })),
);
const ReviewsPage = lazyPart(() =>
  import('../reviews/owner-reviews-page').then((m) => ({ default: m.OwnerReviewsPage })),
);
const DiscoverPage = lazyPart(() =>
  import('../discover/owner-discover-page').then((m) => ({ default: m.OwnerDiscoverPage })),
);
const AdminPage = lazyPart(() =>
  import('../admin/admin-page').then((m) => ({ default: m.AdminPage })),
);
const SettingsPage = lazyPart(() =>
  import('../settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const SubscriptionPage = lazyPart(() =>
  import('../subscription/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
);

const AttendancePage = lazyPart(() =>
  import('../attendance/attendance-page').then((m) => ({ default: m.AttendancePage })),
);
const StaffDashboardPage = lazyPart(() =>
  import('../staff-dashboard/staff-dashboard-page').then((m) => ({
    default: m.StaffDashboardPage,
  })),
);

function PageSkeleton() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-48" />
    </div>
  );
}

function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-xl font-semibold">{shellText('session.title')}</h1>
      <p className="text-muted">{shellText('session.body')}</p>
      <Button onClick={onRetry}>
        <RefreshCw />
        {shellText('session.retry')}
      </Button>
    </div>
  );
}

function OwnerRoutes({ me }: { me: Me }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Switch>
        <Route path="/app">
          <RedirectTo to="/app/dashboard" />
        </Route>
        <Route path="/app/dashboard">
          <DashboardPage me={me} />
        </Route>
        <Route path="/app/services" component={ServicesPage} />
        <Route path="/app/settings" component={SettingsPage} />
        <Route path="/app/bookings" component={BookingsPage} />
        <Route path="/app/waitlist" component={WaitlistPage} />
        <Route path="/app/clients" nest component={ClientsPage} />
        <Route path="/app/staff" component={StaffPage} />
        <Route path="/app/invoices" nest component={InvoicesPage} />
        <Route path="/app/reviews" component={ReviewsPage} />
        <Route path="/app/discover" component={DiscoverPage} />
        <Route path="/app/subscription" component={SubscriptionPage} />
        <Route path="/app/staff-attendance" component={AttendancePage} />
        <Route path="/app/staff-dashboard" component={StaffDashboardPage} />
        <Route path="/app/admin">
          <AdminPage me={me} />
        </Route>
        <Route>
          <NotFound area="owner" />
        </Route>
      </Switch>
    </Suspense>
  );
}

/** Every /app route needs a session; a signed-out visitor goes to /auth and comes back here after. */
function SessionGate() {
  const me = useMe();
  const [location] = useLocation();
  const search = useSearch();
  // the owner area is in the account's language, whatever this device showed before
  useEffect(() => {
    if (me.data) followAccountLanguage(me.data);
  }, [me.data]);
  if (me.isPending) return <PageSkeleton />;
  if (me.isError) return <SessionCheckFailed onRetry={() => void me.refetch()} />;
  if (!me.data) {
    const next = encodeURIComponent(search ? `${location}?${search}` : location);
    return <Redirect to={`/auth?next=${next}`} replace />;
  }
  return (
    <OwnerLayout me={me.data}>
      <OwnerRoutes me={me.data} />
    </OwnerLayout>
  );
}

/** Everything under /app: the owner shell around its fourteen inner routes. */
export function OwnerArea() {
  const client = sessionQueryClient();
  keepOfflineCache(client);
  return (
    <QueryClientProvider client={client}>
      <SessionGate />
    </QueryClientProvider>
  );
}
