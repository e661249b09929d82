/**
 * npm run bench [availability|bookings|all|public|embedded|uploads|list|discover|startup|pages|ussd|whatsapp|channels|calendar|waitlist|api|webhooks]: the booking path's
 * speed on this machine's PostgreSQL; `uploads` (the server's memory around a burst of image
 * uploads, bench-uploads.ts), `list` (the front desk's bookings list over 50,000 bookings,
 * bench-list.ts), `discover` (Discover's search over up to 1,000,000 businesses, bench-discover.ts;
 * its options follow `--`), `startup` (cold start, bench-startup.ts) and `pages` (the public pages in
 * Lighthouse, bench-pages.ts) are not part of `all`, nor are `ussd`, `whatsapp` and `channels` (the
 * booking dialog's USSD callback and WhatsApp webhook, bench-channels.ts), nor `api` (the public
 * API's bookings list against the owner area's, server CPU per request, bench-api.ts) and `webhooks`
 * (webhook delivery lag from the event to the first attempt, bench-webhooks.ts).
 * The server runs from its compiled build: `npm run build` first.
 *
 * - availability: 30 days of slots (one request) for a business with 10,000 bookings; p50/p95 of
 *   the server's own time (Server-Timing) and of the round trip, over 300 requests.
 * - public (not part of `all`): the public page's data under wrk, one server process then two,
 *   with the CPU per request of the server and of PostgreSQL (bench-public.ts).
 * - embedded (not part of `all`): availability, the public page's data and bookings on the embedded
 *   database, seeded the same way, to set beside the PostgreSQL figures.
 * - bookings: bookings per second with 8 concurrent clients (every request books a free slot),
 *   next to pgbench's built-in simple-update at 8 clients on the same server.
 *
 * It makes its own database (dropped afterwards) on BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, and runs the server as its own process, as in production.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { addDays } from '../src/shared/local-time';
import { localDateAt, zonedInstant } from '../src/shared/zoned-time';
import { formatMinutes } from '../src/shared/local-time';
import { generateTicketCode } from '../src/shared/ticket-code';
import { openDatabase } from '../src/server/db/database';
import { migrateDatabase } from '../src/server/db/migrate';
import { bookings } from '../src/server/db/schema/bookings';
import { bookingReminders } from '../src/server/db/schema/messaging';
import { businesses, businessHours, businessSettings } from '../src/server/db/schema/businesses';
import { users } from '../src/server/db/schema/auth';
import { subscriptions } from '../src/server/db/schema/payments';
import { services } from '../src/server/db/schema/services';
import { defaultBusinessHours } from '../src/shared/business-hours';
import { findPlan, PLAN_IDS, type PlanId } from '../src/shared/plans';
import { benchApi } from './bench-api';
import { benchCalendar } from './bench-calendar';
import { benchWaitlist } from './bench-waitlist';
import { benchChannels } from './bench-channels';
import { benchDashboard } from './bench-dashboard';
import { benchDiscover } from './bench-discover';
import { benchExport } from './bench-export';
import { benchBookingsList } from './bench-list';
import { BROWSER_ENCODINGS, benchPublicPage, furnishBusiness } from './bench-public';
import { benchPages } from './bench-pages';
import { benchStartup } from './bench-startup';
import { serveCommand } from './bench-owner';
import { benchUploads } from './bench-uploads';
import { benchWebhooks } from './bench-webhooks';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const what = process.argv[2] ?? 'all';
/** Server processes the booking clients are spread over (BENCH_PROCESSES, default 1). */
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 1) || 1);
const TZ = 'Africa/Nairobi';
const CLOCK_TICKS = 100;
/**
 * The benched businesses' plan (BENCH_PLAN, default medium: limited, so every booking takes the
 * month limit's lock and count; premium is unlimited and skips both).
 */
const PLAN = PLAN_IDS.find((id) => id === process.env.BENCH_PLAN) ?? ('medium' satisfies PlanId);

