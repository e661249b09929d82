import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { parseLocalDate } from './local-time';
import { formatMoney } from './money';
import { plainText } from './plain-text';
import { isUuid } from './uuid';
import { invoiceRules } from './messages/invoice-rules';

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Each status in the reader's language, read when it is shown. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  get draft() {
    return invoiceRules('status.draft');
  },
  get sent() {
    return invoiceRules('status.sent');
  },
  get paid() {
    return invoiceRules('status.paid');
  },
  get overdue() {
    return invoiceRules('status.overdue');
  },
};

/** The largest subtotal in major units: with tax at most the subtotal, the total still fits an integer column. */
export const MAX_INVOICE_AMOUNT = 10_000_000;
export const INVOICES_PAGE_SIZE = 20;

/**
 * Messages of docs/product/owner-area.md §5 Validation and §8 Messages for invoices, and the rules this
 * build adds; each is read from the catalogue when it is said, in the language of that moment.
 */
export const INVOICE_MESSAGES = {
  get missingInformation() {
    return invoiceRules('missingInformation');
  },
  get subtotalRequired() {
    return invoiceRules('subtotalRequired');
  },
  get subtotalNegative() {
    return invoiceRules('subtotalNegative');
  },
  get subtotalTooHigh() {
    return invoiceRules('subtotalTooHigh', {
      max: new Intl.NumberFormat('en-KE').format(MAX_INVOICE_AMOUNT),
    });
  },
  get taxNegative() {
    return invoiceRules('taxNegative');
  },
  get taxAboveSubtotal() {
    return invoiceRules('taxAboveSubtotal');
  },
  get amountFormat() {
    return invoiceRules('amountFormat');
  },
  get minorUnits() {
    return invoiceRules('minorUnits');
  },
  get dueDate() {
    return invoiceRules('dueDate');
  },
  get dueDatePast() {
    return invoiceRules('dueDatePast');
  },
  get notesTooLong() {
    return invoiceRules('notesTooLong', { max: TEXT_LIMITS.notes });
  },
  get notesNotText() {
    return invoiceRules('notesNotText');
  },
  get clientNotFound() {
    return invoiceRules('clientNotFound');
  },
  get bookingNotFound() {
    return invoiceRules('bookingNotFound');
  },
  /** The booking's invoice by its number, or 'another invoice' when it cannot be read. */
  bookingInvoiced: (number: string | null) =>
    invoiceRules('bookingInvoiced', { number: number ?? invoiceRules('anotherInvoice') }),
  get notFound() {
    return invoiceRules('notFound');
  },
  get page() {
    return invoiceRules('page');
  },
  get noEmail() {
    return invoiceRules('noEmail');
  },
  get alreadySent() {
    return invoiceRules('alreadySent');
  },
  get notSentYet() {
    return invoiceRules('notSentYet');
  },
  get sendFirst() {
    return invoiceRules('sendFirst');
  },
  get alreadyPaid() {
    return invoiceRules('alreadyPaid');
  },
  get paidLocked() {
    return invoiceRules('paidLocked');
  },
  get mailFailed() {
    return invoiceRules('mailFailed');
  },
  get busy() {
    return invoiceRules('busy');
  },
};

/** The toasts of docs/product/owner-area.md §8 Messages, and those of the actions this build adds. */
export const INVOICE_TOASTS = {
  get created() {
    return invoiceRules('toast.created');
  },
  get updated() {
    return invoiceRules('toast.updated');
  },
  get saveFailed() {
    return invoiceRules('toast.saveFailed');
  },
  get updateFailed() {
    return invoiceRules('toast.updateFailed');
  },
  sent: (email: string) => invoiceRules('toast.sent', { email }),
  get paid() {
    return invoiceRules('toast.paid');
  },
  get loadFailed() {
    return invoiceRules('toast.loadFailed');
  },
};

/** 'INV-20261123-': the start of every number given on that local day. */
export function invoiceNumberPrefix(localDate: string): string {
  return `INV-${localDate.replaceAll('-', '')}-`;
}

export function invoiceTotal(subtotalMinor: number, taxMinor: number): number {
  return subtotalMinor + taxMinor;
}

