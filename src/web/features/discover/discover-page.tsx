import { QueryClientProvider } from '@tanstack/react-query';
import { SiteHeader } from '../../components/site-header';
import { sessionQueryClient } from '../../lib/query-client';
import { DiscoverExplorer } from './discover-explorer';

/** /discover: businesses near the visitor, as a list and on a map. */
export function DiscoverPage() {
  return (
    <QueryClientProvider client={sessionQueryClient()}>
      <title>Discover Businesses - Miadi</title>
      <SiteHeader />
      <main>
        <DiscoverExplorer
          variant="page"
          header={
            <div className="grid gap-1">
              <h1 className="text-2xl font-bold tracking-tight">Discover Businesses</h1>
              <p className="text-sm text-muted">
                Salons, spas, gyms, clinics and more near you. Book in a few taps.
              </p>
            </div>
          }
        />
      </main>
    </QueryClientProvider>
  );
}
