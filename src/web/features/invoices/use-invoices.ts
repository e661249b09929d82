import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { INVOICE_TOASTS, type InvoiceCreateValues, type InvoiceValues } from '@shared/invoices';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';

export type InvoicePage = InferResponseType<typeof api.invoices.$get, 200>;
export type Invoice = InvoicePage['invoices'][number];
export type InvoiceFormOptions = InferResponseType<typeof api.invoices.form.$get, 200>;
export type PrintableInvoice = InferResponseType<
  (typeof api.invoices)[':invoiceId']['print']['$get'],
  200
>;
type InvoiceAnswer = { invoice: Invoice };
type BookingAnswer = InferResponseType<(typeof api.bookings)[':bookingId']['$get'], 200>;

export const INVOICES_KEY = ['invoices'] as const;

export function useInvoices(page: number) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'list', page],
    queryFn: async () => readJson<InvoicePage>(await api.invoices.$get({ query: { page } })),
    placeholderData: keepPreviousData,
  });
}

/** The clients to bill, the currency and the business's today, while the form is open. */
export function useInvoiceFormOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'form'],
    enabled: isEnabled,
    queryFn: async () => readJson<InvoiceFormOptions>(await api.invoices.form.$get()),
  });
}

export function usePrintableInvoice(invoiceId: string) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'print', invoiceId],
    queryFn: async () =>
      readJson<PrintableInvoice>(
        await api.invoices[':invoiceId'].print.$get({ param: { invoiceId } }),
      ),
  });
}

/** The booking an invoice is made from, to fill the form with its client and amount. */
export function useBookingToBill(bookingId: string | null) {
  return useQuery({
    queryKey: ['bookings', bookingId],
    enabled: Boolean(bookingId),
    queryFn: async () => {
      const response = await api.bookings[':bookingId'].$get({
        param: { bookingId: bookingId ?? '' },
      });
      return (await readJson<BookingAnswer>(response)).booking;
    },
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
}

/** Creates an invoice (id null) or updates one; the toasts of docs/product/owner-area.md §8 Messages. */
export function useSaveInvoice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      id,
      input,
    }: {
      id: string | null;
      input: InvoiceValues | InvoiceCreateValues;
    }) => {
      const response = id
        ? await api.invoices[':invoiceId'].$put({ param: { invoiceId: id }, json: input })
        : await api.invoices.$post({ json: input });
      return (await readJson<InvoiceAnswer>(response)).invoice;
    },
    onSuccess: (_invoice, { id }) => {
      toast.success(id ? INVOICE_TOASTS.updated : INVOICE_TOASTS.created);
      void refresh();
    },
    onError: (error, { id }) => {
      toast.error(
        `${id ? INVOICE_TOASTS.updateFailed : INVOICE_TOASTS.saveFailed}: ${error.message}`,
      );
    },
  });
}

type Action = 'send' | 'resend' | 'mark-paid';

/**
 * Send, send again, or mark paid: each answers with the invoice as it now is. A paid invoice pays
 * its booking too, so the bookings and the dashboard's figures are asked again.
 */
export function useInvoiceAction(action: Action) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invoiceId: string) => {
      const route = api.invoices[':invoiceId'][action];
      return (await readJson<InvoiceAnswer>(await route.$post({ param: { invoiceId } }))).invoice;
    },
    onSuccess: (invoice) => {
      toast.success(
        action === 'mark-paid'
          ? INVOICE_TOASTS.paid
          : INVOICE_TOASTS.sent(invoice.client.email ?? ''),
      );
      void refresh();
      if (action === 'mark-paid' && invoice.booking) {
        void queryClient.invalidateQueries({ queryKey: ['bookings'] });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      }
    },
    onError: (error) => toast.error(`${INVOICE_TOASTS.updateFailed}: ${error.message}`),
  });
}
