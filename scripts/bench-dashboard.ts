/**
 * npm run bench dashboard [-- --explain]: the dashboard's one request (GET /api/dashboard) for a
 * business with 50,000 bookings over a year and 5,000 clients, on the machine's PostgreSQL and on the
 * embedded database, per period; p50/p95 of the server's own time (Server-Timing), target p95 <= 30 ms
 * on PostgreSQL. --explain prints the plans of the year's two statements on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { DASHBOARD_PERIODS, periodRanges } from '../src/shared/dashboard';
import { addDays, formatMinutes } from '../src/shared/local-time';
import { generateTicketCode } from '../src/shared/ticket-code';
import { localDateAt, zonedInstant } from '../src/shared/zoned-time';
import { dayTotalsQuery } from '../src/server/dashboard/daily-totals';
import { overviewQuery } from '../src/server/dashboard/overview-row';
import type { Database, DatabaseHandle } from '../src/server/db/database';
import { bookings } from '../src/server/db/schema/bookings';
import { subscriptions } from '../src/server/db/schema/payments';
import { clients } from '../src/server/db/schema/people';
import { benchOwnerEndpoints, type BenchEngine } from './bench-owner';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 50_000) || 50_000;
const CLIENTS = 5_000;
const REQUESTS = 200;
const TZ = 'Africa/Nairobi';
const DAY = 24 * 60 * 60 * 1000;
const STATUSES = ['confirmed', 'completed', 'completed', 'pending', 'cancelled'] as const;
const isExplain = process.argv.includes('--explain');

/**
 * A year of a busy salon: bookings over the 300 days before today and the 65 after (so the year and
 * the year before both hold some), every status, a third paid, 1 in 100 in dollars; clients added
 * through the year; a trial subscription.
 */
async function seed(db: Database, businessId: string, serviceId: string, userId: string) {
  const today = localDateAt(new Date(), TZ);
  const now = Date.now();
  const clientIds: string[] = [];
  for (let offset = 0; offset < CLIENTS; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, CLIENTS - offset) }, (_, k) => {
      const i = offset + k;
      return {
        businessId,
        name: `Client ${i}`,
        phone: `+2547${String(20_000_000 + i).slice(-8)}`,
        createdAt: new Date(now - ((i * 7919) % 365) * DAY),
      };
    });
    const made = await db.insert(clients).values(rows).returning({ id: clients.id });
    clientIds.push(...made.map((row) => row.id));
  }
  for (let offset = 0; offset < BOOKINGS; offset += 1000) {
    const rows = [];
    for (let i = offset; i < Math.min(BOOKINGS, offset + 1000); i++) {
      const date = addDays(today, (i % 365) - 300);
      const time = formatMinutes(8 * 60 + (Math.floor(i / 365) % 20) * 30);
      const startsAt = zonedInstant(date, time, TZ);
      rows.push({
        businessId,
        serviceId,
        clientId: clientIds[i % clientIds.length],
        bookingDate: date,
        bookingTime: time,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        status: STATUSES[i % STATUSES.length]!,
        paymentStatus: i % 3 === 0 ? ('completed' as const) : ('pending' as const),
        totalAmountMinor: 1_500_00,
        currency: i % 100 === 0 ? 'USD' : 'KES',
        ticketCode: generateTicketCode(10),
        customerName: `Client ${i % CLIENTS}`,
        customerPhone: `+2547${String(10_000_000 + i).slice(-8)}`,
      });
    }
    await db.insert(bookings).values(rows);
  }
  // a business made through onboarding has its trial already
  await db
    .insert(subscriptions)
    .values({
      userId,
      businessId,
      planType: 'trial',
      status: 'active',
      currentPeriodEnd: new Date(now + 5 * DAY),
      trialEndsAt: new Date(now + 5 * DAY),
      paymentInterval: 'one_time',
    })
    .onConflictDoNothing();
}

/** The plans of the year's two statements, as the server runs them (side by side). */
async function explain(database: DatabaseHandle, businessId: string) {
  const now = new Date();
  const today = localDateAt(now, TZ);
  const { current, previous } = periodRanges('year', today);
  const aggregate = dayTotalsQuery(database.db, businessId, current).toSQL();
  const plan = await database.pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${aggregate.sql}`,
    aggregate.params,
  );
  console.log('\nEXPLAIN this year, per day:');
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  const instants = (range: { from: string; to: string }) => ({
    from: zonedInstant(range.from, '00:00', TZ),
    to: zonedInstant(addDays(range.to, 1), '00:00', TZ),
  });
  const overview = await database.db.execute<{ 'QUERY PLAN': string }>(
    sql`EXPLAIN (ANALYZE, BUFFERS) ${overviewQuery({
      businessId,
      currency: 'KES',
      periodDates: current,
      previousDates: previous,
      period: instants(current),
      previous: instants(previous),
      today,
      now,
    })}`,
  );
  console.log('\nEXPLAIN the overview row (the year before, channels, new clients, today, plan):');
  for (const row of overview.rows) console.log(`  ${row['QUERY PLAN']}`);
}

const CASES: [string, string][] = [
  ['(the session check alone)', '/api/me'],
  ...DASHBOARD_PERIODS.map((period): [string, string] => [
    period,
    `/api/dashboard?period=${period}`,
  ]),
];

function run(engine: BenchEngine) {
  return benchOwnerEndpoints(engine, {
    name: 'dashboard',
    title: 'GET /api/dashboard',
    cases: CASES,
    requests: REQUESTS,
    seed: async (database, { userId, businessId, serviceId }) => {
      console.log(
        `\n${engine}: seeding ${BOOKINGS.toLocaleString('en')} bookings and ${CLIENTS.toLocaleString('en')} clients...`,
      );
      await seed(database.db, businessId, serviceId, userId);
      await database.pool.query('ANALYZE');
      if (engine === 'postgres' && isExplain) await explain(database, businessId);
    },
  });
}

export async function benchDashboard(): Promise<void> {
  await run('postgres');
  await run('pglite');
  console.log('\nTarget: p95 <= 30 ms on PostgreSQL.');
}
