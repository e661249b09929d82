import { lazy } from 'react';
import { Building2 } from 'lucide-react';
import { Link, Route, Switch } from 'wouter';
import { NotFound } from '../../components/not-found';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useOwnerBusiness } from '../business/use-business';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { InvoiceListPage, SUBTITLE, TITLE } from './invoice-list-page';
import { InvoicePlaceholders } from './invoice-list';

// the printable page carries its own print styles; only those who print need them
const InvoicePrintPage = lazy(() =>
  import('./invoice-print-page').then((m) => ({ default: m.InvoicePrintPage })),
);

function NoBusiness() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        <Building2 className="size-10 text-muted" aria-hidden />
        <h2 className="text-lg font-semibold">No business found</h2>
        <p className="max-w-sm text-muted">
          Please set up your business first; your invoices are issued in its name.
        </p>
        <Button asChild>
          <Link href="~/app/dashboard">Set Up Your Business</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Invoices, routed under /app/invoices: the list, and each invoice's printable page. */
export function InvoicesPage() {
  const business = useOwnerBusiness();
  if (business.isPending || business.isError || !('settings' in business.data)) {
    return (
      <OwnerMain>
        <PageHeader title={TITLE} subtitle={SUBTITLE} />
        {business.isPending ? (
          <InvoicePlaceholders />
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
  return (
    <Switch>
      <Route path="/" component={InvoiceListPage} />
      <Route path="/:invoiceId/print">
        {(params) => <InvoicePrintPage invoiceId={params.invoiceId} />}
      </Route>
      <Route>
        <NotFound area="owner" />
      </Route>
    </Switch>
  );
}
