import { and, asc, count, desc, eq } from 'drizzle-orm';
import { INVOICE_MESSAGES, INVOICES_PAGE_SIZE } from '@shared/invoices';
import { isUuid } from '@shared/uuid';
import { localDateAt } from '@shared/zoned-time';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { businessSettings } from '../db/schema/businesses';
import { invoices } from '../db/schema/invoices';
import { clients } from '../db/schema/people';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { presentInvoice, type InvoiceWithParties } from './presenter';

/** The invoice form lists at most this many clients, by name. */
const FORM_CLIENT_LIMIT = 1000;
const DEFAULT_TIMEZONE = 'Africa/Nairobi';

export function invoiceNotFound(): ApiError {
  return new ApiError(404, 'not_found', INVOICE_MESSAGES.notFound);
}

/** An id from a path: anything that is not a UUID cannot name an invoice, so it is simply not found. */
export function invoiceIdOf(value: string | undefined): string {
  if (!isUuid(value)) throw invoiceNotFound();
  return value.toLowerCase();
}

/** The business's time zone and its local date at `now`: 'today' and 'past' are the business's. */
export async function businessDay(db: Executor, businessId: string, now: Date) {
  const [settings] = await db
    .select({ timezone: businessSettings.timezone })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId));
  const timezone = settings?.timezone ?? DEFAULT_TIMEZONE;
  return { timezone, today: localDateAt(now, timezone) };
}

function withParties(db: Executor) {
  return db
    .select({
      invoice: invoices,
      clientName: clients.name,
      clientEmail: clients.email,
      ticketCode: bookings.ticketCode,
      bookingDate: bookings.bookingDate,
      serviceName: services.name,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(bookings, eq(bookings.id, invoices.bookingId))
    .leftJoin(services, eq(services.id, bookings.serviceId));
}

type PartiesRow = Awaited<ReturnType<ReturnType<typeof withParties>['execute']>>[number];

function toParties(row: PartiesRow): InvoiceWithParties {
  const { invoice } = row;
  return {
    invoice,
    client: { id: invoice.clientId, name: row.clientName, email: row.clientEmail },
    booking:
      invoice.bookingId && row.ticketCode && row.bookingDate
        ? {
            id: invoice.bookingId,
            ticketCode: row.ticketCode,
            date: row.bookingDate,
            serviceName: row.serviceName ?? '',
          }
        : null,
  };
}

/** The invoice with its client and booking, if it is the business's. */
export async function loadInvoice(
  db: Executor,
  { businessId, invoiceId }: { businessId: string; invoiceId: string },
): Promise<InvoiceWithParties> {
  const [row] = await withParties(db).where(
    and(eq(invoices.id, invoiceId), eq(invoices.businessId, businessId)),
  );
  if (!row) throw invoiceNotFound();
  return toParties(row);
}

/** A page of the business's invoices, newest first (invoices_business_created_idx). */
export async function listInvoices(
  db: Executor,
  { businessId, page = 1 }: { businessId: string; page?: number },
) {
  const pageSize = INVOICES_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    withParties(db)
      .where(eq(invoices.businessId, businessId))
      .orderBy(desc(invoices.createdAt), desc(invoices.invoiceNumber))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(invoices).where(eq(invoices.businessId, businessId)),
  ]);
  return {
    invoices: rows.map((row) => presentInvoice(toParties(row))),
    total: total?.value ?? 0,
    page,
    pageSize,
  };
}

/** What the invoice form needs: the clients by name, the currency, and the business's today. */
export async function invoiceFormOptions(
  db: Executor,
  { businessId, currency, now }: { businessId: string; currency: string; now: Date },
) {
  const [options, day] = await Promise.all([
    db
      .select({ id: clients.id, name: clients.name, email: clients.email })
      .from(clients)
      .where(eq(clients.businessId, businessId))
      .orderBy(asc(clients.name), asc(clients.id))
      .limit(FORM_CLIENT_LIMIT),
    businessDay(db, businessId, now),
  ]);
  return { clients: options, currency, today: day.today, timezone: day.timezone };
}
