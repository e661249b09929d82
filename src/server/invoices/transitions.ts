import { and, eq, inArray } from 'drizzle-orm';
import { cataloguesLoaded } from '@shared/i18n/loading';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { INVOICE_MESSAGES, type InvoiceStatus } from '@shared/invoices';
import type { Database } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { invoices } from '../db/schema/invoices';
import { clients } from '../db/schema/people';
import type { BusinessRow } from '../http/context';
import { ApiError } from '../http/errors';
import { inLocale } from '../i18n/request-locale';
import type { Logger } from '../logger';
import { invoiceMail } from '../mail/invoice-email';
import type { Mailer } from '../mail/mailer';
import { recordInvoiceChange } from './audit';
import { loadInvoiceDocument, type InvoiceDocument } from './document';
import { payInvoicedBooking } from './pay-booking';
import { loadInvoice } from './queries';
import { lockOwnedInvoice } from './update';

export interface InvoiceMailDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

interface Transition {
  business: BusinessRow;
  invoiceId: string;
  userId: string;
  now?: Date;
}

function conflict(code: string, message: string): ApiError {
  return new ApiError(409, code, message);
}

function assertDraft(status: InvoiceStatus): void {
  if (status === 'paid') throw conflict('invoice_paid', INVOICE_MESSAGES.alreadyPaid);
  if (status !== 'draft') throw conflict('already_sent', INVOICE_MESSAGES.alreadySent);
}

function recipientOf(document: InvoiceDocument): string {
  const email = document.invoice.client.email;
  if (!email) throw conflict('no_email', INVOICE_MESSAGES.noEmail);
  return email;
}

/**
 * The language an invoice is written in for its client (docs/decisions/0071): its booking's, where it
 * was made from one, else the language the client last booked in (clients.locale); never that of the
 * owner sending it.
 */
async function readerLocale(db: Database, document: InvoiceDocument): Promise<Locale> {
  const { booking, client } = document.invoice;
  const [row] = booking
    ? await db.select({ locale: bookings.locale }).from(bookings).where(eq(bookings.id, booking.id))
    : await db.select({ locale: clients.locale }).from(clients).where(eq(clients.id, client.id));
  return row?.locale ?? DEFAULT_LOCALE;
}

async function mailInvoice(
  deps: InvoiceMailDeps,
  document: InvoiceDocument,
  to: string,
  isReminder: boolean,
): Promise<void> {
  const locale = await readerLocale(deps.db, document);
  await cataloguesLoaded();
  try {
    // the mail and its PDF alike
    const mail = await inLocale(locale, () =>
      invoiceMail({ ...document.facts, clientEmail: to, isReminder }),
    );
    await deps.mailer.send(mail);
  } catch (err) {
    deps.logger.error({ err, invoiceId: document.invoice.id }, 'invoice mail failed');
    throw new ApiError(502, 'mail_failed', INVOICE_MESSAGES.mailFailed);
  }
}

/**
 * Draft to sent: the invoice is claimed as sent first, so two presses of Send mail the client once,
 * then mailed (HTML and PDF); if the mail cannot go, the claim is undone and the invoice is a draft
 * again. A server that stops between the two leaves it sent unmailed, and Send again mails it.
 */
export async function sendInvoice(deps: InvoiceMailDeps, transition: Transition) {
  const { db } = deps;
  const { business, invoiceId, userId, now = new Date() } = transition;
  const document = await loadInvoiceDocument(db, { business, invoiceId });
  assertDraft(document.invoice.status);
  const to = recipientOf(document);
  await db.transaction(async (tx) => {
    const invoice = await lockOwnedInvoice(tx, business.id, invoiceId);
    assertDraft(invoice.status);
    await tx
      .update(invoices)
      .set({ status: 'sent', sentAt: now, updatedAt: now })
      .where(eq(invoices.id, invoiceId));
    await recordInvoiceChange(tx, {
      action: 'INVOICE_SENT',
      invoiceId,
      userId,
      before: { number: invoice.invoiceNumber, status: 'draft' },
      after: { number: invoice.invoiceNumber, status: 'sent', to },
    });
  });
  try {
    await mailInvoice(deps, document, to, false);
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx
        .update(invoices)
        .set({ status: 'draft', sentAt: null })
        .where(
          and(eq(invoices.id, invoiceId), eq(invoices.status, 'sent'), eq(invoices.sentAt, now)),
        );
      await recordInvoiceChange(tx, {
        action: 'INVOICE_SENT',
        invoiceId,
        userId,
        before: { number: document.invoice.number, status: 'sent' },
        after: { number: document.invoice.number, status: 'draft', mailFailed: true },
      });
    });
    throw error;
  }
  return loadInvoice(db, { businessId: business.id, invoiceId });
}

/** Mails a sent or overdue invoice to the client again (after an edit, say); its status stays. */
export async function resendInvoice(deps: InvoiceMailDeps, transition: Transition) {
  const { business, invoiceId, userId } = transition;
  const document = await loadInvoiceDocument(deps.db, { business, invoiceId });
  const { status, number } = document.invoice;
  if (status === 'paid') throw conflict('invoice_paid', INVOICE_MESSAGES.alreadyPaid);
  if (status === 'draft') throw conflict('not_sent', INVOICE_MESSAGES.notSentYet);
  const to = recipientOf(document);
  await mailInvoice(deps, document, to, true);
  await recordInvoiceChange(deps.db, {
    action: 'INVOICE_RESENT',
    invoiceId,
    userId,
    before: { number, status },
    after: { number, status, to },
  });
  return loadInvoice(deps.db, { businessId: business.id, invoiceId });
}

/**
 * Sent or overdue to paid, with paid_at stamped; a draft must be sent first. An invoice made from a
 * booking pays that booking in the same transaction (payInvoicedBooking). Paid is final: no step
 * takes an invoice back to unpaid, so no booking is ever left paid by an invoice that is not.
 */
export async function markInvoicePaid(db: Database, transition: Transition) {
  const { business, invoiceId, userId, now = new Date() } = transition;
  await db.transaction(async (tx) => {
    const invoice = await lockOwnedInvoice(tx, business.id, invoiceId);
    if (invoice.status === 'paid') throw conflict('invoice_paid', INVOICE_MESSAGES.alreadyPaid);
    if (invoice.status === 'draft') throw conflict('not_sent', INVOICE_MESSAGES.sendFirst);
    await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, ['sent', 'overdue'])));
    const bookingPaid = invoice.bookingId
      ? await payInvoicedBooking(tx, {
          businessId: business.id,
          bookingId: invoice.bookingId,
          totalMinor: invoice.totalMinor,
          now,
        })
      : null;
    await recordInvoiceChange(tx, {
      action: 'INVOICE_PAID',
      invoiceId,
      userId,
      before: { number: invoice.invoiceNumber, status: invoice.status },
      after: {
        number: invoice.invoiceNumber,
        status: 'paid',
        paidAt: now.toISOString(),
        ...(bookingPaid && { bookingPaid }),
      },
    });
  });
  return loadInvoice(db, { businessId: business.id, invoiceId });
}
