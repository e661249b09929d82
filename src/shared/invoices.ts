import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { parseLocalDate } from './local-time';
import { formatMoney } from './money';
import { plainText } from './plain-text';
import { isUuid } from './uuid';

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
};

/** The largest subtotal in major units: with tax at most the subtotal, the total still fits an integer column. */
export const MAX_INVOICE_AMOUNT = 10_000_000;
export const INVOICES_PAGE_SIZE = 20;

/** Messages of docs/product/owner-area.md §5 Validation and §8 Messages for invoices, and the rules this build adds. */
export const INVOICE_MESSAGES = {
  missingInformation: 'Missing required information',
  subtotalRequired: 'Subtotal is required',
  subtotalNegative: 'Subtotal cannot be negative',
  subtotalTooHigh: `Subtotal must be at most ${new Intl.NumberFormat('en-KE').format(MAX_INVOICE_AMOUNT)}`,
  taxNegative: 'Tax amount cannot be negative',
  taxAboveSubtotal: 'Tax amount cannot be more than the subtotal',
  amountFormat: 'Enter an amount such as 1500 or 15.50',
  minorUnits: 'Amounts are whole numbers of minor units (KES 15.50 is 1550)',
  dueDate: 'Use a real date such as 2026-11-23.',
  dueDatePast: 'Due date cannot be in the past',
  notesTooLong: `Notes must be less than ${TEXT_LIMITS.notes} characters`,
  notText: (field: string) => `${field} must be text`,
  clientNotFound: 'Client not found.',
  bookingNotFound: 'Booking not found.',
  bookingInvoiced: (number: string) => `This booking already has an invoice (${number}).`,
  notFound: 'Invoice not found.',
  page: 'Page must be a whole number from 1 to 100000',
  noEmail:
    'This client has no email address, so the invoice cannot be sent. Add one on the Clients page first.',
  alreadySent: 'This invoice has already been sent.',
  notSentYet: 'Only a sent invoice can be sent again. Send it first.',
  sendFirst: 'Send the invoice before marking it paid.',
  alreadyPaid: 'This invoice is already paid.',
  paidLocked:
    'This invoice is paid, so its client and amounts can no longer be changed. You can still change its due date and notes.',
  mailFailed: 'The invoice could not be e-mailed just now. Nothing was changed; please try again.',
  busy: 'Many invoices are being created at once. Please try again.',
} as const;

/** The toasts of docs/product/owner-area.md §8 Messages, and those of the actions this build adds. */
export const INVOICE_TOASTS = {
  created: 'Invoice created successfully',
  updated: 'Invoice updated successfully',
  saveFailed: 'Failed to save invoice',
  updateFailed: 'Failed to update invoice',
  sent: (email: string) => `Invoice sent to ${email}`,
  paid: 'Invoice marked as paid',
  loadFailed: 'Failed to load invoices',
} as const;

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

function minorAmount(required: string, negative: string) {
  return z
    .number({ error: required })
    .check(
      z.int(INVOICE_MESSAGES.minorUnits),
      z.gte(0, negative),
      z.lte(MAX_MINOR, INVOICE_MESSAGES.subtotalTooHigh),
    );
}

const clientId = z
  .string({ error: INVOICE_MESSAGES.missingInformation })
  .check(
    z.minLength(1, { message: INVOICE_MESSAGES.missingInformation, abort: true }),
    z.refine(isUuid, INVOICE_MESSAGES.clientNotFound),
  );

/** A calendar date that exists (2026-02-30 does not), or nothing. */
const dueDate = z.pipe(
  z.optional(
    z.nullable(
      z
        .string({ error: INVOICE_MESSAGES.dueDate })
        .check(
          z.refine(
            (value) => value === '' || parseLocalDate(value) !== null,
            INVOICE_MESSAGES.dueDate,
          ),
        ),
    ),
  ),
  z.transform((value) => value || null),
);

const notes = z.pipe(
  z.optional(
    z.nullable(
      z
        .string({ error: INVOICE_MESSAGES.notText('Notes') })
        .check(
          z.trim(),
          plainText({ multiline: true }),
          z.maxLength(TEXT_LIMITS.notes, INVOICE_MESSAGES.notesTooLong),
        ),
    ),
  ),
  z.transform((value) => value || null),
);

const taxWithinSubtotal = z.refine<{ subtotalMinor: number; taxMinor: number }>(
  // a negative subtotal has its own message
  (input) => input.subtotalMinor < 0 || input.taxMinor <= input.subtotalMinor,
  { message: INVOICE_MESSAGES.taxAboveSubtotal, path: ['taxMinor'] },
);

const invoiceFields = {
  clientId,
  subtotalMinor: minorAmount(INVOICE_MESSAGES.subtotalRequired, INVOICE_MESSAGES.subtotalNegative),
  taxMinor: z._default(minorAmount(INVOICE_MESSAGES.taxNegative, INVOICE_MESSAGES.taxNegative), 0),
  dueDate,
  notes,
};

/**
 * An invoice as the API takes it, on create and on edit: amounts in minor units (KES 1,500 is
 * 150000), tax at most the subtotal; the number, status, currency and total are the server's.
 */
export const InvoiceInputSchema = z
  .object(invoiceFields, { error: INVOICE_MESSAGES.missingInformation })
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
            .string({ error: INVOICE_MESSAGES.bookingNotFound })
            .check(z.refine(isUuid, INVOICE_MESSAGES.bookingNotFound)),
        ),
      ),
    },
    { error: INVOICE_MESSAGES.missingInformation },
  )
  .check(taxWithinSubtotal);
export type InvoiceCreateInput = z.input<typeof InvoiceCreateSchema>;
export type InvoiceCreateValues = z.output<typeof InvoiceCreateSchema>;

export const InvoiceListQuerySchema = z.object({
  page: z.optional(
    z.pipe(
      z.string({ error: INVOICE_MESSAGES.page }).check(z.regex(/^\d{1,6}$/, INVOICE_MESSAGES.page)),
      z.pipe(
        z.transform(Number),
        z.number().check(z.gte(1, INVOICE_MESSAGES.page), z.lte(100_000, INVOICE_MESSAGES.page)),
      ),
    ),
  ),
});
