import PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import type { Database } from '../db/database';
import { JOB_SCHEMA } from '../db/migrate';

const senders = new WeakMap<Database, PgBoss>();

/**
 * A pg-boss handle that only inserts jobs (it is never started, so it polls nothing): routes
 * enqueue through the database they already hold, and the workers in jobs.ts do the work.
 */
export function jobSender(db: Database): PgBoss {
  let boss = senders.get(db);
  if (!boss) {
    // drizzle(pool) keeps the pool as $client; the Database type leaves it out
    const client = (db as Database & { $client: Pool }).$client;
    boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
      schema: JOB_SCHEMA,
    });
    senders.set(db, boss);
  }
  return boss;
}
