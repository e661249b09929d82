import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { TEXT_LIMITS } from '@shared/limits';
import {
  DEFAULT_SERVICE_DURATION_MINUTES,
  MAX_SERVICE_IMAGES,
  SERVICE_CATEGORIES,
  SERVICE_CURRENCIES,
} from '@shared/services';
import { businesses } from './businesses';
import {
  checkBetween,
  checkIn,
  checkMaxLength,
  checkSql,
  createdAt,
  id,
  updatedAt,
} from './columns';

export const services = pgTable(
  'services',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: SERVICE_CATEGORIES }).notNull().default('general'),
    transportDetails: jsonb('transport_details').$type<Record<string, string>>(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency', { enum: SERVICE_CURRENCIES }).notNull().default('KES'),
    durationMinutes: integer('duration_minutes')
      .notNull()
      .default(DEFAULT_SERVICE_DURATION_MINUTES),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkSql('services_name_present', sql`btrim(${t.name}) <> ''`),
    checkMaxLength('services_name_length', t.name, TEXT_LIMITS.name),
    checkMaxLength('services_description_length', t.description, TEXT_LIMITS.description),
    checkIn('services_category', t.category, SERVICE_CATEGORIES),
    checkIn('services_currency', t.currency, SERVICE_CURRENCIES),
    checkSql('services_price_positive', sql`${t.priceMinor} > 0`),
    checkBetween('services_duration_range', t.durationMinutes, 5, 1440),
    // transport details are kept only for transport services
    checkSql(
      'services_transport_details',
      sql`${t.transportDetails} IS NULL OR ${t.category} = 'transport'`,
    ),
    index('services_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('services_business_active_name_idx')
      .on(t.businessId, t.name)
      .where(sql`${t.isActive}`),
  ],
);

export const serviceImages = pgTable(
  'service_images',
  {
    id: id(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: smallint('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // at most five images a service: positions 0..4, each used once
    unique('service_images_position_unique').on(t.serviceId, t.position),
    checkBetween('service_images_position_range', t.position, 0, MAX_SERVICE_IMAGES - 1),
  ],
);
