import { Skeleton } from '../../components/ui/skeleton';
import type { Me } from '../../lib/session';
import { Onboarding } from '../business/onboarding';
import { useOwnerBusiness } from '../business/use-business';
import { OwnerPlaceholder, PAGE_PLANS } from '../owner/owner-page';
import { SecurityCard } from '../owner/security-card';
import { ThemeCard } from '../owner/theme-card';
import { OwnerMain } from '../owner/owner-main';

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
        <title>Set up your business - Miadi</title>
        <Onboarding />
      </OwnerMain>
    );
  }
  return (
    <OwnerPlaceholder plan={PAGE_PLANS.dashboard}>
      <div className="grid gap-6 lg:grid-cols-2">
        <SecurityCard me={me} />
        <ThemeCard />
      </div>
    </OwnerPlaceholder>
  );
}
