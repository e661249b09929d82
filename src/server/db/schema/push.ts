import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businesses } from './businesses';
import { checkMaxLength, createdAt, id } from './columns';

/**
 * One row per device an owner turned notifications on for (a Web Push subscription). Removed when
 * the push service answers that the subscription is gone (404/410), when the owner turns it off,
 * when the same session subscribes another endpoint, or when the owner has more than the limit
 * (src/server/push/subscriptions.ts).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The push service's URL for this device: unique, so subscribing twice keeps one row. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    /** The sign-in session (the device) that stored it: one subscription per session. */
    sessionId: text('session_id'),
    createdAt: createdAt(),
    /** When it was last subscribed: beyond the owner's limit the least recent is dropped. */
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_business_idx').on(t.businessId),
    uniqueIndex('push_subscriptions_session_idx').on(t.sessionId),
    index('push_subscriptions_user_idx').on(t.userId, t.savedAt),
    checkMaxLength('push_subscriptions_endpoint_length', t.endpoint, 2000),
    checkMaxLength('push_subscriptions_p256dh_length', t.p256dh, 200),
    checkMaxLength('push_subscriptions_auth_length', t.auth, 100),
    checkMaxLength('push_subscriptions_user_agent_length', t.userAgent, 500),
  ],
);