function databaseUrl(name: string): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function seedBusiness(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  label: string,
  capacity: number,
  bookingCount: number,
) {
  const userId = `bench-${label}-${Date.now()}`;
  await db.insert(users).values({
    id: userId,
    name: 'Bench Owner',
    email: `${userId}@bench.example`,
    emailVerified: true,
  });
  const [business] = await db
    .insert(businesses)
    .values({
      userId,
      name: `Bench ${label}`,
      subdomain: `bench-${label}-${Date.now().toString(36)}`.slice(0, 20),
    })
    .returning();
  if (!business) throw new Error('no business');
  const plan = findPlan(PLAN);
  await db.insert(subscriptions).values({
    userId,
    businessId: business.id,
    planType: plan.id,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + plan.periodDays * 24 * 60 * 60_000),
    staffLimit: plan.staffLimit,
    bookingsLimit: plan.bookingsLimit,
    paymentInterval: 'monthly',
  });
  await db
    .insert(businessSettings)
    .values({ businessId: business.id, maxBookingsPerSlot: capacity, bookingAdvanceDays: 365 });
  await db.insert(businessHours).values(
    defaultBusinessHours().map((day) => ({
      businessId: business.id,
      ...day,
      opensAt: '06:00',
      closesAt: '22:00',
    })),
  );
  const [service] = await db
    .insert(services)
    .values({
      businessId: business.id,
      name: 'Session',
      description: 'Bench',
      priceMinor: 100_00,
      durationMinutes: 30,
    })
    .returning();
  if (!service) throw new Error('no service');
  // bookings spread over the year around today, a few per slot, all short and unaligned-free
  const today = localDateAt(new Date(), TZ);
  const rows = [];
  for (let i = 0; i < bookingCount; i++) {
    const date = addDays(today, (i % 365) - 120);
    const time = formatMinutes(6 * 60 + (Math.floor(i / 365) % 32) * 30);
    const startsAt = zonedInstant(date, time, TZ);
    rows.push({
      businessId: business.id,
      serviceId: service.id,
      bookingDate: date,
      bookingTime: time,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status: 'confirmed' as const,
      totalAmountMinor: 100_00,
      currency: 'KES',
      ticketCode: generateTicketCode(10),
      customerName: 'Bench Client',
      customerPhone: '+254711000000',
    });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(bookings).values(rows.slice(i, i + 1000));
  // the seeded history is not reminded: the reminder job would spend the run skipping it
  await db
    .update(bookingReminders)
    .set({ status: 'skipped', skipReason: 'Seeded for the bench' })
    .where(eq(bookingReminders.status, 'scheduled'));
  return { businessId: business.id, serviceId: service.id };
}

/** CPU seconds (user + system) a process has used, from /proc; 0 where /proc is not there. */
function cpuSecondsOf(pid: number): number {
  try {
    // the fields after the command name, which may itself hold spaces
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by a process and its children (a cluster's workers). */
function processTreeCpuSeconds(pid: number): number {
  let total = cpuSecondsOf(pid);
  for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1]?.split(' ')[1]) === pid) total += cpuSecondsOf(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** CPU seconds used so far by every PostgreSQL process on this machine. */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSecondsOf(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

async function startServer(
  url: string,
  extraEnv: Record<string, string> = {},
): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-bench-'));
  const serve = serveCommand();
  const child = spawn(process.execPath, serve.args, {
    env: {
      ...process.env,
      ...serve.env,
      // none: the embedded database in DATA_DIR
      ...(url ? { DATABASE_URL: url } : {}),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      // the load comes from one address; the per-address limit would refuse it after 100 a minute
      REQUEST_LIMIT_PER_MINUTE: '1000000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"Miadi is listening"/.exec(out);
      if (match?.[1]) {
        // from here on the per-request log lines are not needed, unless BENCH_SERVER_LOG names a
        // file to keep them in
        out = '';
        child.stdout.removeAllListeners('data');
        if (process.env.BENCH_SERVER_LOG)
          child.stdout.pipe(fs.createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' }));
        else child.stdout.resume();
        resolve(match[1]);
      }
    });
    child.once('exit', () => reject(new Error('server exited')));
  });
  // a server that ends during a run says so (its log goes unread once it listens)
  let isStopping = false;
  child.once('exit', (code, signal) => {
    if (!isStopping)
      console.error(`The server (pid ${child.pid}) ended: ${signal ?? `exit code ${code}`}`);
  });
  return {
    base,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        isStopping = true;
        child.kill('SIGTERM');
      }),
  };
}

