import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as api from './schema/api';
import * as auth from './schema/auth';
import * as bookings from './schema/bookings';
import * as businesses from './schema/businesses';
import * as calendar from './schema/calendar';
import * as dialogs from './schema/dialogs';
import * as discover from './schema/discover';
import * as invoices from './schema/invoices';
import * as payments from './schema/payments';
import * as people from './schema/people';
import * as services from './schema/services';
import * as waitlist from './schema/waitlist';
import * as webhooks from './schema/webhooks';
import {
  embeddedHearing,
  postgresHearing,
  type Announcements,
  type Hearing,
} from './announcements';
import { startEmbeddedPostgres } from './embedded';

export const schema = {
  ...api,
  ...auth,
  ...businesses,
  ...calendar,
  ...dialogs,
  ...discover,
  ...services,
  ...people,
  ...bookings,
  ...invoices,
  ...payments,
  ...waitlist,
  ...webhooks,
};

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  /** The changes the database announces (docs/decisions/0041). */
  announcements: Announcements;
  close(): Promise<void>;
}

export class DatabaseUnreachableError extends Error {}

function describeTarget(config: pg.PoolConfig): string {
  if (config.connectionString) {
    const url = new URL(config.connectionString);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  return 'the embedded database';
}

async function connectPool(
  config: pg.PoolConfig,
  { Client, announcements }: Hearing,
): Promise<{ pool: pg.Pool; announcements: Announcements }> {
  const pool = new pg.Pool({ max: 10, connectionTimeoutMillis: 10_000, ...config, Client });
  // an idle client that loses its server must not crash the process
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1');
    return { pool, announcements };
  } catch (error) {
    await announcements.close();
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnreachableError(
      `cannot reach the database at ${describeTarget(config)}: ${reason}`,
    );
  }
}

function endPool(pool: pg.Pool): Promise<void> {
  return pool.ended ? Promise.resolve() : pool.end();
}

/** PostgreSQL when a URL is given, else the embedded PGlite in `$DATA_DIR/db`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const config = { connectionString: options.databaseUrl };
    const { pool, announcements } = await connectPool(config, postgresHearing(config));
    return {
      db: drizzle(pool, { schema }),
      pool,
      kind: 'postgres',
      announcements,
      async close() {
        await announcements.close();
        await endPool(pool);
      },
    };
  }
  const embedded = await startEmbeddedPostgres(options.dataDir);
  try {
    // one connection: PGlite runs one statement at a time, and its socket keeps a transaction's
    // statements together but not an extended-protocol exchange (Parse/Bind/Execute) of two clients,
    // so two pooled connections could interleave each other's messages
    const { pool, announcements } = await connectPool(
      { ...embedded.connection, max: 1, idleTimeoutMillis: 0 },
      embeddedHearing(),
    );
    // every connection to PGlite is the same session: one that replaces a connection the pool
    // dropped (after a failed query) finds the named statements of the old one still there, and
    // would fail preparing them again; it starts by removing them
    pool.on('connect', (client) => {
      client.query('DEALLOCATE ALL').catch(() => undefined);
    });
    return {
      db: drizzle(pool, { schema }),
      pool,
      kind: 'embedded',
      announcements,
      async close() {
        await endPool(pool);
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

/** A transaction's handle: the same query methods as the database, inside one transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a read may run: on the database, or inside a transaction already under way. */
export type Executor = Database | Tx;
