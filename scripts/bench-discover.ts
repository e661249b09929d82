/**
 * npm run bench discover [-- --sizes 100000,1000000 --engines postgres,pglite --iterations 200
 *   --rounds 3 --keep --cases free,open]
 *
 * Discover's search at scale: the server's own work for one request (searchDiscover and
 * presentDiscover, in this process) over N synthetic businesses (seed-bulk.ts), on the machine's
 * PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and on PGlite.
 * Positions are drawn around Kenya's towns, each town as likely as any other, so small towns weigh in.
 * Each business has weekly hours and the coming week's bookings (seed-bulk.ts), so open now and free
 * today are measured on the same data. Prints p50/p95/p99 per case (of `iterations` requests after a warm-up; every case runs `rounds`
 * times and the round with the lowest p95 stands, to see past other work on a shared machine), and at
 * the largest size EXPLAIN (ANALYZE, BUFFERS) of each statement the main, no-match and free-today
 * cases run. Targets at 1,000,000 businesses, p95: a word and no match <= 5 ms on PostgreSQL,
 * <= 10 ms on PGlite; free today within 10 km <= 10 / 20 ms.
 *
 * Databases are named by size (miadi_bench_discover_<n>, $TMPDIR/miadi-bench-discover-<n>); one that
 * already holds exactly n synthetic businesses is used as it is. --keep leaves them for the next run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { DiscoverQuery } from '../src/shared/discover';
import { openDatabase, type Database, type DatabaseHandle } from '../src/server/db/database';
import { migrateDatabase } from '../src/server/db/migrate';
import { presentDiscover } from '../src/server/discover/details';
import { searchDiscover } from '../src/server/discover/search';
import { countSynthetic, seedBulk } from './seed-bulk';
import { TOWNS } from './seed-bulk-pools';

type Engine = 'postgres' | 'pglite';
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WARM_UP = 30;
const TARGET_P95_MS: Record<Engine, number> = { postgres: 5, pglite: 10 };
const NAIROBI = TOWNS[0];

interface Point {
  latitude: number;
  longitude: number;
}

interface Case {
  label: string;
  query(point: Point): DiscoverQuery;
  /** Where the positions are drawn; every town when not given. */
  towns?: readonly Town[];
  /** The moment asked at; the clock's when not given. */
  now?: () => Date;
}

/** Today at `time`, Nairobi time: a free-today search in the evening, when most days are done. */
function nairobiToday(time: string): () => Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
  return () => new Date(`${today}T${time}:00+03:00`);
}

const MAIN_CASE = 'salon + Beauty & Spa, 50 km';
const SPARSE_CASE = "no match ('xylophone')";
const FREE_CASE = 'free today + Beauty & Spa, 10 km';
/** Issue 39's targets at 1,000,000 businesses, p95 ms on PostgreSQL / PGlite. */
const TARGETS: Record<string, Record<Engine, number>> = {
  [MAIN_CASE]: TARGET_P95_MS,
  [SPARSE_CASE]: TARGET_P95_MS,
  [FREE_CASE]: { postgres: 10, pglite: 20 },
};
const free = (p: Point, extra: Partial<DiscoverQuery> = {}): DiscoverQuery => ({
  lat: p.latitude,
  lng: p.longitude,
  radiusKm: 10,
  category: ['Beauty & Spa'],
  free: 'today',
  limit: 20,
  ...extra,
});
const CASES: Case[] = [
  {
    label: MAIN_CASE,
    query: (p) => ({
      lat: p.latitude,
      lng: p.longitude,
      radiusKm: 50,
      q: 'salon',
      category: ['Beauty & Spa'],
      limit: 20,
    }),
  },
  {
    label: 'nearest, no filters',
    query: (p) => ({ lat: p.latitude, lng: p.longitude, limit: 20 }),
  },
  {
    label: "typo ('saloon')",
    query: (p) => ({ lat: p.latitude, lng: p.longitude, q: 'saloon', limit: 20 }),
  },
  {
    label: "letters swapped ('slaon')",
    query: (p) => ({ lat: p.latitude, lng: p.longitude, q: 'slaon', limit: 20 }),
  },
  {
    label: "being typed ('sal')",
    query: (p) => ({ lat: p.latitude, lng: p.longitude, q: 'sal', limit: 20 }),
  },
  {
    label: "Kiswahili ('kinyozi')",
    query: (p) => ({ lat: p.latitude, lng: p.longitude, q: 'kinyozi', limit: 20 }),
  },
  {
    label: SPARSE_CASE,
    query: (p) => ({ lat: p.latitude, lng: p.longitude, q: 'xylophone', limit: 20 }),
  },
  {
    // a 1280 x 800 map at zoom 12 somewhere over Nairobi: markers for the visible area
    label: 'Nairobi map area, 100 markers',
    towns: [NAIROBI],
    query: (p) => ({
      bbox: {
        south: p.latitude - 0.13,
        north: p.latitude + 0.13,
        west: p.longitude - 0.22,
        east: p.longitude + 0.22,
      },
      limit: 100,
    }),
  },
  { label: FREE_CASE, query: (p) => free(p) },
  { label: 'free today, 10 km, at 19:00', query: (p) => free(p), now: nairobiToday('19:00') },
  { label: 'soonest free today, 10 km', query: (p) => free(p, { sort: 'soonest' }) },
  {
    label: 'open now + Beauty & Spa, 10 km',
    query: (p) => ({ ...free(p), free: undefined, open: true }),
  },
  {
    label: 'open now, 10 km, at 02:00',
    query: (p) => ({ ...free(p), free: undefined, open: true }),
    now: nairobiToday('02:00'),
  },
  { label: 'by name, no position', query: () => ({ limit: 20 }) },
  { label: 'by name, no position, salon', query: () => ({ q: 'salon', limit: 20 }) },
];