async function benchAvailability(base: string, fixture: { businessId: string; serviceId: string }) {
  const today = localDateAt(new Date(), TZ);
  const url = (date: string, days = 30) =>
    `${base}/api/public/businesses/${fixture.businessId}/availability?serviceId=${fixture.serviceId}&date=${date}&days=${days}`;
  const measure = async (urls: string[]) => {
    const server: number[] = [];
    const roundTrip: number[] = [];
    for (const address of urls) {
      const started = performance.now();
      // compressed as a browser asks (docs/decisions/0050), which the server time includes
      const response = await fetch(address, { headers: { 'accept-encoding': BROWSER_ENCODINGS } });
      await response.arrayBuffer();
      roundTrip.push(performance.now() - started);
      server.push(
        Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN),
      );
    }
    return { server, roundTrip };
  };
  const report = (label: string, { server, roundTrip }: Awaited<ReturnType<typeof measure>>) => {
    console.log(`  ${label}`);
    console.log(
      `    server time  p50 ${percentile(server, 50).toFixed(1)} ms   p95 ${percentile(server, 95).toFixed(1)} ms   (target p95 <= 2 ms)`,
    );
    console.log(
      `    round trip   p50 ${percentile(roundTrip, 50).toFixed(1)} ms   p95 ${percentile(roundTrip, 95).toFixed(1)} ms`,
    );
  };
  // warm up on the same work the runs below do (spans full of bookings), asked as 29 days so that
  // none of the answers measured below is kept yet
  for (let i = 0; i < 100; i++) {
    const response = await fetch(url(addDays(today, i), 29));
    if (!response.ok) throw new Error(`availability answered ${response.status} while warming up`);
    await response.arrayBuffer();
  }
  // each start date read once: every answer is worked out (none kept yet)
  const computed = await measure(Array.from({ length: 300 }, (_, i) => url(addDays(today, i))));
  // the same 30 days again and again, as visitors opening one link ask: kept after the first
  const kept = await measure(Array.from({ length: 300 }, () => url(today)));
  console.log(
    '\nAvailability, 30 days in one request, business with 10,000 bookings (300 requests each):',
  );
  report('worked out (300 different start dates, nothing kept)', computed);
  report('kept (the same request 300 times; docs/decisions/0041)', kept);
}

/**
 * 4,000 bookings of free slots by 8 concurrent clients (after 200 to warm up), spread over the
 * servers given; the rate, the server times and the CPU per booking of the server processes, of
 * PostgreSQL (`postgresCpu`: 0 when the database runs inside the server) and of this client.
 */
