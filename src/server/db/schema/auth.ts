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
import { ACCOUNT_MAIL_KINDS, SIGN_IN_CODE } from '@shared/auth';
import { ROLES } from '@shared/roles';
import { TEXT_LIMITS } from '@shared/limits';
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
    /** The language the account reads the owner area and its mails in. */
    locale: locale(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkSql('users_email_lower', sql`${t.email} = lower(${t.email})`),
    checkMaxLength('users_email_length', t.email, TEXT_LIMITS.email),
    checkSql('users_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
    checkLocale('users_locale', t.locale),
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

/**
 * Account mails sent (not the ones held back), so the limits per recipient and per account hold
 * across server processes (mail-limits.ts). The user id is plain text: deleting an account must not
 * hand its address a fresh allowance.
 */
export const accountMails = pgTable(
  'account_mails',
  {
    id: id(),
    kind: text('kind', { enum: ACCOUNT_MAIL_KINDS }).notNull(),
    // stored lower-case, like users.email
    recipient: text('recipient').notNull(),
    userId: text('user_id').notNull(),
    /** The client address that asked for it. */
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_mails_recipient_created_idx').on(t.recipient, t.createdAt),
    index('account_mails_user_created_idx').on(t.userId, t.createdAt),
    index('account_mails_ip_created_idx').on(t.ipAddress, t.createdAt),
    checkIn('account_mails_kind', t.kind, ACCOUNT_MAIL_KINDS),
    checkSql('account_mails_recipient_lower', sql`${t.recipient} = lower(${t.recipient})`),
  ],
);

/**
 * The one live sign-in code per account: a newer one replaces it. Only an HMAC of the code is kept,
 * with a key the database does not hold, so a copy of the table does not give the codes away.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [checkBetween('sign_in_codes_wrong_tries', t.wrongTries, 0, SIGN_IN_CODE.maxWrongTries)],
);

/** Wrong sign-in codes, counted per account and per address in a window (sign-in-codes.ts). */
export const signInCodeFailures = pgTable(
  'sign_in_code_failures',
  {
    id: id(),
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_code_failures_email_created_idx').on(t.email, t.createdAt),
    index('sign_in_code_failures_ip_created_idx').on(t.ipAddress, t.createdAt),
  ],
);

/** Secrets the server makes for itself on first start when none is configured (the session signing key). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
