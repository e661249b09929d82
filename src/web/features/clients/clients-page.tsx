import { Route, Switch } from 'wouter';
import type { OwnerBusinessView } from '../business/use-business';
import { ClientDetailPage } from './client-detail';
import { ClientGridSkeleton } from './client-grid';
import { ClientListPage, SUBTITLE, TITLE } from './client-list';
import { BusinessGate } from '../business/business-gate';

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

/** Clients (docs/product/owner-area.md §2 Clients), routed under /app/clients: the list, and each client's page. */
export function ClientsPage() {
  return (
    <BusinessGate
      title={TITLE}
      subtitle={SUBTITLE}
      placeholder={<ClientGridSkeleton />}
      noBusiness="Please set up your business first; your clients are kept with it."
    >
      {(view) => <ClientRoutes view={view} />}
    </BusinessGate>
  );
}
