/**
 * npm run seed:bulk -- <count>: adds <count> synthetic businesses (Discover's scale tests) to the
 * database DATABASE_URL names, else to the embedded one in DATA_DIR, migrating it first.
 *
 * Each run adds more: numbering goes on after the synthetic rows already there, and no other row is
 * changed. Synthetic rows are recognisable: owners are `bulk-<n>` with e-mail
 * `owner<n>@bulk.miadi.test`, businesses have the subdomain `bulk-<n>`. To be rid of them, use a
 * database (or DATA_DIR) of their own and drop it.
 *
 * The rows are made in SQL, BATCH businesses a statement, in one transaction with the row triggers
 * off (session_replication_role = replica, so it needs a superuser): search_text and search_vector are
 * written directly, as the businesses' trigger would make them, and a sample is checked against it at
 * the end; Discover's dictionary of words (docs/decisions/0078) is counted once for all the new rows.
 * The businesses' and services' indexes other than unique ones are dropped for the load and built
 * again before it commits, so those tables are locked meanwhile: seed a database nobody is using.
 */
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { BUSINESS_CATEGORIES } from '../src/shared/categories';
import { openDatabase } from '../src/server/db/database';
import { migrateDatabase } from '../src/server/db/migrate';
import { parseEnv } from '../src/server/env';
import {
  CATEGORY_POOLS,
  FIRST_NAMES,
  LAST_NAMES,
  NAME_PREFIXES,
  NAME_SUFFIXES,
  STREETS,
  TAGLINES,
  TOWNS,
} from './seed-bulk-pools';

const BATCH = 50_000;
/** Each business's bookings a day in the coming week, on average (at most 3). */
const BOOKINGS_PER_DAY = 1;
const OWNER_DOMAIN = 'bulk.miadi.test';
const SUBDOMAIN_PREFIX = 'bulk-';

/** Ragged per-category lists as one flat array plus each category's start (1-based) and length. */
function flatten(lists: string[][]) {
  const starts: number[] = [];
  let next = 1;
  for (const list of lists) {
    starts.push(next);
    next += list.length;
  }
  return { items: lists.flat(), starts, counts: lists.map((list) => list.length) };
}

/** [lo, hi) slices of [0, 1) in proportion to the weights, for drawing with one random(). */
function cumulative(weights: number[]) {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let acc = 0;
  return weights.map((weight, index) => {
    const lo = acc / total;
    acc += weight;
    return { lo, hi: index === weights.length - 1 ? 1.01 : acc / total };
  });
}

/** BATCH_SQL's parameters from $3 on, in order. */
function batchParameters() {
  const pools = BUSINESS_CATEGORIES.map((category) => CATEGORY_POOLS[category]);
  const towns = cumulative(TOWNS.map((town) => town.population));
  const cats = cumulative(pools.map((pool) => pool.weight));
  const nouns = flatten(pools.map((pool) => pool.nouns));
  const services = flatten(pools.map((pool) => pool.services));
  return [
    TOWNS.map((town) => town.name),
    TOWNS.map((town) => town.latitude),
    TOWNS.map((town) => town.longitude),
    TOWNS.map((town) => town.spreadKm),
    towns.map((slice) => slice.lo),
    towns.map((slice) => slice.hi),
    [...BUSINESS_CATEGORIES],
    cats.map((slice) => slice.lo),
    cats.map((slice) => slice.hi),
    pools.map((pool) => pool.description),
    nouns.items,
    nouns.starts,
    nouns.counts,
    services.items,
    services.starts,
    services.counts,
    NAME_PREFIXES,
    FIRST_NAMES,
    LAST_NAMES,
    STREETS,
    TAGLINES,
    NAME_SUFFIXES,
  ];
}

/**
 * One batch, businesses numbered $1..$2: owners, businesses, settings, hours, subscriptions,
 * services and the coming week's bookings in one statement. A service is inactive when
 * (n + its position) % 20 = 0, so the search text can leave it out.
 */
