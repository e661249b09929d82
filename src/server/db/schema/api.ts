import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
