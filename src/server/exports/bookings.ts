import { sql, type SQL } from 'drizzle-orm';
import type { ColumnOption } from 'csv-stringify';
import type { BookingSource, BookingStatus, PaymentStatus } from '@shared/bookings';
import { exportsText } from '@shared/messages/exports';
import type { Database } from '../db/database';
import { EXPORT_BATCH, type Cursor, type ExportRow } from './csv-stream';
import { afterCursor, decimalOf, labelOf, localTimestamp } from './sql-parts';

const BOOKING_KEYS = [
  'ticket',
  'date',
  'time',
  'service',
  'client',
  'email',
  'phone',
  'staff',
  'status',
  'payment',
  'amount',
  'currency',
  'source',
  'notes',
  'bookedAt',
] as const;

/** The file's columns, headed in the owner's language. */
export function bookingColumns(): ColumnOption[] {
  return BOOKING_KEYS.map((key) => ({ key, header: exportsText(`bookings.${key}`) }));
}

// the labels of the owner's language, read when the batch's query is built
const statusLabels = (): Record<BookingStatus, string> => ({
  pending: exportsText('status.pending'),
  confirmed: exportsText('status.confirmed'),
  completed: exportsText('status.completed'),
  cancelled: exportsText('status.cancelled'),
});

const paymentLabels = (): Record<PaymentStatus, string> => ({
  pending: exportsText('payment.pending'),
  completed: exportsText('payment.completed'),
  failed: exportsText('payment.failed'),
  refund_due: exportsText('payment.refund_due'),
  refunded: exportsText('payment.refunded'),
});

const sourceLabels = (): Record<BookingSource, string> => ({
  online: exportsText('source.online'),
  owner: exportsText('source.owner'),
  whatsapp: exportsText('source.whatsapp'),
  ussd: exportsText('source.ussd'),
  api: exportsText('source.api'),
});

/**
 * One batch of the business's bookings in calendar order (start, then id), with the service,
 * client and staff names, read by keyset on bookings_business_starts_idx. Every cell is made text
 * by the database and the rows are used as pg gives them: at 100,000 rows, mapping each cell
 * through the query builder cost more than the query itself.
 */
export function bookingBatchQuery({
  businessId,
  timezone,
  after,
}: {
  businessId: string;
  timezone: string;
  after?: Cursor;
}): SQL {
  return sql`
    SELECT
      b.starts_at::text AS "cursorAt",
      b.id::text AS "cursorId",
      b.ticket_code AS ticket,
      b.booking_date::text AS date,
      to_char(b.booking_time, 'HH24:MI') AS time,
      s.name AS service,
      -- the client's record as it is now, or the name the booking was made under
      coalesce(c.name, b.customer_name) AS client,
      b.customer_email AS email,
      b.customer_phone AS phone,
      st.name AS staff,
      ${labelOf(sql`b.status`, statusLabels())} AS status,
      ${labelOf(sql`b.payment_status`, paymentLabels())} AS payment,
      ${decimalOf(sql`b.total_amount_minor`)} AS amount,
      b.currency,
      ${labelOf(sql`b.source`, sourceLabels())} AS source,
      b.notes,
      ${localTimestamp(sql`b.created_at`, timezone)} AS "bookedAt"
    FROM bookings b
    JOIN services s ON s.id = b.service_id
    LEFT JOIN clients c ON c.id = b.client_id
    LEFT JOIN staff st ON st.id = b.staff_id
    WHERE b.business_id = ${businessId}
      ${afterCursor(sql`b.starts_at`, sql`b.id`, '>', after)}
    ORDER BY b.starts_at, b.id
    LIMIT ${EXPORT_BATCH}`;
}

export async function readBookings(
  db: Database,
  options: { businessId: string; timezone: string; after?: Cursor },
): Promise<ExportRow[]> {
  return (await db.execute<ExportRow>(bookingBatchQuery(options))).rows;
}