const BATCH_SQL = `
WITH pool AS (
  SELECT $9::text[] AS categories, $13::text[] AS nouns, $14::int[] AS noun_starts,
    $15::int[] AS noun_counts, $16::text[] AS services, $17::int[] AS service_starts,
    $18::int[] AS service_counts, $19::text[] AS prefixes, $20::text[] AS first_names,
    $21::text[] AS last_names, $22::text[] AS streets, $23::text[] AS taglines,
    $24::text[] AS suffixes
), town AS (
  SELECT * FROM unnest($3::text[], $4::float8[], $5::float8[], $6::float8[], $7::float8[], $8::float8[])
    AS t(name, latitude, longitude, spread_km, lo, hi)
), cat AS (
  SELECT (ord - 1)::int AS idx, * FROM unnest($9::text[], $10::float8[], $11::float8[], $12::text[])
    WITH ORDINALITY AS c(name, lo, hi, description, ord)
), drawn AS MATERIALIZED (
  SELECT n, gen_random_uuid() AS id, random() AS r_town, random() AS r_cat,
    1 - random() AS u1, random() AS u2, random() AS r_extra, random() AS r_extra2, random() AS r_extra3,
    random() AS r_noun, random() AS r_prefix, random() AS r_suffix,
    floor(random() * 100)::int AS r_services,
    random() AS r_misc, random() AS r_rating
  FROM generate_series($1::bigint, $2::bigint) AS n
), placed AS (
  SELECT d.*, t.name AS city, c.idx AS cat, c.description AS cat_description,
    t.latitude + sqrt(-2 * ln(d.u1)) * cos(2 * pi() * d.u2) * t.spread_km / 111.195 AS latitude,
    t.longitude + sqrt(-2 * ln(d.u1)) * sin(2 * pi() * d.u2) * t.spread_km
      / (111.195 * cos(radians(t.latitude))) AS longitude,
    -- 1 to 3 categories: the main one, then distinct others
    CASE WHEN d.r_extra < 0.5 THEN 0 WHEN d.r_extra < 0.85 THEN 1 ELSE 2 END AS extras,
    1 + floor(d.r_extra2 * 11)::int AS step2,
    floor(d.r_extra3 * 10)::int AS step3
  FROM drawn d
  JOIN town t ON d.r_town >= t.lo AND d.r_town < t.hi
  JOIN cat c ON d.r_cat >= c.lo AND d.r_cat < c.hi
), shaped AS (
  SELECT p.*,
    (p.cat + p.step2) % 12 AS cat2,
    (p.cat + 1 + (p.step2 + p.step3) % 11) % 12 AS cat3,
    2 + p.r_services % 4 AS service_count,
    concat_ws(' ', o.prefixes[1 + floor(p.r_prefix * cardinality(o.prefixes))::int],
      o.nouns[o.noun_starts[p.cat + 1] + floor(p.r_noun * o.noun_counts[p.cat + 1])::int],
      -- past the end of the list (six in ten) there is no suffix
      o.suffixes[1 + floor(p.r_suffix * 2.5 * cardinality(o.suffixes))::int]) AS name,
    o.first_names[1 + p.n % cardinality(o.first_names)] AS first_name,
    o.last_names[1 + (p.n / 7) % cardinality(o.last_names)] AS last_name,
    'Shop ' || (1 + p.n % 120) || ', ' || o.streets[1 + (p.n / 3) % cardinality(o.streets)] AS address,
    o.taglines[1 + (p.n / 11) % cardinality(o.taglines)] AS tagline
  FROM placed p, pool o
), full_row AS MATERIALIZED (
  SELECT s.*,
    (SELECT array_agg(o.categories[c + 1] ORDER BY e.ord)
      FROM unnest((ARRAY[s.cat, s.cat2, s.cat3])[1:1 + s.extras]) WITH ORDINALITY AS e(c, ord))
      AS categories,
    s.cat_description || ' in ' || s.city || '. ' || s.tagline AS description,
    -- the services: consecutive names of the main category's pool, the last from a second category
    ARRAY(SELECT o.services[o.service_starts[k + 1] + (s.r_services + j) % o.service_counts[k + 1]]
      FROM generate_series(0, s.service_count - 1) AS j,
        LATERAL (SELECT CASE WHEN j = s.service_count - 1 AND s.extras > 0 THEN s.cat2 ELSE s.cat END)
          AS pick(k)
      ORDER BY j) AS service_names
  FROM shaped s, pool o
), searched AS (
  SELECT f.*,
    (SELECT string_agg(v, ' ' ORDER BY v) FROM unnest(f.service_names) WITH ORDINALITY AS u(v, j)
      WHERE (f.n + j - 1) % 20 <> 0) AS active_services
  FROM full_row f
), owners AS (
  INSERT INTO users (id, name, email, email_verified, first_name, last_name, country)
  SELECT '${SUBDOMAIN_PREFIX}' || n, first_name || ' ' || last_name, 'owner' || n || '@${OWNER_DOMAIN}',
    true, first_name, last_name, 'KE'
  FROM full_row
), business_rows AS (
  INSERT INTO businesses (id, user_id, name, email, phone, address, city, country, description,
    subdomain, categories, search_text, search_vector, is_active, is_verified, latitude, longitude,
    average_rating, total_reviews, created_at)
  SELECT id, '${SUBDOMAIN_PREFIX}' || n, name, 'owner' || n || '@${OWNER_DOMAIN}',
    '+2547' || lpad((n % 100000000)::text, 8, '0'), address, city, 'Kenya', description,
    '${SUBDOMAIN_PREFIX}' || n, categories,
    lower(concat_ws(' ', name, city, address, description, active_services)),
    discover_document(name, active_services, categories, city, address, description),
    r_misc >= 0.04, r_misc >= 0.8, latitude, longitude,
    CASE WHEN r_rating < 0.3 THEN 0 ELSE round((3 + r_rating * 2)::numeric, 2) END,
    CASE WHEN r_rating < 0.3 THEN 0 ELSE floor(r_rating * 200)::int END,
    now() - (r_rating * interval '1000 days')
  FROM searched
), settings AS (
  -- one in 33 is off the map; one in 33 (another) takes one client a time, and is booked full today
  INSERT INTO business_settings (business_id, show_on_map, max_bookings_per_slot)
  SELECT id, (n % 33) <> 0, CASE WHEN n % 33 = 1 THEN 1 ELSE 5 END FROM full_row
), hours AS (
  -- six in ten Mon-Sat 08:00-18:00, two daily 09:00-20:00, one 07:00-22:00, half round the clock,
  -- half Mon-Fri 09:00-17:00
  INSERT INTO business_hours (business_id, weekday, opens_at, closes_at, is_open)
  SELECT f.id, d, h.opens::time, h.closes::time,
    NOT (f.n % 20 < 12 AND d = 0) AND NOT (f.n % 20 = 19 AND d IN (0, 6))
  FROM full_row f, generate_series(0, 6) AS d,
    LATERAL (SELECT CASE WHEN f.n % 20 < 12 THEN '08:00' WHEN f.n % 20 < 16 THEN '09:00'
        WHEN f.n % 20 < 18 THEN '07:00' WHEN f.n % 20 = 18 THEN '00:00' ELSE '09:00' END AS opens,
      CASE WHEN f.n % 20 < 12 THEN '18:00' WHEN f.n % 20 < 16 THEN '20:00'
        WHEN f.n % 20 < 18 THEN '22:00' WHEN f.n % 20 = 18 THEN '23:59' ELSE '17:00' END AS closes) h
), subscribed AS (
  INSERT INTO subscriptions (user_id, business_id, plan_type, status, current_period_end,
    payment_interval)
  SELECT '${SUBDOMAIN_PREFIX}' || n, id, 'starter', 'active', now() + interval '365 days', 'monthly'
  FROM full_row
), service_rows AS MATERIALIZED (
  SELECT gen_random_uuid() AS id, f.id AS business_id, f.n, v AS name, j,
    (1 + (f.n + j) % 50) * 10000 AS price_minor, 15 * (1 + (f.n + j) % 8) AS duration_minutes,
    (f.n + j - 1) % 20 <> 0 AS is_active
  FROM full_row f, unnest(f.service_names) WITH ORDINALITY AS u(v, j)
), service_insert AS (
  INSERT INTO services (id, business_id, name, description, price_minor, duration_minutes, is_active)
  SELECT id, business_id, name, 'Ask us for details.', price_minor, duration_minutes, is_active
  FROM service_rows
), booked AS (
  -- the week ahead: about $25 bookings a day of each business's first active service, in working
  -- hours; and the one-at-a-time businesses booked every hour of today
  SELECT s.business_id, s.id AS service_id, s.n, s.price_minor, s.duration_minutes, b.day, b.hour,
    b.code
  FROM service_rows s,
    LATERAL (
      SELECT (now() AT TIME ZONE 'Africa/Nairobi')::date + d AS day, 9 + floor(random() * 8)::int AS hour,
        d * 4 + i AS code
      FROM generate_series(0, 6) AS d,
        generate_series(0, least(3, floor(random() * (2 * $25::float8 + 1))::int) - 1 + 0 * d) AS i
      UNION ALL
      SELECT (now() AT TIME ZONE 'Africa/Nairobi')::date, hr, 32 + hr
      FROM generate_series(0, 23) AS hr WHERE s.n % 33 = 1
    ) b
  WHERE s.is_active AND NOT EXISTS (
    SELECT 1 FROM service_rows e WHERE e.business_id = s.business_id AND e.is_active AND e.j < s.j)
)
INSERT INTO bookings (business_id, service_id, booking_date, booking_time, starts_at, ends_at,
  status, payment_status, total_amount_minor, currency, ticket_code, customer_name, customer_phone)
SELECT business_id, service_id, day, make_time(hour, 0, 0),
  (day + make_time(hour, 0, 0)) AT TIME ZONE 'Africa/Nairobi',
  (day + make_time(hour, 0, 0)) AT TIME ZONE 'Africa/Nairobi'
    + make_interval(mins => CASE WHEN code >= 32 THEN 60 ELSE duration_minutes END::int),
  'confirmed', 'pending', price_minor, 'KES', pg_temp.bulk_ticket(n * 64 + code), 'Bulk Client',
  '+254700000000'
FROM booked`;

