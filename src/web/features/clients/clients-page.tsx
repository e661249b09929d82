import { Building2 } from 'lucide-react';
import { Link, Route, Switch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useOwnerBusiness, type OwnerBusinessView } from '../business/use-business';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { ClientDetailPage } from './client-detail';
import { ClientGridSkeleton } from './client-grid';
import { ClientListPage, SUBTITLE, TITLE } from './client-list';

function NoBusiness() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        <Building2 className="size-10 text-muted" aria-hidden />
        <h2 className="text-lg font-semibold">No business found</h2>
        <p className="max-w-sm text-muted">
          Please set up your business first; your clients are kept with it.
        </p>
        <Button asChild>
          <Link href="~/app/dashboard">Set Up Your Business</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function ClientRoutes({ view }: { view: OwnerBusinessView }) {
  return (
    <Switch>
      <Route path="/" component={ClientListPage} />
      <Route path="/:clientId">
        {(params) => (
          <ClientDetailPage key={params.clientId} clientId={params.clientId} view={view} />
        )}
      </Route>
    </Switch>
  );
}

/** Clients (owner-area.md 'Clients'), routed under /app/clients: the list, and each client's page. */
export function ClientsPage() {
  const business = useOwnerBusiness();
  if (business.isPending || business.isError || !('settings' in business.data)) {
    return (
      <OwnerMain>
        <PageHeader title={TITLE} subtitle={SUBTITLE} />
        {business.isPending ? (
          <ClientGridSkeleton />
        ) : business.isError ? (
          <p className="text-muted">
            Failed to load your business. Check your connection and reload the page.
          </p>
        ) : (
          <NoBusiness />
        )}
      </OwnerMain>
    );
  }
  return <ClientRoutes view={business.data} />;
}
