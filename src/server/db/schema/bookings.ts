import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BOOKING_CANCELLERS,
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
} from '@shared/bookings';
import { CURRENCIES, TEXT_LIMITS } from '@shared/limits';
import { SERVICE_DURATION_MINUTES } from '@shared/services';
import { businesses } from './businesses';
import {
  checkBetween,
  checkIn,
  checkLocale,
  checkMaxLength,
  checkSql,
  createdAt,
  id,
  locale,
  updatedAt,
} from './columns';
import { clients, staff } from './people';
import { services } from './services';

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    // restrict: a service with bookings is deactivated, never deleted, so no booking loses its service
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Local date and time in the business's time zone, as the business and client read them. */
    bookingDate: date('booking_date').notNull(),
    bookingTime: time('booking_time').notNull(),
    /** The same moment as absolute timestamps, for overlap and 'past' checks. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    totalAmountMinor: integer('total_amount_minor').notNull(),
    currency: text('currency').notNull(),
    notes: text('notes'),
    /** Short, human-readable code shown on the ticket (no 0/O/1/I). */
    ticketCode: text('ticket_code').notNull().unique('bookings_ticket_code_unique'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone').notNull(),
    /** Until when an unpaid pay-on-booking booking holds its place. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Sent by the client so a double tap or a retry creates one booking. */
    idempotencyKey: text('idempotency_key'),
    source: text('source', { enum: BOOKING_SOURCES }).notNull().default('online'),
    /** The language the client booked in: the booking's messages (confirmation, reminder, invoice) are in it. */
    locale: locale(),
    /**
     * What the front desk searches (client name, phone, ticket code), lower-cased once on write so
     * a search is a plain LIKE the trigram index answers, not a case-folding ILIKE on every row.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(customer_name || ' ' || customer_phone || ' ' || ticket_code)`,
    ),
    /** When the payment was taken, online or at the counter. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Who cancelled: the client through their own link, or the business; null otherwise. */
    cancelledBy: text('cancelled_by', { enum: BOOKING_CANCELLERS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('bookings_status', t.status, BOOKING_STATUSES),
    checkIn('bookings_payment_status', t.paymentStatus, PAYMENT_STATUSES),
    checkIn('bookings_currency', t.currency, CURRENCIES),
    checkIn('bookings_source', t.source, BOOKING_SOURCES),
    checkLocale('bookings_locale', t.locale),
    checkIn('bookings_cancelled_by', t.cancelledBy, BOOKING_CANCELLERS),
    checkSql('bookings_amount_positive', sql`${t.totalAmountMinor} >= 0`),
    checkSql('bookings_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    // no longer than the longest service, which lets overlap look-ups read a bounded index range
    checkSql(
      'bookings_duration_limit',
      sql`${t.endsAt} <= ${t.startsAt} + make_interval(mins => ${sql.raw(String(SERVICE_DURATION_MINUTES.max))})`,
    ),
    checkSql('bookings_ticket_code_format', sql`${t.ticketCode} ~ '^[A-HJ-NP-Z2-9]{4,12}$'`),
    checkSql('bookings_customer_name_present', sql`btrim(${t.customerName}) <> ''`),
    checkMaxLength('bookings_customer_name_length', t.customerName, TEXT_LIMITS.name),
    checkMaxLength('bookings_customer_email_length', t.customerEmail, TEXT_LIMITS.email),
    checkMaxLength('bookings_customer_phone_length', t.customerPhone, TEXT_LIMITS.phone),
    checkMaxLength('bookings_notes_length', t.notes, TEXT_LIMITS.notes),
    checkMaxLength('bookings_idempotency_key_length', t.idempotencyKey, 100),
    unique('bookings_idempotency_unique').on(t.businessId, t.idempotencyKey),
    // the owner's list and the public availability read by business and date
    index('bookings_business_date_time_idx').on(t.businessId, t.bookingDate, t.bookingTime),
    // with INCLUDE (ends_at, staff_id, status, hold_expires_at): migration 0022
    index('bookings_business_starts_idx').on(t.businessId, t.startsAt),
    index('bookings_staff_starts_idx')
      .on(t.staffId, t.startsAt)
      .where(sql`${t.staffId} IS NOT NULL`),
    index('bookings_client_idx')
      .on(t.clientId)
      .where(sql`${t.clientId} IS NOT NULL`),
    index('bookings_service_idx').on(t.serviceId),
    // the public API's list by last change, to keep a copy in step (docs/plans/public-api.md §3.3)
    index('bookings_business_updated_idx').on(t.businessId, t.updatedAt, t.id),
    // the front desk's search (pg_trgm), docs/decisions/0022-booking-management.md
    index('bookings_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // the month's count takes off the unpaid holds whose time is up but are not yet cancelled
    index('bookings_open_holds_idx')
      .on(t.businessId, t.bookingDate)
      .where(sql`${t.holdExpiresAt} IS NOT NULL AND ${t.status} <> 'cancelled'`),
    // the hold-expiry job looks only at unpaid holds
    index('bookings_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.holdExpiresAt} IS NOT NULL`),
  ],
);

/**
 * Each business's bookings summed per local date and currency, kept by a trigger on bookings
 * (migration 0015) in the same transaction as every booking write, so the dashboard reads at most
 * one row a day however many bookings a year holds. Pending bookings count only among the places.
 */
export const businessDailyFigures = pgTable(
  'business_daily_figures',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    bookingDate: date('booking_date').notNull(),
    currency: text('currency').notNull(),
    /** Confirmed or completed. */
    bookings: integer('bookings').notNull().default(0),
    /** Cancelled by the client or the business; unpaid holds that lapsed are not (migration 0029). */
    cancellations: integer('cancellations').notNull().default(0),
    /** Confirmed or completed, and paid. */
    paidBookings: integer('paid_bookings').notNull().default(0),
    revenueMinor: bigint('revenue_minor', { mode: 'number' }).notNull().default(0),
    /**
     * Every booking but a cancelled one, pending holds included (migration 0023): what a month
     * counts against the plan's bookings limit, less the unpaid holds whose time is up.
     */
    places: integer('places').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.bookingDate, t.currency] })],
);

