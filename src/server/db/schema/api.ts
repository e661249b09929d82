import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { API_KEY_RULES, API_KEY_SCOPES } from '@shared/api-keys';
import { users } from './auth';
import { businesses } from './businesses';
import { checkIn, checkMaxLength, checkSql, createdAt, id } from './columns';

/**
 * A business's keys for the public API (docs/plans/public-api.md §3.1). The key itself is shown
 * once; only its SHA-256 is kept, with its first characters to tell keys apart in a list. Each
 * counts its own requests in a one-minute window, in its row, so every server process sees one
 * count.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters ('miadi_sk_Ab3x'), shown in lists. */
    shown: text('shown').notNull(),
    /** SHA-256 of the whole key, hex. */
    secretHash: text('secret_hash').notNull(),
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The request window's start and its count (the per-key rate limit). */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
    windowCount: integer('window_count').notNull().default(0),
    /** Requests a minute this key may make; null: the server's figure. */
    requestsPerMinute: integer('requests_per_minute'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash),
    index('api_keys_business_idx').on(t.businessId),
    checkIn('api_keys_scope', t.scope, API_KEY_SCOPES),
    checkMaxLength('api_keys_name_length', t.name, API_KEY_RULES.nameMaxLength),
    checkSql('api_keys_requests_positive', sql`${t.requestsPerMinute} > 0`),
  ],
);

export const IDEMPOTENCY_STATES = ['running', 'done'] as const;

/**
 * The public API's answers to writes by their Idempotency-Key (docs/plans/public-api.md §3.5): a
 * retry with the same key and request gets the first answer again; a key kept for 24 hours.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** The operation and a SHA-256 of its validated input: the same key with another request is refused. */
    operation: text('operation').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: IDEMPOTENCY_STATES }).notNull().default('running'),
    /** Until when a running request holds the key; after it, a crash is assumed and a retry runs. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('api_idempotency_key_idx').on(t.businessId, t.key),
    index('api_idempotency_expires_idx').on(t.expiresAt),
    checkIn('api_idempotency_state', t.state, IDEMPOTENCY_STATES),
    checkMaxLength('api_idempotency_key_length', t.key, 100),
  ],
);
