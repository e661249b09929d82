import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { WEBHOOK_RULES } from '@shared/webhooks';
import { businesses } from './businesses';
import { checkIn, checkMaxLength, createdAt, id, updatedAt } from './columns';

export const WEBHOOK_DISABLED_REASONS = ['failing', 'gone', 'owner'] as const;
export const WEBHOOK_DELIVERY_STATES = ['queued', 'sending', 'delivered', 'failed'] as const;

/**
 * A business's webhook endpoints (docs/plans/public-api.md §3.8): where its events are sent,
 * which ones, and the secret they are signed with. A rolled secret's predecessor signs too until
 * `previous_secret_until`, so a receiver can change over without missing a message.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason', { enum: WEBHOOK_DISABLED_REASONS }),
    /** The first failed attempt since the last success: a day of failures switches it off. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_endpoints_enabled_idx')
      .on(t.businessId)
      .where(sql`${t.disabledAt} IS NULL`),
    checkMaxLength('webhook_endpoints_url_length', t.url, WEBHOOK_RULES.urlMaxLength),
    checkMaxLength(
      'webhook_endpoints_description_length',
      t.description,
      WEBHOOK_RULES.descriptionMaxLength,
    ),
    checkIn('webhook_endpoints_disabled_reason', t.disabledReason, WEBHOOK_DISABLED_REASONS),
  ],
);

/**
 * What happened, once, written by triggers in the same transaction as the change (migration
 * 0045). The payload is kept as text: the bytes signed are the bytes stored and sent again.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** The message's `webhook-id`, the same on every try. */
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** What its order is kept within: the booking (an invoice for invoice.paid). */
    orderingKey: uuid('ordering_key').notNull(),
    payload: text('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_events_business_idx').on(t.businessId, t.occurredAt)],
);

/** One event on its way to one endpoint: tried until delivered, or for a day. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    orderingKey: uuid('ordering_key').notNull(),
    /** Commit order within a booking: a later change is never sent before an earlier one. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('webhook_deliveries_status', t.status, WEBHOOK_DELIVERY_STATES),
    index('webhook_deliveries_due_idx')
      .on(t.sendAfter, t.seq)
      .where(sql`${t.status} = 'queued'`),
    index('webhook_deliveries_order_idx')
      .on(t.endpointId, t.orderingKey, t.seq)
      .where(sql`${t.status} IN ('queued', 'sending')`),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Each try of a delivery, as the log shows it. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    responseStatus: integer('response_status'),
    /** The first 2 KB of the answer, control characters removed. */
    responseBody: text('response_body').notNull().default(''),
    error: text('error'),
    isManual: boolean('is_manual').notNull().default(false),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.startedAt)],
);
