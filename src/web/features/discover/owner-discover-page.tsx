import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { DiscoverExplorer } from './discover-explorer';

/** /app/discover: the public Discover page inside the owner area, to see one's listing as clients do. */
export function OwnerDiscoverPage() {
  return (
    <OwnerMain>
      <PageHeader title="Discover" subtitle="See how your business appears on the map" />
      <DiscoverExplorer variant="embedded" />
    </OwnerMain>
  );
}
