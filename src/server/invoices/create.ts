import { and, eq } from 'drizzle-orm';
import { INVOICE_MESSAGES, invoiceTotal, type InvoiceCreateValues } from '@shared/invoices';
import type { Database, Executor } from '../db/database';
import { isPgError, PG_ERROR } from '../db/pg-errors';
import { bookings } from '../db/schema/bookings';
import { invoices } from '../db/schema/invoices';
import { clients } from '../db/schema/people';
import { ApiError } from '../http/errors';
import { insertNumberedInvoice } from './numbering';
import { businessDay, loadInvoice } from './queries';

function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, 'validation', message, { [field]: message });
}

/** A due date may not lie before the business's today (an unchanged one on edit is let be). */
export function assertDueDateAhead(dueDate: string | null, today: string): void {
  if (dueDate && dueDate < today) throw fieldError('dueDate', INVOICE_MESSAGES.dueDatePast);
}

/** The client must be the business's own; another business's answers as one that does not exist. */
export async function assertOwnClient(db: Executor, businessId: string, clientId: string) {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.businessId, businessId)));
  if (!client) throw fieldError('clientId', INVOICE_MESSAGES.clientNotFound);
}

async function bookingInvoicedError(db: Executor, bookingId: string): Promise<ApiError> {
  const [existing] = await db
    .select({ number: invoices.invoiceNumber })
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId));
  const message = INVOICE_MESSAGES.bookingInvoiced(existing?.number ?? null);
  return new ApiError(409, 'booking_invoiced', message, { bookingId: message });
}

/** The booking the invoice is for, if it is the business's and not billed yet. */
async function billableBooking(db: Executor, businessId: string, bookingId: string) {
  const [booking] = await db
    .select({ id: bookings.id, currency: bookings.currency })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.businessId, businessId)));
  if (!booking) throw fieldError('bookingId', INVOICE_MESSAGES.bookingNotFound);
  const [billed] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId));
  if (billed) throw await bookingInvoicedError(db, bookingId);
  return booking;
}

/**
 * A new draft invoice, numbered for the business's today. In the business's currency, or in its
 * booking's when made from one (a service may be priced in another currency).
 */
export async function createInvoice(
  db: Database,
  {
    businessId,
    currency,
    input,
    now = new Date(),
  }: { businessId: string; currency: string; input: InvoiceCreateValues; now?: Date },
) {
  const { today } = await businessDay(db, businessId, now);
  assertDueDateAhead(input.dueDate, today);
  await assertOwnClient(db, businessId, input.clientId);
  const booking = input.bookingId ? await billableBooking(db, businessId, input.bookingId) : null;
  let id: string;
  try {
    id = await insertNumberedInvoice(db, {
      localDate: today,
      values: {
        businessId,
        clientId: input.clientId,
        bookingId: booking?.id ?? null,
        subtotalMinor: input.subtotalMinor,
        taxMinor: input.taxMinor,
        totalMinor: invoiceTotal(input.subtotalMinor, input.taxMinor),
        currency: booking?.currency ?? currency,
        dueDate: input.dueDate,
        notes: input.notes,
      },
    });
  } catch (error) {
    // two invoices for one booking at once: the unique constraint lets one through
    if (booking && isPgError(error, PG_ERROR.uniqueViolation, 'invoices_booking_unique')) {
      throw await bookingInvoicedError(db, booking.id);
    }
    throw error;
  }
  return loadInvoice(db, { businessId, invoiceId: id });
}
