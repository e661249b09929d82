import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import {
  periodStart,
  RECENT_TRANSACTIONS_LIMIT,
  type EarningsPeriod,
  type EarningsStatus,
} from '@shared/earnings';
import { isLapsedHold } from '../bookings/live';
import type { Database } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { clientBusinessTransactions as payments } from '../db/schema/payments';
import { services } from '../db/schema/services';
import { emptyTotals, presentTransaction, type EarningsTotals } from './presenter';

type CountKey = {
  [K in keyof EarningsTotals]: K extends `${string}Count` ? K : never;
}[keyof EarningsTotals];

const COUNT_OF = {
  completed: 'completedCount',
  pending: 'pendingCount',
  failed: 'failedCount',
  refund_due: 'refundDueCount',
  refunding: 'refundingCount',
  refunded: 'refundedCount',
  cancelled: 'cancelledCount',
  not_completed: 'notCompletedCount',
} as const satisfies Record<EarningsStatus, CountKey>;

/**
 * The payment's status as Earnings names it: an unpaid checkout whose booking's hold ran out (the
 * expiry job has cancelled it, or its time is up and the job has not come yet) is 'not_completed'.
 * A declined payment stays 'failed'. Needs the payment's booking joined.
 */
const earningsStatus = sql<EarningsStatus>`CASE
  WHEN ${payments.status} IN ('pending', 'cancelled') AND ${bookings.cancelledBy} IS NULL
    AND (${isLapsedHold()} OR (${bookings.status} <> 'cancelled' AND ${bookings.holdExpiresAt} <= now()))
  THEN 'not_completed' ELSE ${payments.status} END`;

// the booking's own business too: a payment never shows another business's booking
const paidFor = and(
  eq(bookings.id, payments.bookingId),
  eq(bookings.businessId, payments.businessId),
);

/**
 * Counts and sums per currency and status, on client_business_transactions_business_created_idx
 * (each payment's booking found by its primary key).
 */
function sumsByStatus(db: Database, where: SQL | undefined) {
  const total = (column: SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const byStatus = db
    .select({
      currency: payments.currency,
      status: earningsStatus.as('earnings_status'),
      amountMinor: payments.amountMinor,
      platformFeeMinor: payments.platformFeeMinor,
      businessAmountMinor: payments.businessAmountMinor,
    })
    .from(payments)
    .leftJoin(bookings, paidFor)
    .where(where)
    .as('by_status');
  return db
    .select({
      currency: byStatus.currency,
      status: byStatus.status,
      count: sql<number>`count(*)`.mapWith(Number),
      grossMinor: total(sql`${byStatus.amountMinor}`),
      platformFeeMinor: total(sql`${byStatus.platformFeeMinor}`),
      netMinor: total(sql`${byStatus.businessAmountMinor}`),
    })
    .from(byStatus)
    .groupBy(byStatus.currency, byStatus.status);
}

type StatusSums = Awaited<ReturnType<typeof sumsByStatus>>[number];

/** Money counts only once it is the business's: completed payments; refunded ones are shown apart. */
function addTo(totals: EarningsTotals, row: StatusSums): void {
  totals[COUNT_OF[row.status]] += row.count;
  if (row.status === 'completed') {
    totals.grossMinor += row.grossMinor;
    totals.platformFeeMinor += row.platformFeeMinor;
    totals.netMinor += row.netMinor;
  }
  if (row.status === 'refunded') totals.refundedMinor += row.grossMinor;
}

/** The newest payments of any status, with the booking and service they paid for. */
async function recentPayments(db: Database, businessId: string) {
  const rows = await db
    .select({
      transaction: payments,
      status: earningsStatus,
      booking: {
        id: bookings.id,
        bookingDate: bookings.bookingDate,
        bookingTime: bookings.bookingTime,
        customerName: bookings.customerName,
      },
      serviceName: services.name,
    })
    .from(payments)
    .leftJoin(bookings, paidFor)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(payments.businessId, businessId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(RECENT_TRANSACTIONS_LIMIT);
  return rows.map(presentTransaction);
}

/**
 * The Earnings tab. Totals are kept per currency, since a service may be priced in another currency
 * than the business's: `totals` is the business's own currency (zeros when nothing came in) and
 * `otherCurrencies` holds any other, never added together.
 */
export async function loadEarnings(
  db: Database,
  {
    businessId,
    currency,
    period,
  }: { businessId: string; currency: string; period: EarningsPeriod },
) {
  const now = new Date();
  const from = periodStart(period, now);
  // no upper bound: nothing is created after now, and the database's clock may run ahead of ours
  const inPeriod = and(
    eq(payments.businessId, businessId),
    from ? gte(payments.createdAt, from) : undefined,
  );
  const [sums, recent] = await Promise.all([
    sumsByStatus(db, inPeriod),
    recentPayments(db, businessId),
  ]);
  const totals = emptyTotals(currency);
  const others = new Map<string, EarningsTotals>();
  for (const row of sums) {
    if (row.currency === currency) addTo(totals, row);
    else {
      const other = others.get(row.currency) ?? emptyTotals(row.currency);
      others.set(row.currency, other);
      addTo(other, row);
    }
  }
  return {
    period: { key: period, from: from?.toISOString() ?? null, to: now.toISOString() },
    currency,
    totals,
    otherCurrencies: [...others.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    recent,
  };
}

export type EarningsView = Awaited<ReturnType<typeof loadEarnings>>;
