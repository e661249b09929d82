/**
 * Vitest global setup for the API tests: migrates one database once per run, which every test server
 * then clones (a copied PGlite folder, or a PostgreSQL database made from it as a template) instead of
 * migrating its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { migrateDatabase } from '../../src/server/db/migrate';
import { adminUrl, type DatabaseSnapshot } from './snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshot: DatabaseSnapshot;
  }
}

async function pgliteSnapshot(): Promise<{
  snapshot: DatabaseSnapshot;
  cleanup: () => Promise<void>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-snapshot-'));
  const embedded = await startEmbeddedPostgres(dir);
  const pool = new pg.Pool(embedded.connection);
  try {
    await migrateDatabase(pool);
  } finally {
    await pool.end();
    await embedded.stop();
  }
  return {
    snapshot: { kind: 'pglite', dataDir: dir },
    cleanup: () => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })),
  };
}

async function postgresSnapshot(
  baseUrl: string,
): Promise<{ snapshot: DatabaseSnapshot; cleanup: () => Promise<void> }> {
  const prefix = `miadi_test_${Date.now().toString(36)}_${process.pid}`;
  const template = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: adminUrl(baseUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${template}`;
  const pool = new pg.Pool({ connectionString: url.toString() });
  try {
    await migrateDatabase(pool);
  } finally {
    await pool.end();
  }
  return {
    snapshot: { kind: 'postgres', baseUrl, template, prefix },
    cleanup: async () => {
      // drop the template and any test database a crashed test file left behind
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${prefix}%`],
      );
      for (const { datname } of rows)
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const isPostgres = project.name.endsWith('postgres');
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (isPostgres && !baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const { snapshot, cleanup } =
    isPostgres && baseUrl ? await postgresSnapshot(baseUrl) : await pgliteSnapshot();
  project.provide('databaseSnapshot', snapshot);
  return cleanup;
}
