import { Route, Switch } from 'wouter';
import { NotFound } from '../../components/not-found';
import { InvoiceListPage } from './invoice-list-page';
import { InvoicePlaceholders } from './invoice-list';
import { BusinessGate } from '../business/business-gate';
import { lazyPart } from '../../lib/lazy-part';
import { invoicesText } from './messages/invoices-screens';

// the printable page carries its own print styles; only those who print need them
const InvoicePrintPage = lazyPart(() =>
  import('./invoice-print-page').then((m) => ({ default: m.InvoicePrintPage })),
);

/** Invoices, routed under /app/invoices: the list, and each invoice's printable page. */
export function InvoicesPage() {
  return (
    <BusinessGate
      title={invoicesText('title')}
      subtitle={invoicesText('subtitle')}
      placeholder={<InvoicePlaceholders />}
      noBusiness={invoicesText('noBusiness')}
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