/** A small seeded generator, so every run asks the same questions. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Town = (typeof TOWNS)[number];

/** Positions spread around towns as the businesses are (seed-bulk.ts), each town as likely. */
function randomPoints(count: number, towns: readonly Town[], random = generator(20_260_101)) {
  return Array.from({ length: count }, (): Point => {
    const town = towns[Math.floor(random() * towns.length)] ?? NAIROBI;
    const radius = Math.sqrt(-2 * Math.log(1 - random())) * town.spreadKm;
    const angle = 2 * Math.PI * random();
    const kmPerDegree = 111.195;
    return {
      latitude: town.latitude + (radius * Math.cos(angle)) / kmPerDegree,
      longitude:
        town.longitude +
        (radius * Math.sin(angle)) / (kmPerDegree * Math.cos((town.latitude * Math.PI) / 180)),
    };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The database, keeping in order the statements run through it. */
function recording(db: Database) {
  const statements: SQL[] = [];
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return (query: SQL) => {
        statements.push(query);
        return target.execute(query);
      };
    },
  });
  return { db: proxy, statements };
}

interface Stats {
  p50: number;
  p95: number;
  p99: number;
  /** Businesses found, on average. */
  found: number;
  /** Statements a request ran, on average (the dictionary, then each tier's plans). */
  statements: number;
}

interface Row extends Stats {
  engine: Engine;
  size: number;
  label: string;
}

async function measureCase(database: DatabaseHandle, bench: Case, iterations: number) {
  const points = randomPoints(WARM_UP + iterations, bench.towns ?? TOWNS);
  const times: number[] = [];
  let found = 0;
  let statementCount = 0;
  for (const [index, point] of points.entries()) {
    const query = bench.query(point);
    const { db, statements } = recording(database.db);
    const started = performance.now();
    const { ids, searched, freeFrom } = await searchDiscover(db, query, bench.now?.());
    const ran = statements.length;
    await presentDiscover(db, ids, searched, freeFrom);
    const ms = performance.now() - started;
    if (index < WARM_UP) continue;
    times.push(ms);
    found += ids.length;
    statementCount += ran;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    found: found / iterations,
    statements: statementCount / iterations,
  };
}

/** Every case, `rounds` times over; a case's round with the lowest p95 stands. */
async function measure(
  database: DatabaseHandle,
  where: { engine: Engine; size: number },
  { iterations, rounds, cases }: { iterations: number; rounds: number; cases: Case[] },
): Promise<Row[]> {
  const best = new Map<string, Stats>();
  for (let round = 0; round < rounds; round++) {
    for (const bench of cases) {
      const stats = await measureCase(database, bench, iterations);
      const kept = best.get(bench.label);
      if (!kept || stats.p95 < kept.p95) best.set(bench.label, stats);
    }
  }
  return cases.flatMap((bench) => {
    const stats = best.get(bench.label);
    return stats ? [{ ...where, label: bench.label, ...stats }] : [];
  });
}

/** EXPLAIN (ANALYZE, BUFFERS) of what the search ran, at Nairobi's centre. */
async function explain(database: DatabaseHandle, engine: Engine) {
  const nairobi = { latitude: NAIROBI.latitude, longitude: NAIROBI.longitude };
  for (const label of [MAIN_CASE, SPARSE_CASE, FREE_CASE]) {
    const bench = CASES.find((item) => item.label === label);
    if (!bench) continue;
    const { db, statements } = recording(database.db);
    await searchDiscover(db, bench.query(nairobi), bench.now?.());
    for (const [index, query] of statements.entries()) {
      const { rows } = await database.db.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`,
      );
      console.log(`\n${engine}, ${label}, at Nairobi's centre: statement ${index + 1}`);
      for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
    }
  }
}

