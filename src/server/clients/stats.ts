import { sql } from 'drizzle-orm';
import type { Money } from '@shared/money';
import { NO_SHOW_STATUSES } from '@shared/clients';
import type { ClientStats } from './presenter';

const noShowStatuses = sql.raw(NO_SHOW_STATUSES.map((status) => `'${status}'`).join(', '));

interface CountsJson {
  visits: number;
  lastVisit: string | null;
  noShows: number;
  bookings: number;
}

/**
 * A client's figures as correlated subqueries on bookings_client_idx, to sit beside the client's own
 * columns in one select on "clients": PostgreSQL works them out only for the rows a page returns.
 * Written as plain SQL with an alias, because drizzle leaves columns unqualified in a one-table
 * select, where "id" would mean the booking's own.
 */
export const STATS_COLUMNS = {
  counts: sql<CountsJson>`(
    SELECT json_build_object(
      'visits', count(*) FILTER (WHERE b.status = 'completed'),
      'lastVisit', greatest(
        max(b.booking_date) FILTER (WHERE b.status = 'completed'), clients.last_service_date),
      'noShows', count(*) FILTER (WHERE b.status IN (${noShowStatuses}) AND b.ends_at < now()),
      'bookings', count(*))
    FROM bookings AS b
    WHERE b.client_id = clients.id AND b.business_id = clients.business_id)`,
  spent: sql<Money[]>`(
    SELECT coalesce(
      json_agg(json_build_object('currency', paid.currency, 'amountMinor', paid.amount)
        ORDER BY paid.currency),
      '[]'::json)
    FROM (
      SELECT b.currency, sum(b.total_amount_minor) AS amount
      FROM bookings AS b
      WHERE b.client_id = clients.id AND b.business_id = clients.business_id
        AND b.status = 'completed' AND b.payment_status = 'completed'
      GROUP BY b.currency) AS paid)`,
};

export function statsOf({ counts, spent }: { counts: CountsJson; spent: Money[] }): ClientStats {
  return {
    visits: Number(counts.visits),
    lastVisit: counts.lastVisit,
    totalSpent: spent.map((money) => ({
      currency: money.currency,
      amountMinor: Number(money.amountMinor),
    })),
    noShows: Number(counts.noShows),
    bookings: Number(counts.bookings),
  };
}
