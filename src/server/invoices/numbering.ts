import { sql } from 'drizzle-orm';
import { INVOICE_MESSAGES, invoiceNumberPrefix } from '@shared/invoices';
import type { Database } from '../db/database';
import { invoices } from '../db/schema/invoices';
import { ApiError } from '../http/errors';

/** Each attempt that loses a race lets one rival win, so this many outlast any realistic burst. */
const MAX_ATTEMPTS = 100;

export interface NumberedInvoice {
  businessId: string;
  clientId: string;
  bookingId: string | null;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  currency: string;
  dueDate: string | null;
  notes: string | null;
}

/**
 * Inserts the invoice under the day's next number, INV-YYYYMMDD-NNN (the business's local date; a
 * thousandth invoice in one day gets NNNN). Two requests that read the same last number clash on
 * invoices_number_unique: the loser inserts nothing (ON CONFLICT DO NOTHING, after waiting for the
 * winner to commit) and tries again with the number after the winner's.
 */
export async function insertNumberedInvoice(
  db: Database,
  { localDate, values }: { localDate: string; values: NumberedInvoice },
): Promise<string> {
  const prefix = invoiceNumberPrefix(localDate);
  const next = sql`coalesce(max(substring(${invoices.invoiceNumber} from ${prefix.length + 1}::int)::int), 0) + 1`;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { rows } = await db.execute<{ id: string }>(sql`
      INSERT INTO ${invoices} (business_id, client_id, booking_id, invoice_number, subtotal_minor,
        tax_minor, total_minor, currency, due_date, notes)
      SELECT ${values.businessId}::uuid, ${values.clientId}::uuid, ${values.bookingId}::uuid,
        ${prefix} || lpad((${next})::text, greatest(3, length((${next})::text)), '0'),
        ${values.subtotalMinor}::int, ${values.taxMinor}::int, ${values.totalMinor}::int,
        ${values.currency}::text, ${values.dueDate}::date, ${values.notes}::text
      FROM ${invoices}
      WHERE ${invoices.businessId} = ${values.businessId}::uuid
        AND ${invoices.invoiceNumber} LIKE ${`${prefix}%`}
      ON CONFLICT ON CONSTRAINT invoices_number_unique DO NOTHING
      RETURNING id`);
    const id = rows[0]?.id;
    if (id) return id;
  }
  throw new ApiError(503, 'busy', INVOICE_MESSAGES.busy);
}
