import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES } from '@shared/invoices';
import { CURRENCIES, TEXT_LIMITS } from '@shared/limits';
import { bookings } from './bookings';
import { businesses } from './businesses';
import { checkIn, checkMaxLength, checkSql, createdAt, id, updatedAt } from './columns';
import { clients } from './people';

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** INV-YYYYMMDD-NNN, kept on edit. */
    invoiceNumber: text('invoice_number').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    subtotalMinor: integer('subtotal_minor').notNull(),
    taxMinor: integer('tax_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    dueDate: date('due_date'),
    notes: text('notes'),
    /** When the client was first mailed the invoice; a draft has never been sent. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('invoices_number_unique').on(t.businessId, t.invoiceNumber),
    // a booking is billed once: a second invoice for it would ask the client to pay twice
    unique('invoices_booking_unique').on(t.bookingId),
    checkIn('invoices_status', t.status, INVOICE_STATUSES),
    checkIn('invoices_currency', t.currency, CURRENCIES),
    checkSql('invoices_number_format', sql`${t.invoiceNumber} ~ '^INV-[0-9]{8}-[0-9]{3,}$'`),
    checkSql('invoices_amounts_positive', sql`${t.subtotalMinor} >= 0 AND ${t.taxMinor} >= 0`),
    checkSql('invoices_total_is_sum', sql`${t.totalMinor} = ${t.subtotalMinor} + ${t.taxMinor}`),
    checkSql('invoices_paid_at_when_paid', sql`(${t.status} = 'paid') = (${t.paidAt} IS NOT NULL)`),
    checkSql('invoices_sent_at_unless_draft', sql`(${t.status} = 'draft') = (${t.sentAt} IS NULL)`),
    checkMaxLength('invoices_notes_length', t.notes, TEXT_LIMITS.notes),
    index('invoices_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('invoices_client_idx').on(t.clientId),
    // the daily overdue job reads sent invoices by due date
    index('invoices_sent_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} = 'sent'`),
  ],
);