/** A database of `size` synthetic businesses: a kept one when it matches, else a new one. */
async function prepare(engine: Engine, size: number, admin: pg.Client) {
  const name = `miadi_bench_discover_${size}`;
  const dataDir = path.join(os.tmpdir(), `miadi-bench-discover-${size}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const open = () =>
    engine === 'postgres'
      ? openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() })
      : openDatabase({ dataDir });
  const drop = async () => {
    if (engine === 'postgres') await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const exists =
    engine === 'postgres'
      ? (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1
      : fs.existsSync(path.join(dataDir, 'db'));
  if (exists) {
    const database = await open();
    await migrateDatabase(database.pool);
    // a database seeded before the businesses had hours and bookings is seeded again
    const { rows: dated } = await database.pool.query<{ hours: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM business_hours) AS hours',
    );
    if ((await countSynthetic(database.pool)) === size && dated[0]?.hours) {
      console.log(
        `\n${engine}: using the kept database of ${size.toLocaleString('en')} businesses`,
      );
      return { database, drop, seedSeconds: undefined };
    }
    await database.close();
    await drop();
  }
  if (engine === 'postgres') await admin.query(`CREATE DATABASE "${name}"`);
  else fs.mkdirSync(dataDir, { recursive: true });
  const database = await open();
  await migrateDatabase(database.pool);
  console.log(`\n${engine}: seeding ${size.toLocaleString('en')} businesses...`);
  const seedSeconds = await seedBulk(database.pool, size, (line) => console.log(line));
  return { database, drop, seedSeconds };
}

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      sizes: { type: 'string', default: '100000,1000000' },
      engines: { type: 'string', default: 'postgres,pglite' },
      iterations: { type: 'string', default: '200' },
      rounds: { type: 'string', default: '3' },
      keep: { type: 'boolean', default: false },
      cases: { type: 'string', default: '' },
    },
  });
  const sizes = values.sizes.split(',').map((size) => Number(size.replace(/_/g, '')));
  const engines = values.engines.split(',') as Engine[];
  const iterations = Number(values.iterations);
  const rounds = Number(values.rounds);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error('--sizes: whole numbers, comma-separated');
  if (engines.some((engine) => engine !== 'postgres' && engine !== 'pglite'))
    throw new Error('--engines: postgres, pglite');
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds: a whole number');
  if (!Number.isInteger(iterations) || iterations < 1)
    throw new Error('--iterations: a whole number');
  // --cases 'free,open': only the cases whose label holds one of these
  const only = values.cases.split(',').filter(Boolean);
  const cases = only.length
    ? CASES.filter((bench) => only.some((part) => bench.label.includes(part)))
    : CASES;
  return { sizes, engines, iterations, rounds, keep: values.keep, cases };
}

function printTable(rows: Row[], seeds: string[]) {
  const fixed = (ms: number) => ms.toFixed(2).padStart(7);
  console.log('\nDiscover, server time per request (searchDiscover + presentDiscover), ms');
  console.log(
    `${'engine'.padEnd(9)}${'businesses'.padStart(11)}  ${'case'.padEnd(31)}    p50     p95     p99  found  statements`,
  );
  for (const row of rows) {
    console.log(
      `${row.engine.padEnd(9)}${row.size.toLocaleString('en').padStart(11)}  ${row.label.padEnd(31)}` +
        `${fixed(row.p50)} ${fixed(row.p95)} ${fixed(row.p99)} ${row.found.toFixed(0).padStart(6)}` +
        `${row.statements.toFixed(1).padStart(12)}`,
    );
  }
  for (const line of seeds) console.log(line);
  for (const row of rows.filter((item) => TARGETS[item.label] && item.size >= 1_000_000)) {
    const target = TARGETS[row.label]![row.engine];
    console.log(
      `${row.engine} at ${row.size.toLocaleString('en')}: ${row.label} p95 ${row.p95.toFixed(2)} ms, target <= ${target} ms: ${row.p95 <= target ? 'met' : 'MISSED'}`,
    );
  }
}

export async function benchDiscover(args: string[]): Promise<void> {
  const { sizes, engines, iterations, rounds, keep, cases } = options(args);
  const admin = new pg.Client({ connectionString: BASE_URL });
  if (engines.includes('postgres')) await admin.connect();
  const rows: Row[] = [];
  const seeds: string[] = [];
  try {
    for (const engine of engines) {
      for (const size of sizes) {
        const { database, drop, seedSeconds } = await prepare(engine, size, admin);
        try {
          if (seedSeconds !== undefined)
            seeds.push(
              `seeded ${size.toLocaleString('en')} on ${engine} in ${seedSeconds.toFixed(1)} s`,
            );
          // the machine may be shared: its load says how far to trust the figures
          console.log(
            `${engine}: ${rounds} x ${iterations} requests a case (load average ${os.loadavg()[0]?.toFixed(1)})...`,
          );
          rows.push(...(await measure(database, { engine, size }, { iterations, rounds, cases })));
          if (size === Math.max(...sizes) && cases === CASES) await explain(database, engine);
        } finally {
          await database.close();
          if (!keep) await drop();
        }
      }
    }
  } finally {
    if (engines.includes('postgres')) await admin.end();
  }
  printTable(rows, seeds);
}
