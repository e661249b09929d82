/**
 * npm run bench list: the front desk's bookings list for a business with 50,000 bookings, on the
 * machine's PostgreSQL and on the embedded database: the first page of everything, today's view, and
 * searches by name, phone and ticket code; p50/p95 of the server's own time (Server-Timing), target
 * p95 <= 30 ms on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDays, formatMinutes } from '../src/shared/local-time';
import { generateTicketCode } from '../src/shared/ticket-code';
import { localDateAt, zonedInstant } from '../src/shared/zoned-time';
import { openDatabase } from '../src/server/db/database';
import { bookings } from '../src/server/db/schema/bookings';
import { measureServerTime, ownerCookie, startBenchServer } from './bench-owner';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 50_000) || 50_000;
const REQUESTS = 200;
const TZ = 'Africa/Nairobi';
const FIRST = ['Wanjiku', 'Achieng', 'Kamau', 'Otieno', 'Njeri', 'Mwangi', 'Chebet', 'Amina'];
const LAST = ['Kariuki', 'Odhiambo', 'Mutua', 'Wambui', 'Kiprono', 'Hassan', 'Njoroge', 'Auma'];

/** 50,000 bookings over two years around today, with varied clients, statuses and times. */
async function seed(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  businessId: string,
  serviceId: string,
) {
  const today = localDateAt(new Date(), TZ);
  const statuses = ['confirmed', 'completed', 'pending', 'cancelled'] as const;
  for (let offset = 0; offset < BOOKINGS; offset += 1000) {
    const rows = [];
    for (let i = offset; i < Math.min(BOOKINGS, offset + 1000); i++) {
      const date = addDays(today, (i % 730) - 365);
      const time = formatMinutes(8 * 60 + (Math.floor(i / 730) % 20) * 30);
      const startsAt = zonedInstant(date, time, TZ);
      rows.push({
        businessId,
        serviceId,
        bookingDate: date,
        bookingTime: time,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        status: statuses[i % 4]!,
        paymentStatus: i % 3 === 0 ? ('completed' as const) : ('pending' as const),
        totalAmountMinor: 1_500_00,
        currency: 'KES',
        ticketCode: generateTicketCode(10),
        customerName: `${FIRST[i % 8]} ${LAST[Math.floor(i / 8) % 8]} ${i}`,
        customerPhone: `+2547${String(10_000_000 + i).slice(-8)}`,
      });
    }
    await db.insert(bookings).values(rows);
  }
}

async function run(engine: 'postgres' | 'pglite') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-bench-list-'));
  const dbName = `miadi_bench_list_${Date.now().toString(36)}`;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  const admin = new pg.Client({ connectionString: BASE_URL });
  if (engine === 'postgres') {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    const url = new URL(BASE_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  let server = await startBenchServer(env);
  try {
    const cookie = await ownerCookie(server.base, dataDir);
    const headers = { cookie, origin: server.base, 'content-type': 'application/json' };
    const { business } = (await (
      await fetch(`${server.base}/api/business`, { headers })
    ).json()) as {
      business: { id: string };
    };
    const made = await fetch(`${server.base}/api/services`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Braids', description: 'Braids', priceMinor: 1_500_00 }),
    });
    const { service } = (await made.json()) as { service: { id: string } };
    // the embedded database opens in one process at a time: the server stops while it is filled
    if (engine === 'pglite') await server.stop();
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    console.log(`\n${engine}: seeding ${BOOKINGS.toLocaleString('en')} bookings...`);
    await seed(database.db, business.id, service.id);
    await database.pool.query('ANALYZE');
    await database.close();
    if (engine === 'pglite') server = await startBenchServer(env);

    const cases: [string, string][] = [
      ['(the session check alone)', '/api/me'],
      ['first page of all', '/api/bookings?view=all'],
      ["today's view", '/api/bookings'],
      ['upcoming, page 5', '/api/bookings?view=upcoming&page=5'],
      ['search by name', '/api/bookings?view=all&q=wanjiku%20mutua'],
      ['search by phone', '/api/bookings?view=all&q=0710012345'],
      ['search by ticket code', '/api/bookings?view=all&q=ABCD2345'],
    ];
    console.log(`${engine}: bookings list, ${REQUESTS} requests each (server time)`);
    for (const [label, query] of cases) {
      const { p50, p95 } = await measureServerTime(server.base, cookie, query, REQUESTS);
      console.log(`  ${label.padEnd(28)} p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms`);
    }
  } finally {
    await server.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') {
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.end();
    }
  }
}

export async function benchBookingsList(): Promise<void> {
  await run('postgres');
  await run('pglite');
  console.log('\nTarget: p95 <= 30 ms on PostgreSQL.');
}
