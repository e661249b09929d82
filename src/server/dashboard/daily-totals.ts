import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { BookingStatus } from '@shared/bookings';
import type { DateRange } from '@shared/dashboard';
import { isLapsedHold } from '../bookings/live';
import type { Database } from '../db/database';
import { bookings, businessDailyFigures } from '../db/schema/bookings';

/**
 * docs/product/owner-area.md §4 States: the dashboard counts these; revenue also needs the payment completed.
 * Cancellations leave out unpaid holds that lapsed (docs/decisions/0059).
 */
export const COUNTED_STATUSES: BookingStatus[] = ['confirmed', 'completed'];

export interface DailyTotal {
  /** The booking's own local date, in the business's time zone. */
  date: string;
  /** The local hour (0-23) when grouped by hour, else 0. */
  hour: number;
  currency: string;
  bookings: number;
  cancellations: number;
  paidBookings: number;
  revenueMinor: number;
}

/**
 * A day's bookings per local hour and currency, counted from the bookings themselves (one day is a
 * short range of bookings_business_date_time_idx).
 */
function hourlyTotals(db: Database, businessId: string, range: DateRange) {
  const isCounted = inArray(bookings.status, COUNTED_STATUSES);
  const isPaid = and(isCounted, eq(bookings.paymentStatus, 'completed'));
  const hour = sql<number>`extract(hour from ${bookings.bookingTime})::int`;
  return db
    .select({
      date: bookings.bookingDate,
      hour: hour.mapWith(Number),
      currency: bookings.currency,
      bookings: sql<number>`count(*) FILTER (WHERE ${isCounted})`.mapWith(Number),
      cancellations:
        sql<number>`count(*) FILTER (WHERE ${bookings.status} = 'cancelled' AND NOT ${isLapsedHold()})`.mapWith(
          Number,
        ),
      paidBookings: sql<number>`count(*) FILTER (WHERE ${isPaid})`.mapWith(Number),
      revenueMinor:
        sql<number>`coalesce(sum(${bookings.totalAmountMinor}) FILTER (WHERE ${isPaid}), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(
      and(eq(bookings.businessId, businessId), between(bookings.bookingDate, range.from, range.to)),
    )
    .groupBy(bookings.bookingDate, hour, bookings.currency);
}

/** The days of a range from business_daily_figures (kept by a trigger with every booking write). */
export function dayTotalsQuery(db: Database, businessId: string, range: DateRange) {
  const day = businessDailyFigures;
  return db
    .select({
      date: day.bookingDate,
      hour: sql<number>`0`.mapWith(Number),
      currency: day.currency,
      bookings: day.bookings,
      cancellations: day.cancellations,
      paidBookings: day.paidBookings,
      revenueMinor: day.revenueMinor,
    })
    .from(day)
    .where(and(eq(day.businessId, businessId), between(day.bookingDate, range.from, range.to)));
}

/**
 * The aggregate behind the period's figures and its chart, per local date (per hour for a single
 * day) and per currency: a year is at most 366 rows per currency, however many bookings it holds.
 */
export async function dailyTotals(
  db: Database,
  { businessId, range, isByHour }: { businessId: string; range: DateRange; isByHour: boolean },
): Promise<DailyTotal[]> {
  return isByHour
    ? await hourlyTotals(db, businessId, range)
    : await dayTotalsQuery(db, businessId, range);
}