export const blockedTimeSlots = pgTable(
  'blocked_time_slots',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    blockedDate: date('blocked_date').notNull(),
    blockedTime: time('blocked_time').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('blocked_time_slots_unique').on(t.businessId, t.blockedDate, t.blockedTime),
    checkMaxLength('blocked_time_slots_reason_length', t.reason, TEXT_LIMITS.notes),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    // one review per completed booking
    bookingId: uuid('booking_id')
      .notNull()
      .unique('reviews_booking_unique')
      .references(() => bookings.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    customerName: text('customer_name').notNull(),
    /** The owner's public answer, shown under the review. */
    ownerReply: text('owner_reply'),
    ownerRepliedAt: timestamp('owner_replied_at', { withTimezone: true }),
    /** Reported by the owner as abusive, with why; the admins keep or hide it. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    /** Hidden by an admin: off the public page and out of the average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** When an admin last decided on a report (kept or hidden). */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /**
     * Whether it feeds the business's rating and count: shared/review-rating.ts countsTowardRating, decided
     * each time the client writes it (a desk booking's review is kept, labelled, and left out).
     */
    countsTowardRating: boolean('counts_toward_rating').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkBetween('reviews_rating_range', t.rating, 1, 5),
    checkMaxLength('reviews_comment_length', t.comment, 1000),
    checkMaxLength('reviews_customer_name_length', t.customerName, TEXT_LIMITS.name),
    checkMaxLength('reviews_owner_reply_length', t.ownerReply, 1000),
    checkMaxLength('reviews_report_reason_length', t.reportReason, TEXT_LIMITS.notes),
    index('reviews_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('reviews_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} IS NOT NULL AND ${t.moderatedAt} IS NULL`),
    // the admins' list of reviews the rating leaves out, newest first
    index('reviews_uncounted_idx')
      .on(t.createdAt.desc())
      .where(sql`NOT ${t.countsTowardRating}`),
  ],
);
