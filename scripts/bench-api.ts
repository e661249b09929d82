/**
 * npm run bench api: what a request to the public API costs beside the owner area's request for the
 * same list, on the machine's PostgreSQL. A business with 5,000 bookings over six months (three
 * services, three staff, 400 clients); the first page of its bookings, 50 of them, read with the
 * owner's session (GET /api/bookings) and with an API key (GET /api/v1/bookings), for two lists:
 * everything newest first, and what is coming. For each: p50/p95 of the server's own time
 * (Server-Timing) and of the round trip, and the CPU per request of the server process and of the
 * database's PostgreSQL backends (from /proc), over 500 requests one after another (after 50 to warm
 * up), the two routes taking turns in rounds of 100 so that a change in the machine's load falls on
 * both. Both ask for compressed answers, as a browser does.
 *
 * A key may make 120 requests a minute unless its row says otherwise (api-v1/authenticate.ts): the
 * bench's key has `requests_per_minute` set to a million, so the load is not refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { addDays, formatMinutes } from '../src/shared/local-time';
import { generateTicketCode } from '../src/shared/ticket-code';
import { localDateAt, zonedInstant } from '../src/shared/zoned-time';
import { openDatabase, type Database } from '../src/server/db/database';
import { apiKeys } from '../src/server/db/schema/api';
import { bookings } from '../src/server/db/schema/bookings';
import { bookingReminders } from '../src/server/db/schema/messaging';
import { clients } from '../src/server/db/schema/people';
import { benchPlace, ownerCookie, percentile, sleep, startBenchServer } from './bench-owner';
import { BROWSER_ENCODINGS } from './bench-public';

const BOOKINGS = 5_000;
const CLIENTS = 400;
/** The span the bookings are spread over: 120 days back and 60 ahead. */
const DAYS = 180;
const PAST_DAYS = 120;
const PAGE_SIZE = 50;
const WARM_UP = 50;
const ROUNDS = 5;
const PER_ROUND = 100;
const TZ = 'Africa/Nairobi';
/** How long the idle server's CPU is read for, to show what its jobs add to each round. */
const IDLE_MS = 5_000;
const CLOCK_TICKS = 100;
const SERVICES = [
  { name: 'Box braids', durationMinutes: 60, priceMinor: 3_500_00 },
  { name: 'Blow-dry', durationMinutes: 30, priceMinor: 800_00 },
  { name: 'Manicure', durationMinutes: 45, priceMinor: 1_200_00 },
];
const STAFF = ['Wanjiru Kamau', 'Akinyi Otieno', 'Chebet Kiprono'];
const FIRST = ['Wanjiku', 'Achieng', 'Kamau', 'Otieno', 'Njeri', 'Mwangi', 'Chebet', 'Amina'];
const LAST = ['Kariuki', 'Odhiambo', 'Mutua', 'Wambui', 'Kiprono', 'Hassan', 'Njoroge', 'Auma'];
const PAST_STATUSES = ['completed', 'completed', 'completed', 'completed', 'cancelled'] as const;
const COMING_STATUSES = ['confirmed', 'confirmed', 'confirmed', 'pending', 'cancelled'] as const;

/** CPU seconds (user + system) a process has used, from /proc; 0 once it has ended. */
export function cpuSeconds(pid: number): number {
  try {
    // the fields after the command name, which may itself hold spaces
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by each backend serving the bench's database, by pid: the server's
 * connections only, whatever else the machine's PostgreSQL is doing meanwhile.
 */
async function backendCpu(watcher: pg.Client): Promise<Map<number, number>> {
  const { rows } = await watcher.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
     WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
  );
  return new Map(rows.map(({ pid }) => [pid, cpuSeconds(pid)]));
}

function backendCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, seconds] of after) spent += seconds - (before.get(pid) ?? 0);
  return spent;
}

/** Six months of a salon with three chairs: every staff member's bookings one after another. */
async function seed(
  db: Database,
  {
    businessId,
    serviceIds,
    staffIds,
  }: { businessId: string; serviceIds: string[]; staffIds: string[] },
) {
  const made = await db
    .insert(clients)
    .values(
      Array.from({ length: CLIENTS }, (_, i) => ({
        businessId,
        name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
        phone: `+2547${String(30_000_000 + i).slice(-8)}`,
      })),
    )
    .returning({ id: clients.id, name: clients.name, phone: clients.phone });
  const today = localDateAt(new Date(), TZ);
  const rows = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const day = (i % DAYS) - PAST_DAYS;
    // up to 30 places a day: an hour each, the three staff side by side from 08:00
    const place = Math.floor(i / DAYS);
    const date = addDays(today, day);
    const time = formatMinutes((8 + Math.floor(place / STAFF.length)) * 60);
    const startsAt = zonedInstant(date, time, TZ);
    const service = SERVICES[i % SERVICES.length]!;
    const client = made[i % made.length]!;
    const status = (day < 0 ? PAST_STATUSES : COMING_STATUSES)[i % 5]!;
    rows.push({
      businessId,
      serviceId: serviceIds[i % serviceIds.length]!,
      staffId: staffIds[place % staffIds.length]!,
      clientId: client.id,
      bookingDate: date,
      bookingTime: time,
      startsAt,
      endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
      status,
      paymentStatus: status === 'completed' ? ('completed' as const) : ('pending' as const),
      totalAmountMinor: service.priceMinor,
      currency: 'KES',
      ticketCode: generateTicketCode(10),
      customerName: client.name,
      customerPhone: client.phone ?? '',
      source: i % 3 === 0 ? ('owner' as const) : ('online' as const),
    });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(bookings).values(rows.slice(i, i + 1000));
  // the seeded history is not reminded: the reminder job would spend the run skipping it
  await db
    .update(bookingReminders)
    .set({ status: 'skipped', skipReason: 'Seeded for the bench' })
    .where(eq(bookingReminders.status, 'scheduled'));
}

