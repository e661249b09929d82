import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@shared/roles';
import { TEXT_LIMITS } from '@shared/limits';
import { checkIn, checkMaxLength, checkSql, createdAt, id, updatedAt } from './columns';

// The account tables follow better-auth's core schema (user, session, account, verification, rateLimit);
// ids are text because better-auth makes them.

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    // stored lower-case: people type e-mails in any case
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    country: text('country'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkSql('users_email_lower', sql`${t.email} = lower(${t.email})`),
    checkMaxLength('users_email_length', t.email, TEXT_LIMITS.email),
    checkSql('users_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    unique('accounts_provider_account_unique').on(t.providerId, t.accountId),
  ],
);

/** E-mail confirmation and password-reset tokens; `value` holds a hash, never the raw token. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters in the database, so limits hold across server processes. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_roles_user_role_unique').on(t.userId, t.role),
    checkIn('user_roles_role', t.role, ROLES),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    tableName: text('table_name'),
    recordId: text('record_id'),
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_action_created_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * Sign-in attempts not yet proven good: each attempt is written before the password is checked and
 * removed when it succeeds, so the rows left are failures, counted per account and address, per
 * address, per account, and per known browser (sign-in-guard.ts).
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    /** The known-device cookie's id, when the attempt came from a browser that signed in before. */
    deviceId: text('device_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_attempts_email_created_idx').on(t.email, t.createdAt),
    index('sign_in_attempts_ip_created_idx').on(t.ipAddress, t.createdAt),
  ],
);

/** Secrets the server makes for itself on first start when none is configured (the session signing key). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
