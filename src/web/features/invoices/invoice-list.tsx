import { Plus, Receipt } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Pager } from '../../components/ui/pager';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { InvoiceItem } from './invoice-item';
import type { Invoice, InvoicePage } from './use-invoices';
import { invoicesText } from './messages/invoices-screens';

export function InvoicePlaceholders() {
  return (
    <LoadingRegion className="grid gap-3" label={invoicesText('loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </LoadingRegion>
  );
}

export function NoInvoices({ onCreate }: { onCreate: () => void }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        <Receipt className="size-10 text-muted" aria-hidden />
        <h2 className="text-lg font-semibold">{invoicesText('empty.title')}</h2>
        <p className="max-w-sm text-muted">{invoicesText('empty.body')}</p>
        <Button onClick={onCreate}>
          <Plus />
          {invoicesText('create')}
        </Button>
      </CardContent>
    </Card>
  );
}

export function InvoiceList({
  page,
  isStale,
  onEdit,
  onPage,
}: {
  page: InvoicePage;
  isStale: boolean;
  onEdit: (invoice: Invoice) => void;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <Card className={isStale ? 'opacity-60 transition-opacity' : undefined}>
        <ul className="divide-y divide-line">
          {page.invoices.map((invoice) => (
            <InvoiceItem key={invoice.id} invoice={invoice} onEdit={() => onEdit(invoice)} />
          ))}
        </ul>
      </Card>
      <Pager list={page} onPage={onPage} />
    </>
  );
}
