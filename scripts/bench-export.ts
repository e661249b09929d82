/**
 * npm run bench export [-- --explain]: the bookings CSV of a business with 100,000 bookings
 * (BENCH_BOOKINGS), on the machine's PostgreSQL (BENCH_DATABASE_URL, a database of its own, dropped
 * afterwards). The server runs as `npm run serve` does (its own process, the same allocator
 * settings); an owner signs up through the mail file and the API. Reported: the time to download
 * the whole file (target under 3 s), the server's CPU for it, and its RSS, read from /proc every
 * 20 ms, against its idle baseline (flat memory: the peak rise, and RSS as the download goes).
 * --explain prints the plan of a batch from the middle of the export. Linux only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addDays, formatMinutes } from '../src/shared/local-time';
import { generateTicketCode } from '../src/shared/ticket-code';
import { localDateAt, zonedInstant } from '../src/shared/zoned-time';
import { openDatabase, type Database } from '../src/server/db/database';
import { bookings } from '../src/server/db/schema/bookings';
import { bookingBatchQuery } from '../src/server/exports/bookings';
import { clients, staff } from '../src/server/db/schema/people';
import { ownerCookie, sleep, startBenchServer } from './bench-owner';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000) || 100_000;
const CLIENTS = 5_000;
const RUNS = 5;
const SAMPLE_MS = 20;
const isExplain = process.argv.includes('--explain');
const TZ = 'Africa/Nairobi';
const FIRST = ['Wanjiků', 'Achieng', 'Kamau', 'Otieno', 'Njeri', 'Mwangi', 'Chébet', 'Amina'];
const LAST = ['Kariuki', 'Odhiambo', 'Mutua', 'Wambui', 'Kiprono', 'Hassan', 'Njoroge', 'Auma'];
const STATUSES = ['confirmed', 'completed', 'completed', 'pending', 'cancelled'] as const;
/** Distinct (day, time) slots the bookings are spread over: 730 days, 20 times a day. */
const SLOTS = 730 * 20;

/** CPU seconds (user + system) a process has used, from /proc (100 clock ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The machine's 1-minute load average: the wall time means little on a busy machine. */
function load(): string {
  return fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';
}

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

async function startServer(databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-bench-export-'));
  const server = await startBenchServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  return {
    ...server,
    dataDir,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Bookings over two years around today, with clients, staff, notes, names and statuses. */
async function seed(db: Database, businessId: string, serviceId: string) {
  const team = await db
    .insert(staff)
    .values(
      ['Wanjiru', 'Otieno', 'Zoë', 'Baraka', 'Nyambura', 'Juma', 'Akinyi'].map((name, i) => ({
        businessId,
        name,
        email: `staff${i}@bench.example`,
      })),
    )
    .returning({ id: staff.id });
  const people: string[] = [];
  for (let offset = 0; offset < CLIENTS; offset += 1000) {
    const made = await db
      .insert(clients)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          businessId,
          name: `${FIRST[(offset + i) % 8]} ${LAST[Math.floor((offset + i) / 8) % 8]}`,
          phone: `+2547${String(20_000_000 + offset + i).slice(-8)}`,
        })),
      )
      .returning({ id: clients.id });
    people.push(...made.map((row) => row.id));
  }
  const today = localDateAt(new Date(), TZ);
  for (let offset = 0; offset < BOOKINGS; offset += 1000) {
    const rows = [];
    for (let i = offset; i < Math.min(BOOKINGS, offset + 1000); i++) {
      const date = addDays(today, (i % 730) - 365);
      const time = formatMinutes(8 * 60 + (Math.floor(i / 730) % 20) * 30);
      const startsAt = zonedInstant(date, time, TZ);
      rows.push({
        businessId,
        serviceId,
        clientId: i % 4 === 0 ? null : people[i % people.length],
        // the bookings of one slot go to different members: a member never holds two at once
        staffId: i % 3 === 0 ? null : (team[Math.floor(i / SLOTS)]?.id ?? null),
        bookingDate: date,
        bookingTime: time,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        status: STATUSES[i % STATUSES.length]!,
        paymentStatus: i % 3 === 0 ? ('completed' as const) : ('pending' as const),
        totalAmountMinor: 1_500_00 + (i % 7) * 250,
        currency: 'KES',
        ticketCode: generateTicketCode(10),
        customerName: `${FIRST[i % 8]} ${LAST[Math.floor(i / 8) % 8]} ${i}`,
        customerEmail: i % 2 === 0 ? `client${i}@example.com` : null,
        customerPhone: `+2547${String(10_000_000 + i).slice(-8)}`,
        notes: i % 5 === 0 ? `Prefers "short" braids, at ${time}` : null,
      });
    }
    await db.insert(bookings).values(rows);
  }
}

