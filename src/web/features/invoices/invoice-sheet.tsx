import { Link } from 'wouter';
import { rich } from '../../lib/rich-text';
import { Alert } from '../../components/ui/alert';
import { Sheet, SheetContent } from '../../components/ui/dialog';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { InvoiceForm, type BookingPrefill } from './invoice-form';
import { useInvoiceFormOptions, type Invoice } from './use-invoices';
import { invoicesText } from './messages/invoices-screens';

function FormPlaceholder() {
  return (
    <LoadingRegion className="grid gap-4" label={invoicesText('sheet.loadingForm')}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-16" />
      ))}
    </LoadingRegion>
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
        title={invoice ? invoicesText('sheet.edit') : invoicesText('sheet.create')}
        description={
          invoice ? invoicesText('sheet.editDescription') : invoicesText('sheet.createDescription')
        }
      >
        {!isOpen ? null : options.isPending ? (
          <FormPlaceholder />
        ) : options.isError ? (
          <Alert tone="error">{invoicesText('sheet.loadFailed')}</Alert>
        ) : (
          <>
            {options.data.clients.length === 0 ? (
              <Alert tone="info">
                {rich(invoicesText, 'sheet.noClients', {
                  link: (
                    <Link href="~/app/clients?action=new" className="font-medium underline">
                      {invoicesText('sheet.addClient')}
                    </Link>
                  ),
                })}
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
