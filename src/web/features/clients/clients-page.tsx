import { Route, Switch } from 'wouter';
import type { OwnerBusinessView } from '../business/use-business';
import { ClientDetailPage } from './client-detail';
import { ClientGridSkeleton } from './client-grid';
import { ClientListPage } from './client-list';
import { BusinessGate } from '../business/business-gate';
import { clientsText } from './messages/clients-screens';

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
      title={clientsText('title')}
      subtitle={clientsText('subtitle')}
      placeholder={<ClientGridSkeleton />}
      noBusiness={clientsText('noBusiness')}
    >
      {(view) => <ClientRoutes view={view} />}
    </BusinessGate>
  );
}
