// what the benchmarks that run a real server need: a free port, the server itself, a signed-in owner
// with a business, and percentiles of the server's own time
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PostalMime from 'postal-mime';
import { openDatabase, type DatabaseHandle } from '../src/server/db/database';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The compiled server (`npm run build`), which `npm run serve` starts. */
export function compiledServer(): string {
  const file = path.resolve(import.meta.dirname, '..', 'dist', 'server', 'main.js');
  if (!fs.existsSync(file)) throw new Error('no compiled server: run `npm run build` first');
  return file;
}

/**
 * How `npm run serve` starts the server (`NAME=value ... node --flag ... dist/server/main.js` in
 * package.json): its environment and Node's flags, so a bench runs the server as production does,
 * started directly so that its pid is the server's own. BENCH_NODE_ARGS (e.g. --cpu-prof) are added.
 */
export function serveCommand(): { env: Record<string, string>; args: string[] } {
  const manifest = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8'),
  ) as { scripts: { serve: string } };
  const words = manifest.scripts.serve.split(/\s+/).filter(Boolean);
  const node = words.indexOf('node');
  if (node === -1) throw new Error('the serve script does not run node');
  const env = Object.fromEntries(
    words
      .slice(0, node)
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
  const flags = words.slice(node + 1).filter((word) => word.startsWith('--'));
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return { env, args: [...flags, ...extra, compiledServer()] };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** Signs up, follows the confirmation link from the mail file, signs in and creates a business. */
export async function ownerCookie(base: string, dataDir: string): Promise<string> {
  const headers = { origin: base, 'content-type': 'application/json' };
  const post = (url: string, body: unknown, cookie = '') =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Str0ng!Pass';
  const signUp = await post('/api/auth/sign-up/email', {
    firstName: 'Bench',
    lastName: 'Owner',
    country: 'KE',
    email,
    password,
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const mailDir = path.join(dataDir, 'mail');
  let mailFile: string | undefined;
  for (let tries = 0; !mailFile && tries < 100; tries++) {
    await sleep(100);
    mailFile = fs.existsSync(mailDir) ? fs.readdirSync(mailDir)[0] : undefined;
  }
  if (!mailFile) throw new Error('no confirmation mail was written');
  const mail = await PostalMime.parse(fs.readFileSync(path.join(mailDir, mailFile)));
  const link = /https?:\/\/[^\s<>"]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error('no link in the confirmation mail');
  const confirmed = await fetch(link, { redirect: 'manual', headers: { origin: base } });
  if (confirmed.status !== 302) throw new Error(`confirmation answered ${confirmed.status}`);
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const business = await post(
    '/api/business',
    {
      name: 'Bench Salon',
      email: '',
      phone: '',
      address: '',
      city: '',
      country: '',
      website: '',
      description: '',
    },
    cookie,
  );
  if (business.status !== 201) throw new Error(`business answered ${business.status}`);
  return cookie;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * The server as `npm run serve` runs it (serveCommand). Resolves once /api/health answers.
 */
export async function startBenchServer(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serve = serveCommand();
  const child = spawn(process.execPath, serve.args, {
    env: {
      ...process.env,
      ...serve.env,
      // one address asks hundreds of times a minute here: the per-address limit would refuse it
      REQUEST_LIMIT_PER_MINUTE: '1000000',
      SEED_DEMO: 'false',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let tries = 0; ; tries++) {
    if (tries > 600 || child.exitCode !== null) throw new Error('the server did not start');
    await sleep(100);
    const isUp = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
  }
  return {
    base,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** p50 and p95 of the server's own time (Server-Timing) for a GET, after 20 warm-up requests. */
export async function measureServerTime(
  base: string,
  cookie: string,
  url: string,
  requests: number,
  { isConditional = false }: { isConditional?: boolean } = {},
) {
  // conditional: asked again with the ETag of the first answer, as a polling calendar asks
  const first = await fetch(`${base}${url}`, { headers: { cookie } });
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  const headers: Record<string, string> = { cookie };
  if (isConditional && etag) headers['if-none-match'] = etag;
  const expected = isConditional ? 304 : 200;
  const get = () => fetch(`${base}${url}`, { headers });
  for (let i = 0; i < 20; i++) await (await get()).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const response = await get();
    if (response.status !== expected) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    times.push(Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]));
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export type BenchEngine = 'postgres' | 'pglite';
const BENCH_DATABASE =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A data folder and, on PostgreSQL, a database of its own for one benchmark's server: the
 * environment that points the server at them, and their removal afterwards.
 */
export async function benchPlace(engine: BenchEngine, name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `miadi-bench-${name}-`));
  const dbName = `miadi_bench_${name}_${Date.now().toString(36)}`;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  const admin = new pg.Client({ connectionString: BENCH_DATABASE });
  if (engine === 'postgres') {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    const url = new URL(BENCH_DATABASE);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    env,
    dataDir,
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (engine === 'postgres') {
        await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}

export interface OwnerFixture {
  userId: string;
  businessId: string;
  serviceId: string;
}

/**
 * Runs owner-area GETs against a business filled by `seed`, on the machine's PostgreSQL (a database
 * of its own, dropped afterwards) or the embedded database, and prints p50/p95 of the server's own
 * time for each case, with the machine's load (it may be shared).
 */
export async function benchOwnerEndpoints(
  engine: BenchEngine,
  {
    name,
    title,
    cases,
    requests,
    seed,
  }: {
    name: string;
    title: string;
    /** What is asked, and whether with the ETag of a first answer (expecting 304). */
    cases: [label: string, url: string, isConditional?: boolean][];
    requests: number;
    seed: (database: DatabaseHandle, fixture: OwnerFixture) => Promise<void>;
  },
): Promise<void> {
  const place = await benchPlace(engine, name);
  const { env, dataDir } = place;
  let server = await startBenchServer(env);
  try {
    const cookie = await ownerCookie(server.base, dataDir);
    const headers = { cookie, origin: server.base, 'content-type': 'application/json' };
    const get = async <T>(url: string) =>
      (await (await fetch(`${server.base}${url}`, { headers })).json()) as T;
    const me = await get<{ user: { id: string } }>('/api/me');
    const { business } = await get<{ business: { id: string } }>('/api/business');
    const made = await fetch(`${server.base}/api/services`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Braids', description: 'Braids', priceMinor: 1_500_00 }),
    });
    const { service } = (await made.json()) as { service: { id: string } };
    // the embedded database opens in one process at a time: the server stops while it is filled
    if (engine === 'pglite') await server.stop();
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    await seed(database, { userId: me.user.id, businessId: business.id, serviceId: service.id });
    // as autovacuum leaves a grown table: statistics and visibility map current
    await database.pool.query('VACUUM ANALYZE');
    await database.close();
    if (engine === 'pglite') server = await startBenchServer(env);

    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(
      `${engine}: ${title}, ${requests} requests each (server time); load average ${load.join(' ')} on ${os.cpus().length} cores`,
    );
    for (const [label, url, isConditional] of cases) {
      const { p50, p95 } = await measureServerTime(server.base, cookie, url, requests, {
        isConditional,
      });
      console.log(`  ${label.padEnd(28)} p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms`);
    }
  } finally {
    await server.stop().catch(() => undefined);
    await place.remove();
  }
}
