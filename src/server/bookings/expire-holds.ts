import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { hasLapsedHold } from './live';

/**
 * Cancels unpaid holds whose time is up, freeing their places (docs/product/settled-rules.md §4 Booking and payment: an unpaid hold expires
 * to cancelled). Run by the scheduled job, and for one business inside each booking transaction.
 */
export async function expireHolds(
  db: Database | Tx,
  { now = new Date(), businessId }: { now?: Date; businessId?: string } = {},
) {
  const conditions = [
    hasLapsedHold(now),
    ...(businessId ? [eq(bookings.businessId, businessId)] : []),
  ];
  const expired = await db
    .update(bookings)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: bookings.id });
  return expired.length;
}
