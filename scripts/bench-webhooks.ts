/**
 * npm run bench webhooks: how soon a webhook leaves after its event, on the machine's PostgreSQL.
 * A receiver on loopback (WEBHOOK_TEST_ORIGINS lets the server reach it over http) stands behind
 * two endpoints of one business, both taking every booking event. The owner makes 300 bookings at
 * the desk (POST /api/bookings), 100 one after another and then 200 four at a time; every third
 * booking is then moved and cancelled, so it has three events in a row. The lag of each delivery
 * is from its event's `webhook_events.occurred_at` (the trigger's clock_timestamp(), inside the
 * booking's transaction just before it commits: the nearest the database records to the commit)
 * to the receiver reading the first attempt's request: p50/p95/max. Beside it, for each phase,
 * how fast deliveries fell due and how fast first attempts arrived meanwhile (whether the sender
 * kept up), and the server process's CPU. It checks that each endpoint received every event
 * exactly once (by webhook-id) and each booking's events in commit order.
 *
 * The business is on the unlimited plan, so the trial's 100 bookings a month do not stop the run.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { addDays, formatMinutes } from '../src/shared/local-time';
import { localDateAt } from '../src/shared/zoned-time';
import { cpuSeconds } from './bench-api';
import { benchPlace, ownerCookie, percentile, sleep, startBenchServer } from './bench-owner';

const ONE_AT_A_TIME = 100;
const AT_ONCE = 4;
const CONCURRENT = 200;
const WARM_UP = 6;
/** Every this many bookings one is moved and then cancelled after it is made. */
const CHANGED_EVERY = 3;
const TZ = 'Africa/Nairobi';
/** Half-hour places a day from 09:00, the default hours' 09:00-17:00. */
const PLACES_A_DAY = 16;
const EVENT_TYPES = ['booking.created', 'booking.rescheduled', 'booking.cancelled'];
const ENDPOINT_PATHS = ['/hooks/first', '/hooks/second'];

type Phase = 'warm-up' | 'one at a time' | `${number} at a time`;

interface Arrival {
  path: string;
  webhookId: string;
  /** Wall-clock milliseconds when the request's headers were read. */
  at: number;
}

/**
 * The receiver, in a thread of its own so that the bench's booking clients never keep an answer
 * waiting: it takes every request, answers 204 at once, and keeps which endpoint, which event and
 * when.
 */
const RECEIVER = `
const http = require('node:http');
const { parentPort } = require('node:worker_threads');
const arrivals = [];
const server = http.createServer((request, response) => {
  arrivals.push({ path: request.url, webhookId: String(request.headers['webhook-id']), at: Date.now() });
  request.resume();
  request.on('end', () => response.writeHead(204).end());
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
parentPort.on('message', () => parentPort.postMessage(arrivals));
`;

async function startReceiver() {
  const worker = new Worker(RECEIVER, { eval: true });
  const reply = <T>() =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const port = await reply<number>();
  return {
    origin: `http://127.0.0.1:${port}`,
    async arrivals(): Promise<Arrival[]> {
      const answer = reply<Arrival[]>();
      worker.postMessage('arrivals');
      return answer;
    },
    close: () => worker.terminate(),
  };
}

/** The owner's desk: one booking made, and, when asked, moved a month on and cancelled. */
function desk(base: string, cookie: string, serviceId: string) {
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const call = async (method: string, url: string, body: unknown, expected: number) => {
    const response = await fetch(`${base}${url}`, { method, headers, body: JSON.stringify(body) });
    const text = await response.text();
    if (response.status !== expected)
      throw new Error(`${url} answered ${response.status}: ${text}`);
    return JSON.parse(text) as { booking: { id: string } };
  };
  const today = localDateAt(new Date(), TZ);
  const slot = (n: number, daysOn = 0) => ({
    date: addDays(today, 1 + Math.floor(n / PLACES_A_DAY) + daysOn),
    time: formatMinutes(9 * 60 + (n % PLACES_A_DAY) * 30),
  });
  return async (n: number, isChanged: boolean): Promise<string> => {
    const { booking } = await call(
      'POST',
      '/api/bookings',
      {
        serviceId,
        ...slot(n),
        client: { name: `Bench Client ${n}`, phone: `07${String(10_000_000 + n).slice(-8)}` },
        idempotencyKey: `bench-webhooks-${n}-${Date.now()}`,
      },
      201,
    );
    if (isChanged) {
      await call('PATCH', `/api/bookings/${booking.id}`, slot(n, 30), 200);
      await call('PATCH', `/api/bookings/${booking.id}/status`, { status: 'cancelled' }, 200);
    }
    return booking.id;
  };
}

interface Delivery {
  event_id: string;
  endpoint_id: string;
  ordering_key: string;
  type: string;
  seq: number;
  status: string;
  attempts: number;
  occurred_ms: number;
  first_attempt_ms: number | null;
}

