import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_SOURCES } from '@shared/bookings';
import { TEXT_LIMITS } from '@shared/limits';
import { WAITLIST_STATUSES } from '@shared/waitlist-rules';
import { bookings } from './bookings';
import { businesses } from './businesses';
import {
  checkIn,
  checkLocale,
  checkMaxLength,
  checkSql,
  createdAt,
  id,
  locale,
  updatedAt,
} from './columns';
import { staff } from './people';
import { services } from './services';

/**
 * A client waiting for a place (docs/decisions/0077): a service on a day, a staff member or anyone,
 * and optionally a window of the day. A place that frees is offered to the first one waiting as a
 * held booking of theirs (offer_booking_id), which they take through their link before it lapses.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** Null: anyone who performs the service. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    /** The window of the day the client can come in, start times from..to; null: any time. */
    fromTime: time('from_time'),
    toTime: time('to_time'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    locale: locale(),
    /** Where they joined: the booking page, the chat or the USSD menu; offers go back the same way. */
    source: text('source', { enum: BOOKING_SOURCES }).notNull().default('online'),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    /** The secret of the client's own link to the entry: see the offer, take it, or leave. */
    token: text('token').notNull(),
    /** Made once per join form: a join retried after a lost answer gets the same entry back. */
    joinKey: text('join_key'),
    offerBookingId: uuid('offer_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** Offers made so far: part of each offer's booking key, so a retried offer books once. */
    offersMade: integer('offers_made').notNull().default(0),
    /** While 'offering': until when the process making the offer holds it. */
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_token_idx').on(t.token),
    uniqueIndex('waitlist_entries_join_key_idx').on(t.businessId, t.joinKey),
    // the queue of a day, in the order clients joined
    index('waitlist_entries_queue_idx')
      .on(t.businessId, t.date, t.createdAt)
      .where(sql`${t.status} IN ('waiting', 'offering', 'offered')`),
    // one active wait per client for a service on a day
    uniqueIndex('waitlist_entries_one_wait_idx')
      .on(t.businessId, t.customerPhone, t.serviceId, t.date)
      .where(sql`${t.status} IN ('waiting', 'offering', 'offered')`),
    index('waitlist_entries_offer_booking_idx').on(t.offerBookingId),
    index('waitlist_entries_open_idx')
      .on(t.date)
      .where(sql`${t.status} IN ('waiting', 'offering', 'offered')`),
    checkIn('waitlist_entries_status', t.status, WAITLIST_STATUSES),
    checkIn('waitlist_entries_source', t.source, BOOKING_SOURCES),
    checkLocale('waitlist_entries_locale', t.locale),
    checkSql('waitlist_entries_name_present', sql`btrim(${t.customerName}) <> ''`),
    checkMaxLength('waitlist_entries_name_length', t.customerName, TEXT_LIMITS.name),
    checkMaxLength('waitlist_entries_phone_length', t.customerPhone, TEXT_LIMITS.phone),
    checkMaxLength('waitlist_entries_email_length', t.customerEmail, TEXT_LIMITS.email),
    checkMaxLength('waitlist_entries_join_key_length', t.joinKey, 100),
    checkSql(
      'waitlist_entries_window',
      sql`(${t.fromTime} IS NULL) = (${t.toTime} IS NULL) AND (${t.fromTime} IS NULL OR ${t.fromTime} <= ${t.toTime})`,
    ),
  ],
);