interface Route {
  who: string;
  url: string;
  headers: Record<string, string>;
}

interface Tally {
  server: number[];
  roundTrip: number[];
  serverCpu: number;
  postgresCpu: number;
  bytes: number;
}

const serverTime = (response: Response) =>
  Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);

async function ask(base: string, route: Route) {
  const started = performance.now();
  const response = await fetch(`${base}${route.url}`, { headers: route.headers });
  const body = await response.arrayBuffer();
  const roundTrip = performance.now() - started;
  if (response.status !== 200) throw new Error(`${route.url} answered ${response.status}`);
  return { server: serverTime(response), roundTrip, body };
}

/** The ids of the bookings on a first page, from either route's answer. */
function idsOn(body: ArrayBuffer): string[] {
  const page = JSON.parse(Buffer.from(body).toString('utf8')) as {
    bookings?: { id: string }[];
    data?: { id: string }[];
  };
  return (page.bookings ?? page.data ?? []).map((booking) => booking.id);
}

/** Each route of a pair asked PER_ROUND times in turn, ROUNDS times, the first to go alternating. */
async function measurePair(
  server: { base: string; pid: number },
  watcher: pg.Client,
  pair: [Route, Route],
): Promise<Tally[]> {
  const tallies = pair.map((): Tally => ({
    server: [],
    roundTrip: [],
    serverCpu: 0,
    postgresCpu: 0,
    bytes: 0,
  }));
  for (const route of pair) for (let i = 0; i < WARM_UP; i++) await ask(server.base, route);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const at of order) {
      const route = pair[at]!;
      const tally = tallies[at]!;
      const before = { server: cpuSeconds(server.pid), postgres: await backendCpu(watcher) };
      for (let i = 0; i < PER_ROUND; i++) {
        const answer = await ask(server.base, route);
        tally.server.push(answer.server);
        tally.roundTrip.push(answer.roundTrip);
        tally.bytes = answer.body.byteLength;
      }
      tally.serverCpu += cpuSeconds(server.pid) - before.server;
      tally.postgresCpu += backendCpuSpent(before.postgres, await backendCpu(watcher));
    }
  }
  return tallies;
}

const ms = (value: number) => value.toFixed(1).padStart(6);
const cpuMs = (seconds: number) => ((seconds * 1000) / (ROUNDS * PER_ROUND)).toFixed(2).padStart(6);

function printTable(results: { list: string; routes: [Route, Route]; tallies: Tally[] }[]) {
  console.log(
    `  ${''.padEnd(22)}${''.padEnd(16)}  server time     round trip      CPU per request      answer`,
  );
  console.log(
    `  ${'list'.padEnd(22)}${'read with'.padEnd(16)}   p50    p95     p50    p95     server PostgreSQL   JSON`,
  );
  for (const { list, routes, tallies } of results) {
    routes.forEach((route, at) => {
      const tally = tallies[at]!;
      console.log(
        `  ${(at === 0 ? list : '').padEnd(22)}${route.who.padEnd(16)}` +
          `${ms(percentile(tally.server, 50))} ${ms(percentile(tally.server, 95))}  ` +
          `${ms(percentile(tally.roundTrip, 50))} ${ms(percentile(tally.roundTrip, 95))}  ` +
          `${cpuMs(tally.serverCpu)} ms ${cpuMs(tally.postgresCpu)} ms  ${tally.bytes.toLocaleString('en')} B`,
      );
    });
  }
  for (const { list, tallies } of results) {
    const [owner, api] = tallies as [Tally, Tally];
    const change = (part: 'serverCpu' | 'postgresCpu') => {
      const delta = ((api[part] - owner[part]) * 1000) / (ROUNDS * PER_ROUND);
      const percent = (api[part] / owner[part] - 1) * 100;
      return `${delta >= 0 ? '+' : ''}${delta.toFixed(2)} ms (${percent >= 0 ? '+' : ''}${percent.toFixed(0)}%)`;
    };
    console.log(
      `  ${list}: with the key, CPU per request ${change('serverCpu')} on the server, ` +
        `${change('postgresCpu')} in PostgreSQL, against the owner's session`,
    );
  }
}