/** The invoice's amounts formatted alike: all with cents as soon as one of them has any. */
export function invoiceMoney(invoice: {
  currency: string;
  subtotalMinor: number;
  taxMinor: number;
}): (amountMinor: number) => string {
  const withCents = [invoice.subtotalMinor, invoice.taxMinor].some((amount) => amount % 100 !== 0);
  return (amountMinor) =>
    formatMoney({ amountMinor, currency: invoice.currency }, undefined, { withCents });
}

const MAX_MINOR = MAX_INVOICE_AMOUNT * 100;

function minorAmount(required: () => string, negative: () => string) {
  return z
    .number({ error: required })
    .check(
      z.int({ error: () => INVOICE_MESSAGES.minorUnits }),
      z.gte(0, { error: negative }),
      z.lte(MAX_MINOR, { error: () => INVOICE_MESSAGES.subtotalTooHigh }),
    );
}

const clientId = z
  .string({ error: () => INVOICE_MESSAGES.missingInformation })
  .check(
    z.minLength(1, { error: () => INVOICE_MESSAGES.missingInformation, abort: true }),
    z.refine(isUuid, { error: () => INVOICE_MESSAGES.clientNotFound }),
  );

/** A calendar date that exists (2026-02-30 does not), or nothing. */
const dueDate = z.pipe(
  z.optional(
    z.nullable(
      z.string({ error: () => INVOICE_MESSAGES.dueDate }).check(
        z.refine((value) => value === '' || parseLocalDate(value) !== null, {
          error: () => INVOICE_MESSAGES.dueDate,
        }),
      ),
    ),
  ),
  z.transform((value) => value || null),
);

const notes = z.pipe(
  z.optional(
    z.nullable(
      z
        .string({ error: () => INVOICE_MESSAGES.notesNotText })
        .check(
          z.trim(),
          plainText({ multiline: true }),
          z.maxLength(TEXT_LIMITS.notes, { error: () => INVOICE_MESSAGES.notesTooLong }),
        ),
    ),
  ),
  z.transform((value) => value || null),
);

const taxWithinSubtotal = z.refine<{ subtotalMinor: number; taxMinor: number }>(
  // a negative subtotal has its own message
  (input) => input.subtotalMinor < 0 || input.taxMinor <= input.subtotalMinor,
  { error: () => INVOICE_MESSAGES.taxAboveSubtotal, path: ['taxMinor'] },
);

const invoiceFields = {
  clientId,
  subtotalMinor: minorAmount(
    () => INVOICE_MESSAGES.subtotalRequired,
    () => INVOICE_MESSAGES.subtotalNegative,
  ),
  taxMinor: z._default(
    minorAmount(
      () => INVOICE_MESSAGES.taxNegative,
      () => INVOICE_MESSAGES.taxNegative,
    ),
    0,
  ),
  dueDate,
  notes,
};

/**
 * An invoice as the API takes it, on create and on edit: amounts in minor units (KES 1,500 is
 * 150000), tax at most the subtotal; the number, status, currency and total are the server's.
 */
export const InvoiceInputSchema = z
  .object(invoiceFields, { error: () => INVOICE_MESSAGES.missingInformation })
  .check(taxWithinSubtotal);
export type InvoiceInput = z.input<typeof InvoiceInputSchema>;
export type InvoiceValues = z.output<typeof InvoiceInputSchema>;

/** A new invoice may be made for one of the business's bookings, which it is then linked to. */
export const InvoiceCreateSchema = z
  .object(
    {
      ...invoiceFields,
      bookingId: z.optional(
        z.nullable(
          z
            .string({ error: () => INVOICE_MESSAGES.bookingNotFound })
            .check(z.refine(isUuid, { error: () => INVOICE_MESSAGES.bookingNotFound })),
        ),
      ),
    },
    { error: () => INVOICE_MESSAGES.missingInformation },
  )
  .check(taxWithinSubtotal);
export type InvoiceCreateInput = z.input<typeof InvoiceCreateSchema>;
export type InvoiceCreateValues = z.output<typeof InvoiceCreateSchema>;

const pageError = { error: () => INVOICE_MESSAGES.page };

export const InvoiceListQuerySchema = z.object({
  page: z.optional(
    z.pipe(
      z.string({ error: () => INVOICE_MESSAGES.page }).check(z.regex(/^\d{1,6}$/, pageError)),
      z.pipe(z.transform(Number), z.number().check(z.gte(1, pageError), z.lte(100_000, pageError))),
    ),
  ),
});
