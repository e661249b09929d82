import type { ReactNode } from 'react';
import { Building2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { Onboarding } from './onboarding';
import { businessSetupText } from './messages/business-setup';
import { useOwnerBusiness, type OwnerBusinessView } from './use-business';

function NoBusiness({ why }: { why: string }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        <Building2 className="size-10 text-muted" aria-hidden />
        <h2 className="text-lg font-semibold">{businessSetupText('gate.noBusiness')}</h2>
        <p className="max-w-sm text-muted">{why}</p>
        <Button asChild>
          <Link href="~/app/dashboard">{businessSetupText('gate.setUp')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * What every owner page that needs the business shows before it has one: its placeholders while the
 * business loads, a message when it cannot be loaded (a kept answer stands when only a refresh
 * failed), and without a business either the onboarding or, given `noBusiness`, a card saying why
 * this page needs one. Otherwise the page itself, with the business.
 */
export function BusinessGate({
  title,
  subtitle,
  placeholder,
  noBusiness,
  children,
}: {
  title: string;
  subtitle: string;
  placeholder: ReactNode;
  /** Why the page needs a business; without it, the onboarding is shown instead. */
  noBusiness?: string;
  children: (business: OwnerBusinessView) => ReactNode;
}) {
  const business = useOwnerBusiness();
  const header = <PageHeader title={title} subtitle={subtitle} />;
  if (business.isPending) {
    return (
      <OwnerMain>
        {header}
        {placeholder}
      </OwnerMain>
    );
  }
  if (!business.data) {
    return (
      <OwnerMain>
        {header}
        <p className="text-muted">{businessSetupText('gate.loadFailed')}</p>
      </OwnerMain>
    );
  }
  if (!('settings' in business.data)) {
    if (noBusiness) {
      return (
        <OwnerMain>
          {header}
          <NoBusiness why={noBusiness} />
        </OwnerMain>
      );
    }
    return (
      <OwnerMain className="max-w-3xl">
        <title>{businessSetupText('gate.documentTitle')}</title>
        <Onboarding />
      </OwnerMain>
    );
  }
  return children(business.data);
}
