import { ChevronLeft, ChevronRight, Plus, Receipt } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { InvoiceItem } from './invoice-item';
import type { Invoice, InvoicePage } from './use-invoices';

export function InvoicePlaceholders() {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="Loading invoices">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}

export function NoInvoices({ onCreate }: { onCreate: () => void }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        <Receipt className="size-10 text-muted" aria-hidden />
        <h2 className="text-lg font-semibold">No invoices yet</h2>
        <p className="max-w-sm text-muted">
          Create an invoice for a client, or make one from a booking on the Bookings page. Send it
          by e-mail with a PDF, and mark it paid when the money comes in.
        </p>
        <Button onClick={onCreate}>
          <Plus />
          Create Invoice
        </Button>
      </CardContent>
    </Card>
  );
}

function Pager({ page, onPage }: { page: InvoicePage; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-between gap-3" aria-label="Pages">
      <Button variant="outline" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        <ChevronLeft />
        Previous
      </Button>
      <p className="text-sm text-muted tabular-nums">
        Page {page.page} of {pages} · {page.total} invoices
      </p>
      <Button variant="outline" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
        Next
        <ChevronRight />
      </Button>
    </nav>
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
      <Pager page={page} onPage={onPage} />
    </>
  );
}
