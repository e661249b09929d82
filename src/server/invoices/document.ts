import { eq } from 'drizzle-orm';
import { localDateAt } from '@shared/zoned-time';
import type { Executor } from '../db/database';
import { clients } from '../db/schema/people';
import type { BusinessRow } from '../http/context';
import type { InvoiceFacts, InvoiceLine } from '../mail/invoice-pdf';
import { presentInvoice, type InvoiceWithParties } from './presenter';
import { businessDay, loadInvoice } from './queries';

/**
 * The one line an invoice has: its booking's service, or the work in general. Worded when it is
 * shown (describeLine), as the mail and the printed page may be read in different languages.
 */
function lineOf({ invoice, booking }: InvoiceWithParties): InvoiceLine {
  const about = booking
    ? { serviceName: booking.serviceName, ticketCode: booking.ticketCode, date: booking.date }
    : null;
  return { booking: about, amountMinor: invoice.subtotalMinor };
}

/**
 * Everything the printed page, the PDF and the mail show of an invoice: the invoice, the client's
 * contact details and the business's letterhead (never its owner or payment set-up).
 */
export async function loadInvoiceDocument(
  db: Executor,
  { business, invoiceId }: { business: BusinessRow; invoiceId: string },
) {
  const parties = await loadInvoice(db, { businessId: business.id, invoiceId });
  const [[contact], { timezone }] = await Promise.all([
    db
      .select({ phone: clients.phone, address: clients.address })
      .from(clients)
      .where(eq(clients.id, parties.client.id)),
    businessDay(db, business.id, new Date()),
  ]);
  const invoice = presentInvoice(parties);
  const facts: InvoiceFacts = {
    number: invoice.number,
    issuedOn: localDateAt(parties.invoice.createdAt, timezone),
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    subtotalMinor: invoice.subtotalMinor,
    taxMinor: invoice.taxMinor,
    totalMinor: invoice.totalMinor,
    notes: invoice.notes,
    lines: [lineOf(parties)],
    client: {
      name: invoice.client.name,
      email: invoice.client.email,
      phone: contact?.phone ?? null,
      address: contact?.address ?? null,
    },
    business: {
      name: business.name,
      email: business.email,
      phone: business.phone,
      address: business.address,
      city: business.city,
      country: business.country,
    },
  };
  return { invoice, facts, logoUrl: business.logoUrl };
}

export type InvoiceDocument = Awaited<ReturnType<typeof loadInvoiceDocument>>;
