import { sql, type SQL } from 'drizzle-orm';
import type { BookingSource } from '@shared/bookings';
import { UPCOMING_LIMIT, type DateRange } from '@shared/dashboard';
import { monthOf } from '@shared/plan-limits';
import type { PlanId } from '@shared/plans';
import type { Database } from '../db/database';
import { bookings, businessDailyFigures } from '../db/schema/bookings';
import { subscriptions } from '../db/schema/payments';
import { clients, staff } from '../db/schema/people';
import { services } from '../db/schema/services';
import { activeStaffCount, monthBookingsCount } from '../subscriptions/limits';
import { channelCounts, countsBySource, filledFromWaitlist } from './channel-counts';

/** The instants a period's local dates begin and end at, for columns kept as timestamps. */
export interface InstantRange {
  from: Date;
  /** Exclusive: the first moment after the period. */
  to: Date;
}

export interface UpcomingRow {
  id: string;
  time: string;
  status: 'pending' | 'confirmed';
  paymentStatus: string;
  clientName: string;
  serviceName: string;
  staffName: string | null;
}

export interface SubscriptionRow {
  planType: PlanId;
  status: string;
  trialEndsAt: string | null;
  currentPeriodEnd: string;
  /** null means unlimited. */
  staffLimit: number | null;
  bookingsLimit: number | null;
}

/** What counts against the plan now: active staff, and this month's bookings (plan limits). */
export interface UsageRow {
  activeStaff: number;
  bookingsThisMonth: number;
}

/** The previous period needs only its totals (revenue in the business's currency). */
export interface PreviousTotals {
  bookings: number;
  cancellations: number;
  revenueMinor: number;
}

export interface OverviewRow {
  previous: PreviousTotals;
  /** The period's bookings (as the bookings figure counts them) by the channel they came from. */
  channels: Record<BookingSource, number>;
  /** Of those, the places offered to the waitlist and taken. */
  fromWaitlist: number;
  newClients: { current: number; previous: number };
  upcoming: UpcomingRow[];
  upcomingTotal: number;
  subscription: SubscriptionRow | null;
  usage: UsageRow;
}

export interface OverviewInput {
  businessId: string;
  currency: string;
  /** The period's own local dates, for its bookings by channel. */
  periodDates: DateRange;
  /** The previous period's local dates, for bookings. */
  previousDates: DateRange;
  /** Both periods as instants, for clients' created_at. */
  period: InstantRange;
  previous: InstantRange;
  today: string;
  now: Date;
}

type Numeric = number | string;

interface OverviewResult extends Record<string, unknown> {
  previous: { bookings: Numeric; cancellations: Numeric; revenueMinor: Numeric | null };
  channels: Record<string, Numeric>;
  from_waitlist: Numeric;
  new_clients: { current: Numeric; previous: Numeric };
  upcoming: UpcomingRow[];
  upcoming_total: Numeric;
  subscription: SubscriptionRow | null;
  active_staff: Numeric;
  month_bookings: Numeric;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Everything but the period's own totals, in one row of subqueries: the previous period's totals
 * (summed from business_daily_figures), the period's bookings by channel, clients added in both
 * periods (clients_business_created_idx), today's bookings still to come with their names
 * (bookings_business_date_time_idx), the subscription (its unique index) and what counts against its
 * limits (active staff; this month's bookings, bookings_business_date_time_idx). It runs beside the
 * period's aggregate, so on PostgreSQL a year and the year before are counted at the same time.
 * Plain SQL with aliases, since the parts are subqueries side by side; each is bound to the
 * business by parameter.
 */
export function overviewQuery(input: OverviewInput): SQL {
  const { businessId, currency, periodDates, previousDates, period, previous, today, now } = input;
  const stillToCome = sql`b.business_id = ${businessId} AND b.booking_date = ${today}
    AND b.status IN ('pending', 'confirmed') AND b.ends_at > ${at(now)}`;
  return sql`
    SELECT
      (SELECT json_build_object(
          'bookings', coalesce(sum(p.bookings), 0),
          'cancellations', coalesce(sum(p.cancellations), 0),
          'revenueMinor', sum(p.revenue_minor) FILTER (WHERE p.currency = ${currency}))
        FROM ${businessDailyFigures} AS p
        WHERE p.business_id = ${businessId}
          AND p.booking_date BETWEEN ${previousDates.from} AND ${previousDates.to}
      ) AS previous,
      ${channelCounts(businessId, periodDates)} AS channels,
      ${filledFromWaitlist(businessId, periodDates)} AS from_waitlist,
      (SELECT json_build_object(
          'current', count(*) FILTER (WHERE c.created_at >= ${at(period.from)}),
          'previous', count(*) FILTER (WHERE c.created_at < ${at(previous.to)}))
        FROM ${clients} AS c
        WHERE c.business_id = ${businessId}
          AND c.created_at >= ${at(previous.from)} AND c.created_at < ${at(period.to)}
      ) AS new_clients,
      (SELECT coalesce(json_agg(json_build_object(
          'id', u.id, 'time', to_char(u.booking_time, 'HH24:MI'), 'status', u.status,
          'paymentStatus', u.payment_status, 'clientName', u.client_name,
          'serviceName', u.service_name, 'staffName', u.staff_name)
          ORDER BY u.booking_time, u.id), '[]'::json)
        FROM (
          SELECT b.id, b.booking_time, b.status, b.payment_status,
            coalesce(c.name, b.customer_name) AS client_name, s.name AS service_name,
            st.name AS staff_name
          FROM ${bookings} AS b
          JOIN ${services} AS s ON s.id = b.service_id
          LEFT JOIN ${clients} AS c ON c.id = b.client_id
          LEFT JOIN ${staff} AS st ON st.id = b.staff_id
          WHERE ${stillToCome}
          ORDER BY b.booking_time, b.id
          LIMIT ${UPCOMING_LIMIT}) AS u
      ) AS upcoming,
      (SELECT count(*) FROM ${bookings} AS b WHERE ${stillToCome}) AS upcoming_total,
      (SELECT json_build_object(
          'planType', sub.plan_type, 'status', sub.status,
          'trialEndsAt', sub.trial_ends_at, 'currentPeriodEnd', sub.current_period_end,
          'staffLimit', sub.staff_limit, 'bookingsLimit', sub.bookings_limit)
        FROM ${subscriptions} AS sub
        WHERE sub.business_id = ${businessId}
      ) AS subscription,
      ${activeStaffCount(businessId)} AS active_staff,
      ${monthBookingsCount(businessId, monthOf(today), now)} AS month_bookings`;
}

export async function overviewRow(db: Database, input: OverviewInput): Promise<OverviewRow> {
  const result = await db.execute<OverviewResult>(overviewQuery(input));
  const row = result.rows[0];
  if (!row) throw new Error('the overview query returned no row');
  return {
    previous: {
      bookings: Number(row.previous.bookings),
      cancellations: Number(row.previous.cancellations),
      revenueMinor: Number(row.previous.revenueMinor ?? 0),
    },
    channels: countsBySource(row.channels),
    fromWaitlist: Number(row.from_waitlist),
    newClients: {
      current: Number(row.new_clients.current),
      previous: Number(row.new_clients.previous),
    },
    upcoming: row.upcoming,
    upcomingTotal: Number(row.upcoming_total),
    subscription: row.subscription,
    usage: {
      activeStaff: Number(row.active_staff),
      bookingsThisMonth: Number(row.month_bookings),
    },
  };
}