async function deliveriesOf(client: pg.Client): Promise<Delivery[]> {
  const { rows } = await client.query<Delivery>(
    `SELECT d.event_id, d.endpoint_id, d.ordering_key, e.type, d.seq::float8 AS seq, d.status,
       d.attempts, extract(epoch FROM e.occurred_at)::float8 * 1000 AS occurred_ms,
       extract(epoch FROM d.first_attempt_at)::float8 * 1000 AS first_attempt_ms
     FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
     ORDER BY d.seq`,
  );
  return rows;
}

/** Waits until every delivery is out of the queue, then a little more for any sent twice. */
async function settled(client: pg.Client) {
  for (let waited = 0; ; waited += 100) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_deliveries WHERE status IN ('queued', 'sending')`,
    );
    if (rows[0]?.n === 0) break;
    if (waited > 120_000) throw new Error(`${rows[0]?.n} deliveries still waiting after 2 minutes`);
    await sleep(100);
  }
  await sleep(2_000);
}

/** When a phase's bookings began and when the last of them was answered, wall-clock ms. */
interface Window {
  phase: Phase;
  start: number;
  end: number;
  /** CPU seconds the server process used meanwhile. */
  serverCpu: number;
}

/**
 * Each delivery against the requests its endpoint received: those never received, received more
 * than once, or received but never due; and the endpoint-booking pairs whose events came in
 * another order than they were committed (deliveries are in commit order, by seq).
 */
function check(deliveries: Delivery[], arrivals: Arrival[], pathOf: Map<string, string>) {
  const keyOf = (d: Delivery) => `${pathOf.get(d.endpoint_id)} ${d.event_id}`;
  const came = new Map<string, Arrival[]>();
  for (const arrival of arrivals) {
    const key = `${arrival.path} ${arrival.webhookId}`;
    came.set(key, [...(came.get(key) ?? []), arrival]);
  }
  const due = new Set(deliveries.map(keyOf));
  const byBooking = new Map<string, Delivery[]>();
  for (const d of deliveries) {
    const key = `${d.endpoint_id} ${d.ordering_key}`;
    byBooking.set(key, [...(byBooking.get(key) ?? []), d]);
  }
  const changed = [...byBooking.values()].filter((list) => list.length > 1);
  const outOfOrder = changed.filter((list) => {
    const order = list.map((d) => {
      const first = came.get(keyOf(d))?.[0];
      return first ? arrivals.indexOf(first) : -1;
    });
    const types = list.map((d) => d.type).join();
    return (
      types !== EVENT_TYPES.join() || order.some((at, i) => at < 0 || at < (order[i - 1] ?? 0))
    );
  });
  return {
    firstArrival: (d: Delivery) => came.get(keyOf(d))?.[0],
    missing: deliveries.filter((d) => !came.has(keyOf(d))).length,
    twice: deliveries.filter((d) => (came.get(keyOf(d))?.length ?? 0) > 1).length,
    stray: [...came.keys()].filter((key) => !due.has(key)).length,
    changed: changed.length,
    outOfOrder: outOfOrder.length,
  };
}

const figure = (lags: number[]) =>
  [lags.length, percentile(lags, 50), percentile(lags, 95), Math.max(...lags)]
    .map((value, i) => (i === 0 ? String(value) : value.toFixed(1)).padStart(i === 0 ? 10 : 8))
    .join('');

function report(
  deliveries: Delivery[],
  arrivals: Arrival[],
  pathOf: Map<string, string>,
  phaseOf: Map<string, Phase>,
  windows: Window[],
) {
  const checked = check(deliveries, arrivals, pathOf);
  const rows = deliveries.flatMap((d) => {
    const phase = phaseOf.get(d.ordering_key);
    const arrival = checked.firstArrival(d);
    if (!arrival || !phase || phase === 'warm-up') return [];
    const isCreated = d.type === 'booking.created';
    return [{ phase, isCreated, at: arrival.at, lag: arrival.at - d.occurred_ms, d }];
  });
  console.log('  lag from the event to the receiver reading the first attempt, ms:');
  console.log(`  ${''.padEnd(40)}deliveries     p50     p95     max`);
  const line = (label: string, pick: (row: (typeof rows)[number]) => boolean) => {
    const lags = rows.filter(pick).map((row) => row.lag);
    if (lags.length) console.log(`  ${label.padEnd(40)}${figure(lags)}`);
  };
  for (const { phase } of windows) line(`bookings made ${phase}`, (row) => row.phase === phase);
  line('all', () => true);
  line('  booking.created', (row) => row.isCreated);
  line('  later events of a booking', (row) => !row.isCreated);
  const senderLags = rows.map((row) => (row.d.first_attempt_ms ?? NaN) - row.d.occurred_ms);
  console.log(
    `  (to the sender starting the attempt, webhook_deliveries.first_attempt_at: p50 ` +
      `${percentile(senderLags, 50).toFixed(1)} ms, p95 ${percentile(senderLags, 95).toFixed(1)} ms)`,
  );
  // whether the sender kept up: deliveries falling due against first attempts arriving meanwhile
  for (const { phase, start, end, serverCpu } of windows) {
    const due = rows.filter((row) => row.phase === phase);
    const received = rows.filter((row) => row.at >= start && row.at <= end).length;
    const seconds = (end - start) / 1000;
    const drained = Math.max(0, ...due.map((row) => row.at - end));
    console.log(
      `  made ${phase}: ${due.length} deliveries due in ${seconds.toFixed(1)} s ` +
        `(${(due.length / seconds).toFixed(0)}/s), ${received} received meanwhile ` +
        `(${(received / seconds).toFixed(0)}/s), the last ${(drained / 1000).toFixed(1)} s after the last booking; ` +
        `the server process busy ${((serverCpu / seconds) * 100).toFixed(0)}% of one core`,
    );
  }
  const events = new Set(deliveries.map((d) => d.event_id)).size;
  const attempts = deliveries.reduce((sum, d) => sum + d.attempts, 0);
  const delivered = deliveries.filter((d) => d.status === 'delivered').length;
  const { missing, twice, stray, changed, outOfOrder } = checked;
  const isOnce = missing + twice + stray === 0;
  console.log(
    `  ${events} events (warm-up included), ${deliveries.length} deliveries to ${pathOf.size} endpoints, ` +
      `${delivered} delivered, ${attempts} attempts, ${arrivals.length} requests received`,
  );
  console.log(
    `  exactly once per endpoint: ${isOnce ? 'yes' : 'NO'} ` +
      `(${missing} missing, ${twice} more than once, ${stray} not due)`,
  );
  console.log(
    `  in order per booking: ${outOfOrder === 0 ? 'yes' : 'NO'} ` +
      `(${changed} booking-endpoint pairs with three events, ${outOfOrder} out of order)`,
  );
  return isOnce && outOfOrder === 0;
}

export async function benchWebhooks(): Promise<void> {
  const place = await benchPlace('postgres', 'webhooks');
  const receiver = await startReceiver();
  const client = new pg.Client({ connectionString: place.env.DATABASE_URL });
  let stopServer: (() => Promise<void>) | undefined;
  try {
    const server = await startBenchServer({ ...place.env, WEBHOOK_TEST_ORIGINS: receiver.origin });
    stopServer = server.stop;
    await client.connect();
    const cookie = await ownerCookie(server.base, place.dataDir);
    const headers = { cookie, origin: server.base, 'content-type': 'application/json' };
    const post = async <T>(url: string, body: unknown) => {
      const response = await fetch(`${server.base}${url}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (response.status !== 201) {
        throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      }
      return (await response.json()) as T;
    };
    const { service } = await post<{ service: { id: string } }>('/api/services', {
      name: 'Blow-dry',
      description: 'Blow-dry',
      priceMinor: 800_00,
      durationMinutes: 30,
    });
    // the bench's database holds this one business
    await client.query(
      `UPDATE subscriptions SET plan_type = 'premium', bookings_limit = NULL, staff_limit = NULL`,
    );
    const pathOf = new Map<string, string>();
    for (const path of ENDPOINT_PATHS) {
      const { endpoint } = await post<{ endpoint: { id: string } }>('/api/business/webhooks', {
        url: `${receiver.origin}${path}`,
        eventTypes: EVENT_TYPES,
      });
      pathOf.set(endpoint.id, path);
    }

    const book = desk(server.base, cookie, service.id);
    const phaseOf = new Map<string, Phase>();
    let next = 0;
    const run = async (phase: Phase, count: number, atOnce: number) => {
      const last = next + count;
      const worker = async () => {
        while (next < last) {
          const n = next++;
          phaseOf.set(await book(n, n % CHANGED_EVERY === 0), phase);
        }
      };
      await Promise.all(Array.from({ length: atOnce }, worker));
    };
    await run('warm-up', WARM_UP, 1);
    await settled(client);
    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(
      `postgres: ${ONE_AT_A_TIME} bookings one at a time, then ${CONCURRENT} ${AT_ONCE} at a time, ` +
        `one in ${CHANGED_EVERY} moved and cancelled; ` +
        `load average ${load.join(' ')} on ${os.cpus().length} cores`,
    );
    const windows: Window[] = [];
    for (const [phase, count, atOnce] of [
      ['one at a time', ONE_AT_A_TIME, 1],
      [`${AT_ONCE} at a time`, CONCURRENT, AT_ONCE],
    ] as const) {
      const start = Date.now();
      const cpu = cpuSeconds(server.pid);
      await run(phase, count, atOnce);
      windows.push({ phase, start, end: Date.now(), serverCpu: cpuSeconds(server.pid) - cpu });
    }
    await settled(client);
    const deliveries = await deliveriesOf(client);
    const isSound = report(deliveries, await receiver.arrivals(), pathOf, phaseOf, windows);
    if (!isSound) process.exitCode = 1;
  } finally {
    await client.end().catch(() => undefined);
    await stopServer?.().catch(() => undefined);
    await receiver.close();
    await place.remove();
  }
}