async function bookingLoad(
  servers: { base: string; pid: number }[],
  fixture: { businessId: string; serviceId: string },
  postgresCpu: () => number,
) {
  const today = localDateAt(new Date(), TZ);
  const slots: { date: string; time: string }[] = [];
  for (let d = 1; d <= 300; d++)
    for (let m = 6 * 60; m < 22 * 60; m += 30)
      slots.push({ date: addDays(today, d), time: formatMinutes(m) });
  let next = 0;
  const total = 4000;
  const statuses = new Map<number, number>();
  const serverTimes: number[] = [];
  const worker = async () => {
    while (next < total) {
      const n = next++;
      const slot = slots[n % slots.length];
      const base = servers[n % servers.length]!.base;
      const response = await fetch(`${base}/api/public/businesses/${fixture.businessId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          serviceId: fixture.serviceId,
          ...slot,
          customer: { name: 'Bench Client', email: 'bench@example.com', phone: '0711000000' },
          idempotencyKey: `bench-${n}-${Date.now()}`,
        }),
      });
      await response.arrayBuffer();
      serverTimes.push(
        Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN),
      );
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  // warm up
  const warm = Array.from({ length: 8 }, worker);
  next = total - 200;
  await Promise.all(warm);
  next = 0;
  statuses.clear();
  serverTimes.length = 0;
  const serverCpu = () => servers.reduce((sum, server) => sum + cpuSecondsOf(server.pid), 0);
  const cpuBefore = {
    server: serverCpu(),
    postgres: postgresCpu(),
    client: process.cpuUsage(),
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 8 }, worker));
  const seconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(cpuBefore.client);
  const perBooking = {
    server: ((serverCpu() - cpuBefore.server) * 1000) / total,
    postgres: ((postgresCpu() - cpuBefore.postgres) * 1000) / total,
    client: (clientCpu.user + clientCpu.system) / 1000 / total,
  };
  const report = () => {
    console.log(
      `  ${total} requests in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(0)} bookings/s   answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    console.log(
      `  server time per booking  p50 ${percentile(serverTimes, 50).toFixed(1)} ms   p95 ${percentile(serverTimes, 95).toFixed(1)} ms`,
    );
  };
  return { rate: total / seconds, perBooking, report };
}

/**
 * The business's messages still queued or being sent when the booking load ends, and how long
 * the senders take to send them all (a sender that falls behind a busy booking page shows here).
 */
async function messagesUnsent(url: string, businessId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async () =>
      Number(
        (
          await client.query<{ n: string }>(
            `SELECT count(*) AS n FROM message_sends
             WHERE business_id = $1 AND status IN ('queued', 'sending')`,
            [businessId],
          )
        ).rows[0]?.n ?? 0,
      );
    const started = performance.now();
    const atEnd = await count();
    while ((await count()) > 0 && performance.now() - started < 300_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { atEnd, drainedMs: performance.now() - started };
  } finally {
    await client.end();
  }
}

async function benchBookings(
  servers: { base: string; pid: number }[],
  fixture: { businessId: string; serviceId: string },
  dbName: string,
) {
  const { rate, perBooking, report } = await bookingLoad(servers, fixture, postgresCpuSeconds);
  const unsent = await messagesUnsent(databaseUrl(dbName), fixture.businessId);

  execFileSync('pgbench', ['-i', '-s', '10', '-q', '-d', databaseUrl(dbName)], { stdio: 'ignore' });
  const output = execFileSync(
    'pgbench',
    ['-c', '8', '-j', '2', '-T', '10', '-b', 'simple-update', databaseUrl(dbName)],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? NaN);
  console.log(
    `\nBookings with 8 concurrent clients (each books a free slot), ${servers.length} server process(es), ${findPlan(PLAN).name} plan:`,
  );
  report();
  console.log(
    `  messages (confirmations, owner notices) not yet sent when the last booking was answered: ${unsent.atEnd}; all sent ${(unsent.drainedMs / 1000).toFixed(1)} s later`,
  );
  console.log(`  pgbench simple-update, 8 clients, same server: ${tps.toFixed(0)} tps`);
  console.log(
    `  ratio ${((rate / tps) * 100).toFixed(0)}% (target >= 15%; two processes >= 1.7x one: BENCH_PROCESSES=2)`,
  );
  const cpuTotal = perBooking.server + perBooking.postgres + perBooking.client;
  console.log(
    `  CPU per booking: server ${perBooking.server.toFixed(2)} ms, PostgreSQL ${perBooking.postgres.toFixed(2)} ms, ` +
      `bench client ${perBooking.client.toFixed(2)} ms; on ${os.cpus().length} cores that allows at most ` +
      `${((os.cpus().length * 1000) / cpuTotal).toFixed(0)} bookings/s`,
  );
}

/** The public page's data with one server process, then two sharing a port. */
async function benchPublicProcesses(url: string, businessId: string) {
  const cpu = { processTree: processTreeCpuSeconds, postgres: postgresCpuSeconds };
  const rates: number[] = [];
  for (const processes of [1, 2]) {
    const server = await startServer(url, { SERVER_PROCESSES: String(processes) });
    try {
      rates.push(await benchPublicPage({ ...server, processes }, businessId, cpu));
    } finally {
      await server.stop();
    }
  }
  console.log(
    `  two processes: ${(rates[1]! / rates[0]!).toFixed(2)}x one (target >= 3,000 requests/s with two)`,
  );
}

async function main() {
  const dbName = `miadi_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const url = databaseUrl(dbName);
  let stop: (() => Promise<void>) | undefined;
  try {
    const database = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
    await migrateDatabase(database.pool);
    console.log('Seeding 10,000 bookings...');
    const busy = await seedBusiness(database.db, 'busy', 5, 10_000);
    const open = await seedBusiness(database.db, 'open', 1000, 0);
    await database.db
      .update(businessSettings)
      .set({ bookingAdvanceDays: 365 })
      .where(eq(businessSettings.businessId, open.businessId));
    if (what === 'public') await furnishBusiness(database.db, open.businessId, open.serviceId);
    // as autovacuum leaves a settled database: statistics, and the visibility map that lets a
    // covering index answer without visiting rows
    await database.pool.query('VACUUM ANALYZE');
    if (what === 'public') {
      await database.close();
      await benchPublicProcesses(url, open.businessId);
      return;
    }
    await database.close();
    const servers = await Promise.all(Array.from({ length: PROCESSES }, () => startServer(url)));
    stop = async () => {
      await Promise.all(servers.map((server) => server.stop()));
    };
    if (what === 'availability' || what === 'all') await benchAvailability(servers[0]!.base, busy);
    if (what === 'bookings' || what === 'all') await benchBookings(servers, open, dbName);
  } finally {
    await stop?.();
    // BENCH_KEEP_DATABASE=1 leaves the seeded database behind, to look at its plans
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`Database kept: ${url}`);
    else await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * The public page (one process: the embedded database serves one), availability and bookings on the
 * embedded database, seeded as `main` seeds PostgreSQL, to set beside the PostgreSQL figures.
 */
async function benchEmbedded() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-bench-embedded-'));
  try {
    const database = await openDatabase({ dataDir });
    await migrateDatabase(database.pool);
    console.log('Seeding 10,000 bookings in the embedded database...');
    const busy = await seedBusiness(database.db, 'busy', 5, 10_000);
    const open = await seedBusiness(database.db, 'open', 1000, 0);
    await furnishBusiness(database.db, open.businessId, open.serviceId);
    await database.pool.query('VACUUM ANALYZE');
    // the embedded database opens in one process at a time: the server takes it from here
    await database.close();
    const server = await startServer('', { DATA_DIR: dataDir });
    try {
      console.log('\nOn the embedded database:');
      await benchAvailability(server.base, busy);
      // the database runs inside the server process: its CPU is the server's
      await benchPublicPage({ ...server, processes: 1 }, open.businessId, {
        processTree: processTreeCpuSeconds,
        postgres: () => 0,
      });
      const bookings = await bookingLoad([server], open, () => 0);
      console.log(
        '\nBookings with 8 concurrent clients (each books a free slot), embedded database:',
      );
      bookings.report();
      console.log(
        `  CPU per booking: server with its database ${bookings.perBooking.server.toFixed(2)} ms, bench client ${bookings.perBooking.client.toFixed(2)} ms`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const SEPARATE: Record<string, () => Promise<void>> = {
  embedded: benchEmbedded,
  uploads: benchUploads,
  list: benchBookingsList,
  discover: () => benchDiscover(process.argv.slice(3)),
  dashboard: benchDashboard,
  export: benchExport,
  startup: benchStartup,
  pages: () => benchPages(process.argv.slice(3)),
  ussd: () => benchChannels('ussd', process.argv.slice(3)),
  whatsapp: () => benchChannels('whatsapp', process.argv.slice(3)),
  channels: () => benchChannels('channels', process.argv.slice(3)),
  calendar: benchCalendar,
  waitlist: benchWaitlist,
  api: benchApi,
  webhooks: benchWebhooks,
};

(SEPARATE[what] ?? main)().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
