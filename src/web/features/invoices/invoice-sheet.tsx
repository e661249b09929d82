import { Link } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Sheet, SheetContent } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { InvoiceForm, type BookingPrefill } from './invoice-form';
import { useInvoiceFormOptions, type Invoice } from './use-invoices';

function FormPlaceholder() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading the form">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  );
}

/** The right-side sheet: 'Create New Invoice' or 'Edit Invoice' (docs/product/owner-area.md §2 Invoices). */
export function InvoiceSheet({
  isOpen,
  invoice,
  prefill,
  onClose,
}: {
  isOpen: boolean;
  /** The invoice being edited, or null to create one. */
  invoice: Invoice | null;
  prefill: BookingPrefill | null;
  onClose: () => void;
}) {
  const options = useInvoiceFormOptions(isOpen);
  return (
    <Sheet open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        title={invoice ? 'Edit Invoice' : 'Create New Invoice'}
        description={
          invoice ? 'Update your invoice details' : 'Create a new invoice for your client'
        }
      >
        {!isOpen ? null : options.isPending ? (
          <FormPlaceholder />
        ) : options.isError ? (
          <Alert tone="error">
            The form could not be loaded. Check your connection and try again.
          </Alert>
        ) : (
          <>
            {options.data.clients.length === 0 ? (
              <Alert tone="info">
                You have no clients yet.{' '}
                <Link href="~/app/clients?action=new" className="font-medium underline">
                  Add a client
                </Link>{' '}
                first, then invoice them here.
              </Alert>
            ) : null}
            <InvoiceForm
              key={invoice?.id ?? prefill?.bookingId ?? 'new'}
              invoice={invoice}
              prefill={prefill}
              options={options.data}
              onDone={onClose}
            />
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
