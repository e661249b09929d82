import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { DiscoverExplorer } from './discover-explorer';
import { discoverText } from './messages/discover-screens';

/** /app/discover: the public Discover page inside the owner area, to see one's listing as clients do. */
export function OwnerDiscoverPage() {
  return (
    <OwnerMain>
      <PageHeader title={discoverText('owner.title')} subtitle={discoverText('owner.subtitle')} />
      <DiscoverExplorer variant="embedded" />
    </OwnerMain>
  );
}
