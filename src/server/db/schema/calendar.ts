import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAt, id, updatedAt } from './columns';
import { staff } from './people';

/**
 * A private calendar subscription of a business's bookings (docs/decisions/0076): the owner's, of
 * every booking, or one staff member's, of theirs. The secret in its link is all a calendar needs
 * to read it; revoking ends the link for good, and a new one is another row. One live feed each.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Null: the owner's feed, of the whole business. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    /** 32 random bytes, base64url: the link's secret. */
    token: text('token').notNull(),
    /** Whether events carry the client's name, phone and the booking's private page. */
    showClients: boolean('show_clients').notNull().default(true),
    /** When a calendar last read it (kept to the hour). */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.token),
    // one live feed for the owner and one for each staff member
    uniqueIndex('calendar_feeds_live_idx')
      .on(t.businessId, sql`coalesce(${t.staffId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.revokedAt} IS NULL`),
    index('calendar_feeds_staff_idx').on(t.staffId),
  ],
);
