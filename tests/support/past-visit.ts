import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';
import { bookings } from '../../src/server/db/schema/bookings';

/**
 * Test data for what needs a visit that has begun (completing it, reviewing it): the booking moved
 * back whole days, its local date with it, so its start has passed. Bookings moved by the same days
 * keep their distinct places. Test businesses are in Nairobi, where no clock change moves the time.
 */
export async function moveIntoPast(db: Database, bookingId: string, days = 60): Promise<void> {
  const back = sql`make_interval(days => ${days})`;
  const moved = await db
    .update(bookings)
    .set({
      bookingDate: sql`(${bookings.bookingDate} - ${days}::int)`,
      startsAt: sql`${bookings.startsAt} - ${back}`,
      endsAt: sql`${bookings.endsAt} - ${back}`,
    })
    .where(eq(bookings.id, bookingId))
    .returning({ startsAt: bookings.startsAt });
  if (!moved[0] || moved[0].startsAt.getTime() > Date.now()) {
    throw new Error(`booking ${bookingId} is not in the past after the move`);
  }
}
