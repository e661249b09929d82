import { sql, type SQL } from 'drizzle-orm';
import type { ColumnOption } from 'csv-stringify';
import type { BookingSource, BookingStatus, PaymentStatus } from '@shared/bookings';
import type { Database } from '../db/database';
import { EXPORT_BATCH, type Cursor, type ExportRow } from './csv-stream';
import { afterCursor, decimalOf, labelOf, localTimestamp } from './sql-parts';

export const BOOKING_COLUMNS: ColumnOption[] = [
  { key: 'ticket', header: 'Ticket' },
  { key: 'date', header: 'Date' },
  { key: 'time', header: 'Time' },
  { key: 'service', header: 'Service' },
  { key: 'client', header: 'Client' },
  { key: 'email', header: 'Client email' },
  { key: 'phone', header: 'Client phone' },
  { key: 'staff', header: 'Staff' },
  { key: 'status', header: 'Status' },
  { key: 'payment', header: 'Payment' },
  { key: 'amount', header: 'Amount' },
  { key: 'currency', header: 'Currency' },
  { key: 'source', header: 'Booked by' },
  { key: 'notes', header: 'Notes' },
  { key: 'bookedAt', header: 'Booked at' },
];

const STATUS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const PAYMENT: Record<PaymentStatus, string> = {
  pending: 'Unpaid',
  completed: 'Paid',
  failed: 'Payment failed',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

const SOURCE: Record<BookingSource, string> = { online: 'Client online', owner: 'Front desk' };

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
      ${labelOf(sql`b.status`, STATUS)} AS status,
      ${labelOf(sql`b.payment_status`, PAYMENT)} AS payment,
      ${decimalOf(sql`b.total_amount_minor`)} AS amount,
      b.currency,
      ${labelOf(sql`b.source`, SOURCE)} AS source,
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
