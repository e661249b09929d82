import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { BUSINESS_CATEGORIES } from '@shared/categories';
import { RATING_PRIOR } from '@shared/discover-rules';
import { CURRENCIES, TEXT_LIMITS } from '@shared/limits';
import {
  CLIENT_CHANGE_CUTOFF_HOURS,
  CLIENT_REFUND_POLICIES,
  NOTIFICATION_DEFAULTS,
  REMINDER_HOURS,
  SERVICE_RADIUS_KM,
  SETTINGS_DEFAULTS,
  type NotificationPreferences,
} from '@shared/settings';
import { WAITLIST_OFFER_MINUTES } from '@shared/waitlist-rules';
import { users } from './auth';
import {
  checkBetween,
  checkIn,
  checkMaxLength,
  checkSql,
  createdAt,
  cube,
  id,
  tsvector,
  updatedAt,
} from './columns';

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    // one business per owner, enforced here rather than trusted to the app
    userId: text('user_id')
      .notNull()
      .unique('businesses_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    description: text('description'),
    website: text('website'),
    logoUrl: text('logo_url'),
    featuredImageUrl: text('featured_image_url'),
    subdomain: text('subdomain').notNull().unique('businesses_subdomain_unique'),
    /**
     * The short code a client types on WhatsApp or USSD to reach the business: digits, so a
     * keypad types it (docs/decisions/0074). Chosen free by the database for a new business.
     */
    bookingCode: text('booking_code')
      .notNull()
      .unique('businesses_booking_code_unique')
      .default(sql`miadi_free_booking_code()`),
    /** The Discover categories the owner files the business under (any of the 12, none at first). */
    categories: text('categories', { enum: BUSINESS_CATEGORIES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * What Discover's text search reads: name, description, city, address and the active services'
     * names, lower-cased. Kept by triggers (migration 0011) since service names live in another table.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Discover's words (docs/decisions/0078): the same text folded as search-text.ts folds a search,
     * weighted by where a word stands (A name, B services, C categories in both languages and the
     * location, D description). Set by the same trigger as search_text.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * The position as earthdistance's point on the globe (a 3-D cube), stored so the nearest-first
     * GiST scan and its distance need no per-row trigonometry (docs/decisions/0023-discover.md).
     */
    earthPoint: cube('earth_point').generatedAlwaysAs(
      sql`CASE WHEN latitude IS NOT NULL AND longitude IS NOT NULL THEN ll_to_earth(latitude, longitude)::cube END`,
    ),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Why the platform deactivated the business, shown to its owner; null while active. */
    deactivatedReason: text('deactivated_reason'),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    serviceRadiusKm: integer('service_radius_km')
      .notNull()
      .default(SETTINGS_DEFAULTS.serviceRadiusKm),
    currency: text('currency').notNull().default(SETTINGS_DEFAULTS.currency),
    paymentSetupComplete: boolean('payment_setup_complete').notNull().default(false),
    paystackSubaccountId: text('paystack_subaccount_id'),
    // kept up to date from reviews, so cards and the map read them without aggregating
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    /**
     * Discover's best rated order: the Bayesian average of shared/discover-rules.ts's ratingScore
     * (docs/decisions/0079), stored so an index can be walked best first.
     */
    ratingScore: doublePrecision('rating_score')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `((${RATING_PRIOR.weight} * ${RATING_PRIOR.mean} + total_reviews * average_rating) / (${RATING_PRIOR.weight} + total_reviews))::float8`,
        ),
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkSql('businesses_name_present', sql`btrim(${t.name}) <> ''`),
    checkMaxLength('businesses_name_length', t.name, TEXT_LIMITS.name),
    checkMaxLength('businesses_email_length', t.email, TEXT_LIMITS.email),
    checkMaxLength('businesses_phone_length', t.phone, TEXT_LIMITS.phone),
    checkMaxLength('businesses_address_length', t.address, TEXT_LIMITS.address),
    checkMaxLength('businesses_city_length', t.city, TEXT_LIMITS.name),
    checkMaxLength('businesses_country_length', t.country, TEXT_LIMITS.name),
    checkMaxLength('businesses_description_length', t.description, TEXT_LIMITS.description),
    checkMaxLength('businesses_website_length', t.website, TEXT_LIMITS.url),
    checkMaxLength('businesses_deactivated_reason_length', t.deactivatedReason, TEXT_LIMITS.notes),
    checkSql('businesses_booking_code_format', sql`${t.bookingCode} ~ '^[0-9]{4,8}$'`),
    checkSql(
      'businesses_subdomain_format',
      sql`${t.subdomain} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(${t.subdomain}) <= 20`,
    ),
    checkBetween('businesses_latitude_range', t.latitude, -90, 90),
    checkBetween('businesses_longitude_range', t.longitude, -180, 180),
    checkSql(
      'businesses_coordinates_together',
      sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL)`,
    ),
    checkBetween(
      'businesses_service_radius_range',
      t.serviceRadiusKm,
      SERVICE_RADIUS_KM.min,
      SERVICE_RADIUS_KM.max,
    ),
    checkSql(
      'businesses_categories_known',
      sql`${t.categories} <@ ARRAY[${sql.raw(BUSINESS_CATEGORIES.map((c) => `'${c}'`).join(', '))}]::text[]`,
    ),
    checkIn('businesses_currency', t.currency, CURRENCIES),
    checkBetween('businesses_average_rating_range', t.averageRating, 0, 5),
    checkSql('businesses_total_reviews_positive', sql`${t.totalReviews} >= 0`),
    // the map and discovery read active businesses with coordinates
    index('businesses_active_location_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.isActive} AND ${t.latitude} IS NOT NULL`),
    // Discover's nearest-first search: a GiST index on the point as earthdistance's cube, so
    // ORDER BY ... <-> point walks outward from the searcher (docs/decisions/0023-discover.md)
    index('businesses_discover_earth_idx')
      .using('gist', t.earthPoint)
      .where(sql`${t.isActive} AND ${t.latitude} IS NOT NULL`),
    index('businesses_discover_words_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.isActive} AND ${t.latitude} IS NOT NULL`),
    index('businesses_discover_categories_idx')
      .using('gin', t.categories)
      .where(sql`${t.isActive} AND ${t.latitude} IS NOT NULL`),
    index('businesses_discover_rating_idx')
      .on(sql`${t.ratingScore} DESC`, t.id)
      .where(sql`${t.isActive} AND ${t.latitude} IS NOT NULL`),
    index('businesses_active_name_idx')
      .on(t.name)
      .where(sql`${t.isActive}`),
  ],
);