/** One list read both ways: the owner area's query and the public API's for the same page. */
function listPair(
  list: string,
  [ownerQuery, apiQuery]: [string, string],
  { session, bearer }: Record<'session' | 'bearer', Record<string, string>>,
): { list: string; routes: [Route, Route] } {
  return {
    list,
    routes: [
      {
        who: 'owner session',
        url: `/api/bookings?${ownerQuery}&pageSize=${PAGE_SIZE}`,
        headers: session,
      },
      { who: 'API key', url: `/api/v1/bookings?${apiQuery}&limit=${PAGE_SIZE}`, headers: bearer },
    ],
  };
}

/**
 * The owner's services and staff made through their routes, six months of bookings written
 * straight in, and an API key that may read them as fast as the bench asks: its secret.
 */
async function furnish(
  base: string,
  place: Awaited<ReturnType<typeof benchPlace>>,
  cookie: string,
): Promise<string> {
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const post = async <T>(url: string, body: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const { business } = (await (await fetch(`${base}/api/business`, { headers })).json()) as {
    business: { id: string };
  };
  const serviceIds: string[] = [];
  for (const service of SERVICES) {
    const made = await post<{ service: { id: string } }>('/api/services', {
      ...service,
      description: service.name,
    });
    serviceIds.push(made.service.id);
  }
  const staffIds: string[] = [];
  for (const [i, name] of STAFF.entries()) {
    const made = await post<{ member: { id: string } }>('/api/staff', {
      name,
      email: `stylist${i}.${business.id.slice(0, 8)}@example.com`,
      serviceIds,
    });
    staffIds.push(made.member.id);
  }
  console.log(`Seeding ${BOOKINGS.toLocaleString('en')} bookings...`);
  const database = await openDatabase({
    databaseUrl: place.env.DATABASE_URL,
    dataDir: place.dataDir,
  });
  try {
    await seed(database.db, { businessId: business.id, serviceIds, staffIds });
    // as autovacuum leaves a grown table: statistics and visibility map current
    await database.pool.query('VACUUM ANALYZE');
    const { key, secret } = await post<{ key: { id: string }; secret: string }>(
      '/api/business/api-keys',
      { name: 'Bench', scope: 'read', expiresInDays: 30 },
    );
    await database.db
      .update(apiKeys)
      .set({ requestsPerMinute: 1_000_000 })
      .where(eq(apiKeys.id, key.id));
    return secret;
  } finally {
    await database.close();
  }
}

export async function benchApi(): Promise<void> {
  const place = await benchPlace('postgres', 'api');
  const watcher = new pg.Client({ connectionString: place.env.DATABASE_URL });
  let stopServer: (() => Promise<void>) | undefined;
  try {
    const server = await startBenchServer(place.env);
    stopServer = server.stop;
    await watcher.connect();
    const cookie = await ownerCookie(server.base, place.dataDir);
    const secret = await furnish(server.base, place, cookie);
    const session = { cookie, 'accept-encoding': BROWSER_ENCODINGS };
    const bearer = { authorization: `Bearer ${secret}`, 'accept-encoding': BROWSER_ENCODINGS };
    const from = encodeURIComponent(new Date().toISOString());
    const lists = [
      listPair('all, newest first', ['view=all', 'order=-starts_at'], { session, bearer }),
      listPair('upcoming', ['view=upcoming', `from=${from}`], { session, bearer }),
    ];
    // the same list: the two routes' first pages hold the same bookings in the same order
    for (const { list, routes } of lists) {
      const [owner, api] = await Promise.all(
        routes.map(async (route) => idsOn((await ask(server.base, route)).body)),
      );
      if (owner?.length !== PAGE_SIZE || owner.join() !== api?.join()) {
        throw new Error(`${list}: the owner's page and the API's page differ`);
      }
    }
    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(
      `\npostgres: first page of ${PAGE_SIZE} of ${BOOKINGS.toLocaleString('en')} bookings, ${ROUNDS * PER_ROUND} requests per route ` +
        `one after another (after ${WARM_UP} to warm up); load average ${load.join(' ')} on ${os.cpus().length} cores; times in ms`,
    );
    // the server's jobs poll on their own: what they cost idle falls in every round's CPU too
    const idleBefore = cpuSeconds(server.pid);
    await sleep(IDLE_MS);
    const idleMsASecond = ((cpuSeconds(server.pid) - idleBefore) * 1000) / (IDLE_MS / 1000);
    const results = [];
    for (const { list, routes } of lists) {
      results.push({ list, routes, tallies: await measurePair(server, watcher, routes) });
    }
    printTable(results);
    console.log(
      `  (the server idle uses ${idleMsASecond.toFixed(1)} ms of CPU a second, its jobs polling; counted in the above)`,
    );
  } finally {
    await watcher.end().catch(() => undefined);
    await stopServer?.().catch(() => undefined);
    await place.remove();
  }
}
