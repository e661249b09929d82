import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Tx } from '../../src/server/db/database';
import { executePrepared, preparedBuilt, statementName } from '../../src/server/db/prepared';
import { businesses } from '../../src/server/db/schema/businesses';
import { parseEnv } from '../../src/server/env';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { lockBookingWindow } from '../../src/server/bookings/slot-locks';
import {
  freshDatabase,
  startTestServer,
  type FreshDatabase,
  type TestServer,
} from '../support/test-server';

describe('the prepared statements of the hot reads', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('keep answering after a failed query made the pool replace its connection', async () => {
    const business = await bookableBusiness(app);
    const page = () => app.request(`/api/public/businesses/${business.businessId}`);
    const availability = () =>
      app.request(
        `/api/public/businesses/${business.businessId}/availability?serviceId=${business.service.id}&date=${bookableDate()}`,
      );
    expect((await page()).status).toBe(200);
    expect((await availability()).status).toBe(200);
    for (let round = 0; round < 3; round++) {
      // a query that fails: the pool drops the connection it ran on and opens another
      await expect(app.db.execute(sql`SELECT 1 / 0`)).rejects.toThrow();
      const [pageAgain, availabilityAgain] = [await page(), await availability()];
      expect(pageAgain.status, await pageAgain.clone().text()).toBe(200);
      expect(availabilityAgain.status, await availabilityAgain.clone().text()).toBe(200);
    }
  });
});

describe("a booking's transaction", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('plans its statements generically, and leaves every connection planning as usual', async () => {
    const { businessId, service } = await bookableBusiness(app);
    const responses = await Promise.all(
      ['09:00', '11:00', '13:00'].map((time) =>
        app.request(`/api/public/businesses/${businessId}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bookingBody(service.id, { time })),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    // one query on each of the pool's connections at once (the embedded database has one)
    const modes = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.db.execute<{ mode: string }>(
          sql`SELECT current_setting('plan_cache_mode') AS mode, pg_sleep(0.05)`,
        ),
      ),
    );
    expect(new Set(modes.map((result) => result.rows[0]?.mode))).toEqual(new Set(['auto']));
    // inside a booking's transaction, once its time is locked, the mode is generic
    const inside = await app.db.transaction(async (tx) => {
      const start = new Date(Date.now() + 86_400_000);
      await lockBookingWindow(tx, businessId, start, new Date(start.getTime() + 3_600_000), {
        genericPlans: true,
      });
      const result = await tx.execute<{ mode: string }>(
        sql`SELECT current_setting('plan_cache_mode') AS mode`,
      );
      return result.rows[0]?.mode;
    });
    expect(inside).toBe('force_generic_plan');
  });
});

describe('statements run prepared on the connection at hand', () => {
  let fresh: FreshDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    fresh = await freshDatabase();
    const env = parseEnv(fresh.env);
    database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  }, 60_000);

  afterAll(async () => {
    await database.close();
    await fresh.drop();
  });

  it('names a text the same way every time, and two texts differently', () => {
    expect(statementName('SELECT 1')).toBe(statementName('SELECT 1'));
    expect(statementName('SELECT 1')).not.toBe(statementName('SELECT 2'));
  });

  it('prepares each shape once inside a transaction, and runs it again by name', async () => {
    const prepared = await database.db.transaction(async (tx) => {
      const answers: number[] = [];
      // two shapes of one statement, each run twice, with different parameters
      for (const n of [1, 2]) {
        const [plus] = await executePrepared<{ n: number }>(tx, sql`SELECT ${n}::int + 1 AS n`);
        const [times] = await executePrepared<{ n: number }>(tx, sql`SELECT ${n}::int * 10 AS n`);
        answers.push(plus?.n ?? NaN, times?.n ?? NaN);
      }
      const [none] = await preparedBuilt(
        'test businesses',
        tx.select({ id: businesses.id }).from(businesses).limit(1),
      ).execute();
      expect(none).toBeUndefined();
      expect(answers).toEqual([2, 10, 3, 20]);
      // what this connection holds prepared, by the names the statements were given
      const held = await tx.execute<{ name: string; statement: string }>(
        sql`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 's\\_%'`,
      );
      return held.rows;
    });
    expect(prepared.map((row) => row.name).sort()).toEqual(
      [
        statementName('SELECT $1::int + 1 AS n'),
        statementName('SELECT $1::int * 10 AS n'),
        statementName('select "id" from "businesses" limit $1'),
      ].sort(),
    );
  });

  it("prepares a place's statement under its own name again when the statement changes shape", async () => {
    const byId = (tx: Tx) =>
      tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, '00000000-0000-4000-8000-000000000000'));
    const first = (tx: Tx) => tx.select({ id: businesses.id }).from(businesses).limit(2);
    const { held, texts } = await database.db.transaction(async (tx) => {
      // one place, its two shapes in turn: each runs under the name of its own text
      for (const shape of [first, byId, first, byId])
        expect(await preparedBuilt('test shapes', shape(tx)).execute()).toEqual([]);
      const texts = [first(tx).toSQL().sql, byId(tx).toSQL().sql];
      const rows = await tx.execute<{ name: string }>(
        sql`SELECT name FROM pg_prepared_statements
            WHERE name IN (${statementName(texts[0]!)}, ${statementName(texts[1]!)})`,
      );
      return { held: rows.rows, texts };
    });
    expect(held.map((row) => row.name).sort()).toEqual(texts.map(statementName).sort());
  });
});
