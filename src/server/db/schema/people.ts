import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TEXT_LIMITS } from '@shared/limits';
import { ATTENDANCE_STATUSES, GENDERS } from '@shared/staff';
import { businesses } from './businesses';
import { services } from './services';
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

export const clients = pgTable(
  'clients',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // optional: no placeholder e-mail is ever invented (docs/product/settled-rules.md §8 Owner area)
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    notes: text('notes'),
    lastServiceDate: date('last_service_date'),
    /** The language the client last booked in: what the business's messages to them are written in. */
    locale: locale(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkSql('clients_name_present', sql`btrim(${t.name}) <> ''`),
    checkMaxLength('clients_name_length', t.name, TEXT_LIMITS.name),
    checkMaxLength('clients_email_length', t.email, TEXT_LIMITS.email),
    checkMaxLength('clients_phone_length', t.phone, TEXT_LIMITS.phone),
    checkMaxLength('clients_address_length', t.address, TEXT_LIMITS.address),
    checkMaxLength('clients_notes_length', t.notes, TEXT_LIMITS.notes),
    checkSql('clients_email_lower', sql`${t.email} = lower(${t.email})`),
    checkLocale('clients_locale', t.locale),
    index('clients_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('clients_business_name_idx').on(t.businessId, t.name),
    // one client per phone and per e-mail within a business: a returning caller is the same client
    uniqueIndex('clients_business_phone_unique')
      .on(t.businessId, t.phone)
      .where(sql`${t.phone} IS NOT NULL`),
    uniqueIndex('clients_business_email_unique')
      .on(t.businessId, t.email)
      .where(sql`${t.email} IS NOT NULL`),
    // a signed-in client's own bookings, across businesses, are found by their e-mail
    index('clients_email_idx')
      .on(t.email)
      .where(sql`${t.email} IS NOT NULL`),
  ],
);

export const staff = pgTable(
  'staff',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    gender: text('gender', { enum: GENDERS }),
    shift: text('shift'),
    /** Maximum weekly hours. */
    workload: integer('workload'),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkSql('staff_name_present', sql`btrim(${t.name}) <> ''`),
    checkMaxLength('staff_name_length', t.name, TEXT_LIMITS.name),
    checkMaxLength('staff_email_length', t.email, TEXT_LIMITS.email),
    checkMaxLength('staff_phone_length', t.phone, TEXT_LIMITS.phone),
    checkMaxLength('staff_shift_length', t.shift, TEXT_LIMITS.name),
    checkIn('staff_gender', t.gender, GENDERS),
    checkBetween('staff_workload_range', t.workload, 0, 168),
    index('staff_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('staff_business_active_name_idx')
      .on(t.businessId, t.name)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * The services a staff member performs. A member with none listed performs every service; with some,
 * the public staff step offers them only for those.
 */
export const staffServices = pgTable(
  'staff_services',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.serviceId] }),
    index('staff_services_service_idx').on(t.serviceId),
  ],
);

export const staffAttendance = pgTable(
  'staff_attendance',
  {
    // may be made on the device, so a record synced twice is stored once
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ATTENDANCE_STATUSES }).notNull().default('signed_in'),
    attendanceDate: date('attendance_date').notNull(),
    signInTime: timestamp('sign_in_time', { withTimezone: true }).notNull(),
    signOutTime: timestamp('sign_out_time', { withTimezone: true }),
    notes: text('notes'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    createdAt: createdAt(),
  },
  (t) => [
    checkIn('staff_attendance_status', t.status, ATTENDANCE_STATUSES),
    checkMaxLength('staff_attendance_notes_length', t.notes, TEXT_LIMITS.notes),
    checkSql(
      'staff_attendance_sign_out_after_in',
      sql`${t.signOutTime} IS NULL OR ${t.signOutTime} >= ${t.signInTime}`,
    ),
    checkBetween('staff_attendance_latitude_range', t.latitude, -90, 90),
    checkBetween('staff_attendance_longitude_range', t.longitude, -180, 180),
    checkSql('staff_attendance_accuracy_positive', sql`${t.accuracyMeters} >= 0`),
    index('staff_attendance_business_date_idx').on(
      t.businessId,
      t.attendanceDate,
      t.signInTime.desc(),
    ),
    index('staff_attendance_staff_sign_in_idx').on(t.staffId, t.signInTime.desc()),
  ],
);
