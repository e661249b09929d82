import type { invoices } from '../db/schema/invoices';

export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice with the names around it, as the list, the form and the mail read it. */
export interface InvoiceWithParties {
  invoice: InvoiceRow;
  client: { id: string; name: string; email: string | null };
  booking: { id: string; ticketCode: string; date: string; serviceName: string } | null;
}

/** An invoice as its business sees it; never the business id. */
export function presentInvoice({ invoice, client, booking }: InvoiceWithParties) {
  return {
    id: invoice.id,
    number: invoice.invoiceNumber,
    status: invoice.status,
    subtotalMinor: invoice.subtotalMinor,
    taxMinor: invoice.taxMinor,
    totalMinor: invoice.totalMinor,
    currency: invoice.currency,
    dueDate: invoice.dueDate,
    notes: invoice.notes,
    client: { id: client.id, name: client.name, email: client.email },
    booking,
    createdAt: invoice.createdAt.toISOString(),
    sentAt: invoice.sentAt?.toISOString() ?? null,
    paidAt: invoice.paidAt?.toISOString() ?? null,
  };
}

export type InvoiceView = ReturnType<typeof presentInvoice>;
