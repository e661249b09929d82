import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import PgBoss from 'pg-boss';
import type pg from 'pg';

export const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

// any fixed number shared by every Miadi process
const MIGRATION_LOCK_KEY = 4_227_011;

export const JOB_SCHEMA = 'pgboss';

/**
 * Creates the job queue's schema (pg-boss) under the same lock: two servers starting together would
 * otherwise both try to create it. Later pg-boss versions migrate their own schema on start.
 */
async function installJobSchema(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ exists: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1) AS exists',
    [JOB_SCHEMA],
  );
  if (!rows[0]?.exists) await client.query(PgBoss.getConstructionPlans(JOB_SCHEMA));
}

/** Applies pending migrations; an advisory lock keeps two starting servers from migrating at once. */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await installJobSchema(client);
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
}
