import { sql, type SQL } from 'drizzle-orm';
import { BOOKING_SOURCES, type BookingSource } from '@shared/bookings';
import type { DateRange } from '@shared/dashboard';
import { bookings } from '../db/schema/bookings';
import { waitlistEntries } from '../db/schema/waitlist';
import { COUNTED_STATUSES } from './daily-totals';

/**
 * The period's bookings by the channel they came from, counted as the bookings figure counts them
 * (confirmed or completed, by their own local date), so the channels add up to that figure. A
 * subquery of the overview row, answering one JSON object: { online: 12, whatsapp: 3 }. Read from the
 * bookings themselves (the range of bookings_business_date_time_idx): the daily figures keep no
 * channel.
 */
export function channelCounts(businessId: string, range: DateRange): SQL {
  const counted = sql.join(
    COUNTED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`(SELECT coalesce(json_object_agg(ch.source, ch.bookings), '{}'::json)
    FROM (
      SELECT b.source, count(*) AS bookings
      FROM ${bookings} AS b
      WHERE b.business_id = ${businessId}
        AND b.booking_date BETWEEN ${range.from} AND ${range.to}
        AND b.status IN (${counted})
      GROUP BY b.source) AS ch)`;
}

/** Every channel with its count, a channel with none as 0. */
export function countsBySource(
  found: Record<string, number | string>,
): Record<BookingSource, number> {
  return Object.fromEntries(
    BOOKING_SOURCES.map((source) => [source, Number(found[source] ?? 0)]),
  ) as Record<BookingSource, number>;
}

/**
 * The period's bookings (as the bookings figure counts them) that were places offered to the
 * waitlist and taken (docs/decisions/0077): read from the bookings' range, each looked up by its
 * offer (waitlist_entries_offer_booking_idx).
 */
export function filledFromWaitlist(businessId: string, range: DateRange): SQL {
  const counted = sql.join(
    COUNTED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`(SELECT count(*)
    FROM ${bookings} AS b
    WHERE b.business_id = ${businessId}
      AND b.booking_date BETWEEN ${range.from} AND ${range.to}
      AND b.status IN (${counted})
      AND EXISTS (SELECT 1 FROM ${waitlistEntries} AS w WHERE w.offer_booking_id = b.id))`;
}