export const businessSettings = pgTable(
  'business_settings',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    timezone: text('timezone').notNull().default(SETTINGS_DEFAULTS.timezone),
    currency: text('currency').notNull().default(SETTINGS_DEFAULTS.currency),
    bookingSlotDurationMinutes: integer('booking_slot_duration_minutes')
      .notNull()
      .default(SETTINGS_DEFAULTS.bookingSlotDurationMinutes),
    maxBookingsPerSlot: integer('max_bookings_per_slot')
      .notNull()
      .default(SETTINGS_DEFAULTS.maxBookingsPerSlot),
    bookingAdvanceDays: integer('booking_advance_days')
      .notNull()
      .default(SETTINGS_DEFAULTS.bookingAdvanceDays),
    autoConfirmBookings: boolean('auto_confirm_bookings')
      .notNull()
      .default(SETTINGS_DEFAULTS.autoConfirmBookings),
    /** The payment policy: on, clients pay when booking ('Pay on Booking'); off, after the service. */
    requirePayment: boolean('require_payment').notNull().default(SETTINGS_DEFAULTS.requirePayment),
    sendReminders: boolean('send_reminders').notNull().default(SETTINGS_DEFAULTS.sendReminders),
    reminderHoursBefore: integer('reminder_hours_before')
      .notNull()
      .default(SETTINGS_DEFAULTS.reminderHoursBefore),
    notificationPreferences: jsonb('notification_preferences')
      .$type<NotificationPreferences>()
      .notNull()
      .default(NOTIFICATION_DEFAULTS),
    showOnMap: boolean('show_on_map').notNull().default(SETTINGS_DEFAULTS.showOnMap),
    mapDescription: text('map_description'),
    /** A client may cancel or move a booking through their link until this many hours before it. */
    clientChangeCutoffHours: integer('client_change_cutoff_hours')
      .notNull()
      .default(SETTINGS_DEFAULTS.clientChangeCutoffHours),
    clientRefundPolicy: text('client_refund_policy', { enum: CLIENT_REFUND_POLICIES })
      .notNull()
      .default(SETTINGS_DEFAULTS.clientRefundPolicy),
    /** How long a place offered to the waitlist's next client is held for them. */
    waitlistOfferMinutes: integer('waitlist_offer_minutes')
      .notNull()
      .default(WAITLIST_OFFER_MINUTES.default),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkSql(
      'business_settings_slot_duration',
      sql`${t.bookingSlotDurationMinutes} BETWEEN 15 AND 1440 AND ${t.bookingSlotDurationMinutes} % 15 = 0`,
    ),
    checkBetween('business_settings_max_per_slot', t.maxBookingsPerSlot, 1, 1000),
    checkBetween('business_settings_advance_days', t.bookingAdvanceDays, 1, 365),
    checkBetween(
      'business_settings_waitlist_offer_minutes',
      t.waitlistOfferMinutes,
      WAITLIST_OFFER_MINUTES.min,
      WAITLIST_OFFER_MINUTES.max,
    ),
    checkBetween(
      'business_settings_reminder_hours',
      t.reminderHoursBefore,
      REMINDER_HOURS.min,
      REMINDER_HOURS.max,
    ),
    checkIn('business_settings_currency', t.currency, CURRENCIES),
    checkMaxLength('business_settings_map_description_length', t.mapDescription, TEXT_LIMITS.notes),
    checkSql('business_settings_timezone_present', sql`btrim(${t.timezone}) <> ''`),
    checkBetween(
      'business_settings_client_cutoff_hours',
      t.clientChangeCutoffHours,
      CLIENT_CHANGE_CUTOFF_HOURS.min,
      CLIENT_CHANGE_CUTOFF_HOURS.max,
    ),
    checkIn('business_settings_client_refund_policy', t.clientRefundPolicy, CLIENT_REFUND_POLICIES),
  ],
);

/** Opening hours per weekday (0 = Sunday), local to the business's time zone. */
export const businessHours = pgTable(
  'business_hours',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
  },
  (t) => [
    primaryKey({ name: 'business_hours_pk', columns: [t.businessId, t.weekday] }),
    checkBetween('business_hours_weekday', t.weekday, 0, 6),
    checkSql('business_hours_close_after_open', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

/**
 * Booking links a business gave up (docs/decisions/0060): each still opens its business's page, by
 * a permanent redirect to the link it has now, and no other business may take it for a year.
 */
export const retiredBookingLinks = pgTable(
  'retired_booking_links',
  {
    slug: text('slug').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('retired_booking_links_business_idx').on(t.businessId),
    checkSql(
      'retired_booking_links_slug_format',
      sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(${t.slug}) <= 20`,
    ),
  ],
);

/**
 * Booking codes a business gave up (docs/decisions/0075): a client typing the old code still
 * reaches the business, and no other business is given it for a year.
 */
export const retiredBookingCodes = pgTable(
  'retired_booking_codes',
  {
    code: text('code').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('retired_booking_codes_business_idx').on(t.businessId),
    checkSql('retired_booking_codes_code_format', sql`${t.code} ~ '^[0-9]{4,8}$'`),
  ],
);
