import { QueryClientProvider } from '@tanstack/react-query';
import { SiteHeader } from '../../components/site-header';
import { sessionQueryClient } from '../../lib/query-client';
import { DiscoverExplorer } from './discover-explorer';
import { discoverText } from './messages/discover-screens';

/** /discover: businesses near the visitor, as a list and on a map. */
export function DiscoverPage() {
  return (
    <QueryClientProvider client={sessionQueryClient()}>
      <title>{discoverText('page.title')}</title>
      <SiteHeader />
      <main>
        <DiscoverExplorer
          variant="page"
          header={
            <div className="grid gap-1">
              <h1 className="text-2xl font-bold tracking-tight">{discoverText('page.heading')}</h1>
              <p className="text-sm text-muted">{discoverText('page.lead')}</p>
            </div>
          }
        />
      </main>
    </QueryClientProvider>
  );
}
