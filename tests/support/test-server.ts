import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { startServer, type RunningServer } from '../../src/server/server';
import { adminUrl } from './snapshot';

export interface TestServer {
  url: string;
  /** The server's data folder (uploads and mail live under it). */
  dataDir: string;
  server: RunningServer;
  db: RunningServer['database']['db'];
  /** Where its database is: another server may be started on it (PostgreSQL only). */
  database: FreshDatabase;
  /** fetch() against the test server, relative to its root. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface FreshDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A new database cloned from the run's migrated snapshot: env variables to reach it, and its removal. */
export async function freshDatabase(): Promise<FreshDatabase> {
  const snapshot = inject('databaseSnapshot');
  if (snapshot.kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-test-'));
    fs.cpSync(snapshot.dataDir, dataDir, { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      drop: () => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const name = `${snapshot.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(snapshot.baseUrl) });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${snapshot.template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(snapshot.baseUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-test-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl(snapshot.baseUrl) });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another server's database, with a data folder of its own; dropping it removes only that folder. */
function sharedDatabase(database: FreshDatabase): FreshDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-test-'));
  return {
    env: { ...database.env, DATA_DIR: dataDir },
    drop: () => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server, in this process, on a free port against a fresh database, or against
 * another test server's database (`sharing`, PostgreSQL only: a second process on the same data),
 * which it then leaves in place when it closes.
 */
export async function startTestServer(
  extraEnv: Record<string, string> = {},
  sharing?: TestServer,
): Promise<TestServer> {
  const database = sharing ? sharedDatabase(sharing.database) : await freshDatabase();
  // a free port can be taken by a test in another worker between the look and the listen: then
  // the server stops what it started, and starts again on another port
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const env = parseEnv({
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      // tests play clients at several addresses through X-Forwarded-For
      TRUST_PROXY: 'true',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      // suites send hundreds of requests from 127.0.0.1; security-monitors.test.ts sets the real 100
      REQUEST_LIMIT_PER_MINUTE: '100000',
      ...database.env,
      ...extraEnv,
    });
    let server: RunningServer;
    try {
      server = await startServer(env, createLogger(env.logLevel));
    } catch (error) {
      const isPortTaken = (error as { code?: string }).code === 'EADDRINUSE';
      if (isPortTaken && attempt < PORT_ATTEMPTS) continue;
      await database.drop();
      throw error;
    }
    return {
      url: server.url,
      dataDir: env.dataDir,
      server,
      db: server.database.db,
      database,
      request: (pathname, init) => fetch(new URL(pathname, server.url), init),
      async close() {
        await server.close();
        await database.drop();
      },
    };
  }
}

/** How often a test server looks for a free port before giving up. */
const PORT_ATTEMPTS = 5;