/**
 * A ticket code from a number, unique for each: base 32 in the ticket alphabet (no 0, O, 1, I),
 * after a 'B' no random code begins with more often than any other letter.
 */
const TICKET_FUNCTION = `
CREATE OR REPLACE FUNCTION pg_temp.bulk_ticket(v bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  code text := '';
BEGIN
  LOOP
    code := substr(alphabet, 1 + (v % 32)::int, 1) || code;
    v := v / 32;
    EXIT WHEN v = 0;
  END LOOP;
  RETURN 'B' || lpad(code, 7, 'A');
END $$`;

async function nextNumber(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ last: string | null }>(
    `SELECT max(substr(id, ${SUBDOMAIN_PREFIX.length + 1})::bigint) AS last FROM users
     WHERE id LIKE '${SUBDOMAIN_PREFIX}%' AND email LIKE '%@${OWNER_DOMAIN}'`,
  );
  return Number(rows[0]?.last ?? 0) + 1;
}

/** How many synthetic businesses the database holds. */
export async function countSynthetic(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(
    `SELECT count(*) AS count FROM businesses b JOIN users u ON u.id = b.user_id
     WHERE u.email LIKE '%@${OWNER_DOMAIN}' AND b.subdomain LIKE '${SUBDOMAIN_PREFIX}%'`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** The new rows, numbered first..last, as a condition on businesses `b`. */
const NEW_ROWS = `b.user_id IN (SELECT '${SUBDOMAIN_PREFIX}' || n FROM generate_series($1::bigint, $2::bigint) n)`;

/** Fails when a sample of the new rows' search text differs from what the trigger would write. */
async function checkSearchText(client: pg.PoolClient, first: number, last: number) {
  const { rows } = await client.query<{ differ: string }>(
    `SELECT count(*) AS differ FROM businesses b
     WHERE ${NEW_ROWS}
       AND (b.search_text <> business_search_text(b.id, b.name, b.description, b.city, b.address)
         OR b.search_vector <> discover_document(b.name,
           (SELECT string_agg(s.name, ' ' ORDER BY s.name) FROM services s
             WHERE s.business_id = b.id AND s.is_active),
           b.categories, b.city, b.address, b.description))`,
    [first, Math.min(last, first + 999)],
  );
  if (Number(rows[0]?.differ) > 0)
    throw new Error('the search text differs from what the businesses trigger writes');
}

/** Counts the new listed rows' words into Discover's dictionary, as the trigger would one by one. */
async function countWords(client: pg.PoolClient, first: number, last: number) {
  await client.query(
    `SELECT discover_count_words(array_agg(word ORDER BY word), array_agg(df ORDER BY word),
       array_agg(typo_df ORDER BY word))
     FROM (SELECT w.lexeme AS word, count(*)::int AS df,
         (count(*) FILTER (WHERE NOT w.weights <@ ARRAY['D']))::int AS typo_df
       FROM businesses b, unnest(b.search_vector) AS w
       WHERE ${NEW_ROWS} AND b.is_active AND b.latitude IS NOT NULL
       GROUP BY w.lexeme) AS counted`,
    [first, last],
  );
}

/** The filled tables' indexes that no constraint needs, to be built once after the load. */
async function secondaryIndexes(client: pg.PoolClient) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition
     FROM pg_index
     WHERE indrelid IN ('businesses'::regclass, 'services'::regclass, 'bookings'::regclass)
       AND NOT indisunique AND NOT indisexclusion`,
  );
  return rows;
}

/** Adds `count` synthetic businesses; `log` hears progress. Returns the elapsed seconds. */
export async function seedBulk(
  pool: pg.Pool,
  count: number,
  log: (line: string) => void = console.log,
  { bookingsPerDay = BOOKINGS_PER_DAY }: { bookingsPerDay?: number } = {},
): Promise<number> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const client = await pool.connect();
  try {
    // the row triggers (the search text, the dictionary) and foreign-key checks are off: the rows
    // are consistent as made
    await client.query('SET session_replication_role = replica');
    await client.query("SET work_mem = '256MB'");
    await client.query("SET maintenance_work_mem = '512MB'");
    await client.query(TICKET_FUNCTION);
    const first = await nextNumber(client);
    const last = first + count - 1;
    await client.query('SELECT setseed($1)', [((first * 7919) % 1000) / 1000]);
    const parameters = batchParameters();
    // one transaction: the secondary indexes, dropped for the load, come back whatever happens
    await client.query('BEGIN');
    try {
      const indexes = await secondaryIndexes(client);
      for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
      for (let from = first; from <= last; from += BATCH) {
        const to = Math.min(last, from + BATCH - 1);
        await client.query(BATCH_SQL, [from, to, ...parameters, bookingsPerDay]);
        const done = (to - first + 1).toLocaleString('en');
        log(`  ${done} / ${count.toLocaleString('en')} businesses, ${elapsed().toFixed(1)} s`);
      }
      log(`  counting their words, ${elapsed().toFixed(1)} s...`);
      await countWords(client, first, last);
      log(`  building ${indexes.length} indexes, ${elapsed().toFixed(1)} s...`);
      for (const index of indexes) await client.query(index.definition);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    await client.query('RESET session_replication_role');
    log(`  vacuum and analyze, ${elapsed().toFixed(1)} s...`);
    await client.query(
      'VACUUM (ANALYZE) users, businesses, business_settings, business_hours, subscriptions, services, bookings, discover_words, discover_word_variants',
    );
    await checkSearchText(client, first, last);
    return elapsed();
  } finally {
    await client.query('RESET ALL').catch(() => undefined);
    client.release();
  }
}

/** `--bookings-per-day N` from the arguments, else the default. */
function parseBookingsPerDay(args: string[]): number {
  const at = args.indexOf('--bookings-per-day');
  if (at < 0) return BOOKINGS_PER_DAY;
  const value = Number(args[at + 1]);
  if (!Number.isFinite(value) || value < 0 || value > 1.5) {
    throw new Error('--bookings-per-day takes a number from 0 to 1.5');
  }
  return value;
}

function parseCount(argument: string | undefined): number | undefined {
  const count = Number((argument ?? '').replace(/[_,]/g, ''));
  return Number.isInteger(count) && count > 0 ? count : undefined;
}

async function main(): Promise<void> {
  const count = parseCount(process.argv[2]);
  if (!count || process.argv.includes('--help')) {
    console.log(
      'usage: npm run seed:bulk -- <count> [--bookings-per-day N]\n' +
        `Adds <count> synthetic businesses (owners @${OWNER_DOMAIN}, subdomains ${SUBDOMAIN_PREFIX}<n>)\n` +
        'to DATABASE_URL, else to the embedded database in DATA_DIR. A second run adds more;\n' +
        'no other row is touched. Needs a superuser (the load turns the row triggers off);\n' +
        'locks the businesses, services and bookings tables while it runs. Each business gets\n' +
        'weekly hours, an active subscription and, for the coming week, about N bookings a day\n' +
        `(default ${BOOKINGS_PER_DAY}); one in 33 takes one client at a time and is booked full today.`,
    );
    process.exit(count ? 0 : 1);
  }
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    await migrateDatabase(database.pool);
    console.log(`Adding ${count.toLocaleString('en')} synthetic businesses (${database.kind})...`);
    const seconds = await seedBulk(database.pool, count, console.log, {
      bookingsPerDay: parseBookingsPerDay(process.argv),
    });
    const total = await countSynthetic(database.pool);
    console.log(
      `Done in ${seconds.toFixed(1)} s; ${total.toLocaleString('en')} synthetic businesses in all.`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(`miadi seed:bulk: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
