import { Route, Switch } from 'wouter';
import { NotFound } from '../../components/not-found';
import { InvoiceListPage, SUBTITLE, TITLE } from './invoice-list-page';
import { InvoicePlaceholders } from './invoice-list';
import { BusinessGate } from '../business/business-gate';
import { lazyPart } from '../../lib/lazy-part';

// the printable page carries its own print styles; only those who print need them
const InvoicePrintPage = lazyPart(() =>
  import('./invoice-print-page').then((m) => ({ default: m.InvoicePrintPage })),
);

/** Invoices, routed under /app/invoices: the list, and each invoice's printable page. */
export function InvoicesPage() {
  return (
    <BusinessGate
      title={TITLE}
      subtitle={SUBTITLE}
      placeholder={<InvoicePlaceholders />}
      noBusiness="Please set up your business first; your invoices are issued in its name."
    >
      {() => (
        <Switch>
          <Route path="/" component={InvoiceListPage} />
          <Route path="/:invoiceId/print">
            {(params) => <InvoicePrintPage invoiceId={params.invoiceId} />}
          </Route>
          <Route>
            <NotFound area="owner" />
          </Route>
        </Switch>
      )}
    </BusinessGate>
  );
}
