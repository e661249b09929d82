import * as z from 'zod/mini';
import { INVOICE_MESSAGES, MAX_INVOICE_AMOUNT, type InvoiceValues } from './invoices';
import { TEXT_LIMITS } from './limits';
import { parseLocalDate } from './local-time';
import { decimalToMinor, minorToDecimal } from './money-input';
import { plainText } from './plain-text';

/**
 * The invoice form: what the owner types, as text (amounts in major units with up to two decimals),
 * with the rules and messages of the API's schema, turned into minor units only by decimalToMinor.
 */

const MAX_MINOR = MAX_INVOICE_AMOUNT * 100;

/** The messages are functions: a rule says its words when it fails, in the language of that moment. */
function amountText({ required, negative }: { required?: () => string; negative: () => string }) {
  return z.string().check(
    z.trim(),
    z.refine((value) => !required || value !== '', {
      error: () => required?.() ?? '',
      abort: true,
    }),
    z.refine((value) => !value.startsWith('-'), { error: negative, abort: true }),
    z.refine((value) => value === '' || decimalToMinor(value) !== null, {
      error: () => INVOICE_MESSAGES.amountFormat,
      abort: true,
    }),
    z.refine((value) => (decimalToMinor(value) ?? 0) <= MAX_MINOR, {
      error: () => INVOICE_MESSAGES.subtotalTooHigh,
    }),
  );
}

export const InvoiceFormSchema = z
  .object({
    clientId: z
      .string()
      .check(z.minLength(1, { error: () => INVOICE_MESSAGES.missingInformation })),
    subtotal: amountText({
      required: () => INVOICE_MESSAGES.subtotalRequired,
      negative: () => INVOICE_MESSAGES.subtotalNegative,
    }),
    tax: amountText({ negative: () => INVOICE_MESSAGES.taxNegative }),
    dueDate: z.string().check(
      z.refine((value) => value === '' || parseLocalDate(value) !== null, {
        error: () => INVOICE_MESSAGES.dueDate,
      }),
    ),
    notes: z
      .string()
      .check(
        plainText({ multiline: true }),
        z.maxLength(TEXT_LIMITS.notes, { error: () => INVOICE_MESSAGES.notesTooLong }),
      ),
  })
  .check(
    z.refine(
      (form: { subtotal: string; tax: string }) => {
        const subtotal = decimalToMinor(form.subtotal);
        // an unreadable subtotal has its own message
        return subtotal === null || (decimalToMinor(form.tax) ?? 0) <= subtotal;
      },
      { error: () => INVOICE_MESSAGES.taxAboveSubtotal, path: ['tax'] },
    ),
  );
export type InvoiceForm = z.infer<typeof InvoiceFormSchema>;

export function emptyInvoiceForm(): InvoiceForm {
  return { clientId: '', subtotal: '', tax: '', dueDate: '', notes: '' };
}

/** An invoice's stored values as the form shows them. */
export function invoiceToForm(invoice: {
  clientId: string;
  subtotalMinor: number;
  taxMinor: number;
  dueDate: string | null;
  notes: string | null;
}): InvoiceForm {
  return {
    clientId: invoice.clientId,
    subtotal: minorToDecimal(invoice.subtotalMinor),
    tax: invoice.taxMinor ? minorToDecimal(invoice.taxMinor) : '',
    dueDate: invoice.dueDate ?? '',
    notes: invoice.notes ?? '',
  };
}

/** A checked form as the API body; a blank tax is none. */
export function invoiceFormToInput(form: InvoiceForm): InvoiceValues {
  return {
    clientId: form.clientId,
    subtotalMinor: decimalToMinor(form.subtotal) ?? 0,
    taxMinor: decimalToMinor(form.tax) ?? 0,
    dueDate: form.dueDate || null,
    notes: form.notes.trim() || null,
  };
}
