import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { periodStart, RECENT_TRANSACTIONS_LIMIT, type EarningsPeriod } from '@shared/earnings';
import type { TransactionStatus } from '@shared/payments';
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
} as const satisfies Record<TransactionStatus, CountKey>;

/** Counts and sums per currency and status, on client_business_transactions_business_created_idx. */
function sumsByStatus(db: Database, where: SQL | undefined) {
  const total = (column: SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  return db
    .select({
      currency: payments.currency,
      status: payments.status,
      count: sql<number>`count(*)`.mapWith(Number),
      grossMinor: total(sql`${payments.amountMinor}`),
      platformFeeMinor: total(sql`${payments.platformFeeMinor}`),
      netMinor: total(sql`${payments.businessAmountMinor}`),
    })
    .from(payments)
    .where(where)
    .groupBy(payments.currency, payments.status);
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
      booking: {
        id: bookings.id,
        bookingDate: bookings.bookingDate,
        bookingTime: bookings.bookingTime,
        customerName: bookings.customerName,
      },
      serviceName: services.name,
    })
    .from(payments)
    // the booking's own business too: a payment never shows another business's booking
    .leftJoin(
      bookings,
      and(eq(bookings.id, payments.bookingId), eq(bookings.businessId, payments.businessId)),
    )
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
