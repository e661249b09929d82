import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { isUuid } from '@shared/uuid';
import { Button } from '../../components/ui/button';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import type { BookingPrefill } from './invoice-form';
import { InvoiceList, InvoicePlaceholders, NoInvoices } from './invoice-list';
import { InvoiceSheet } from './invoice-sheet';
import { useBookingToBill, useInvoices, type Invoice } from './use-invoices';
import { FloatingAction } from '../owner/floating-action';
import { invoicesText } from './messages/invoices-screens';

// absolute ('~'): inside its nested route, '/' would be written /app/invoices/ with a trailing slash
const LIST_PATH = '~/app/invoices';

/** ?action=new (the dashboard's Create Invoice) and ?bookingId= (a booking's Create invoice). */
function useRequestedSheet() {
  const params = new URLSearchParams(useSearch());
  const bookingId = params.get('bookingId');
  const booking = useBookingToBill(isUuid(bookingId) ? bookingId : null);
  const prefill: BookingPrefill | null = booking.data
    ? {
        bookingId: booking.data.id,
        clientId: booking.data.clientId,
        amountMinor: booking.data.amountMinor,
        ticketCode: booking.data.ticketCode,
        date: booking.data.date,
      }
    : null;
  return { isRequested: params.get('action') === 'new' || prefill !== null, prefill };
}

/** Invoices (docs/product/owner-area.md §2 Invoices): the list, its actions, and the Create/Edit sheet. */
export function InvoiceListPage() {
  const [, navigate] = useLocation();
  const requested = useRequestedSheet();
  const [page, setPage] = useState(1);
  const list = useInvoices(page);
  const [sheet, setSheet] = useState<{ invoice: Invoice | null } | null>(null);
  const create = () => setSheet({ invoice: null });
  const close = () => {
    setSheet(null);
    if (requested.isRequested) navigate(LIST_PATH, { replace: true });
  };
  const isOpen = sheet !== null || requested.isRequested;

  return (
    // room below the last invoice for the floating Create Invoice button on phones
    <OwnerMain className="pb-16 md:pb-8">
      <PageHeader
        title={invoicesText('title')}
        subtitle={invoicesText('subtitle')}
        actions={
          <Button onClick={create} className="max-md:hidden">
            <Plus />
            {invoicesText('create')}
          </Button>
        }
      />
      {list.isPending ? (
        <InvoicePlaceholders />
      ) : list.isError ? (
        <p className="text-muted" role="alert">
          {invoicesText('loadFailed')}
        </p>
      ) : list.data.invoices.length === 0 && page === 1 ? (
        <NoInvoices onCreate={create} />
      ) : (
        <InvoiceList
          page={list.data}
          isStale={list.isPlaceholderData}
          onEdit={(invoice) => setSheet({ invoice })}
          onPage={setPage}
        />
      )}
      <FloatingAction label={invoicesText('create')} onClick={create} />
      <InvoiceSheet
        isOpen={isOpen}
        invoice={sheet?.invoice ?? null}
        prefill={sheet ? null : requested.prefill}
        onClose={close}
      />
    </OwnerMain>
  );
}