/** The plan of a batch from the middle of the export, as the server sends it. */
async function explain(db: Database, businessId: string) {
  const { rows } = await db.execute<{ cursorAt: string; cursorId: string }>(sql`
    SELECT starts_at::text AS "cursorAt", id::text AS "cursorId" FROM bookings
    WHERE business_id = ${businessId} ORDER BY starts_at, id OFFSET ${BOOKINGS / 2} LIMIT 1`);
  const middle = rows[0];
  if (!middle) return;
  const after = { at: middle.cursorAt, id: middle.cursorId };
  const plan = await db.execute<{ 'QUERY PLAN': string }>(
    sql`EXPLAIN (ANALYZE, BUFFERS) ${bookingBatchQuery({ businessId, timezone: TZ, after })}`,
  );
  console.log('\nA batch from the middle of the bookings export:');
  for (const line of plan.rows) console.log(`  ${line['QUERY PLAN']}`);
}

/** One whole download: seconds, bytes, lines, and the server's RSS peak while it ran. */
async function download(base: string, cookie: string, pid: number) {
  let peak = rssMb(pid);
  let bytes = 0;
  let lines = 0;
  // RSS against how far the download has got: flat memory stays level as the bytes go by
  const samples: { bytes: number; rss: number }[] = [];
  const cpuBefore = cpuSeconds(pid);
  const sampler = setInterval(() => {
    const rss = rssMb(pid);
    peak = Math.max(peak, rss);
    samples.push({ bytes, rss });
  }, SAMPLE_MS);
  const started = performance.now();
  const response = await fetch(`${base}/api/exports/bookings`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}`);
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    bytes += part.value.byteLength;
    // bench rows hold no line break inside a cell: each LF ends a record
    const chunk = Buffer.from(part.value.buffer, part.value.byteOffset, part.value.byteLength);
    for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, at + 1)) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const at = (share: number) =>
    samples.filter((sample) => sample.bytes <= share * bytes).at(-1)?.rss ?? NaN;
  const byProgress = [0.25, 0.5, 0.75, 1].map((share) => at(share).toFixed(0)).join(' / ');
  return { seconds, bytes, lines, peak, byProgress, cpu: cpuSeconds(pid) - cpuBefore };
}

export async function benchExport(): Promise<void> {
  const dbName = `miadi_bench_export_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const url = new URL(BASE_URL);
  url.pathname = `/${dbName}`;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer(url.toString());
    const cookie = await ownerCookie(server.base, server.dataDir);
    const headers = { cookie, origin: server.base, 'content-type': 'application/json' };
    const view = (await (await fetch(`${server.base}/api/business`, { headers })).json()) as {
      business: { id: string };
    };
    const made = await fetch(`${server.base}/api/services`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Braids, long', description: 'Braids', priceMinor: 1_500_00 }),
    });
    const { service } = (await made.json()) as { service: { id: string } };
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    console.log(`Seeding ${BOOKINGS.toLocaleString('en')} bookings and ${CLIENTS} clients...`);
    await seed(database.db, view.business.id, service.id);
    await database.pool.query('ANALYZE');
    if (isExplain) await explain(database.db, view.business.id);
    await database.close();

    const untouched = rssMb(server.pid);
    // one download to warm up (code paths, the pool, the database's cache), then an idle baseline
    await download(server.base, cookie, server.pid);
    await sleep(3000);
    console.log(`\nBookings export, ${BOOKINGS.toLocaleString('en')} bookings, PostgreSQL:`);
    console.log(`  server RSS before any export: ${untouched.toFixed(0)} MB`);
    const times: number[] = [];
    const rises: number[] = [];
    const cpus: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const baseline = rssMb(server.pid);
      const result = await download(server.base, cookie, server.pid);
      if (result.lines !== BOOKINGS + 1) {
        throw new Error(`expected ${BOOKINGS + 1} lines, got ${result.lines}`);
      }
      times.push(result.seconds);
      rises.push(result.peak - baseline);
      cpus.push(result.cpu);
      console.log(
        `  run ${run}: ${result.seconds.toFixed(2)} s, ${(result.bytes / 2 ** 20).toFixed(1)} MB, ` +
          `${result.lines.toLocaleString('en')} lines; RSS ${baseline.toFixed(0)} MB idle, ` +
          `peak ${result.peak.toFixed(0)} MB (+${(result.peak - baseline).toFixed(0)} MB); ` +
          `server CPU ${result.cpu.toFixed(2)} s; load ${load()}`,
      );
      console.log(`         RSS at 25 / 50 / 75 / 100% of the file: ${result.byProgress} MB`);
      await sleep(1000);
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    console.log(
      `  median ${median(times).toFixed(2)} s, slowest ${Math.max(...times).toFixed(2)} s ` +
        `(target < 3 s); server CPU median ${median(cpus).toFixed(2)} s; ` +
        `largest RSS rise ${Math.max(...rises).toFixed(0)} MB`,
    );
  } finally {
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}
