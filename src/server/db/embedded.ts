import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PoolConfig } from 'pg';
import { lockDataDir } from './data-dir-lock';

export interface EmbeddedPostgres {
  connection: PoolConfig;
  stop(): Promise<void>;
}

/**
 * Runs PGlite (real PostgreSQL compiled to WebAssembly) on `$DATA_DIR/db` and exposes it on a private
 * Unix socket, so the app, the job queue and the tests all talk to it through the same `pg` driver
 * they use against a PostgreSQL server.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const unlock = lockDataDir(dataDir);
  let db: PGlite | undefined;
  try {
    db = await PGlite.create(path.join(dataDir, 'db'), {
      extensions: { btree_gist, btree_gin, pg_trgm, cube, earthdistance },
    });
    // a short socket path: Unix socket paths are limited to about 100 characters
    const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-pg-'));
    const server = new PGLiteSocketServer({
      db,
      path: path.join(socketDir, '.s.PGSQL.5432'),
      maxConnections: 64,
    });
    await server.start();
    const pglite = db;
    return {
      connection: { host: socketDir, port: 5432, user: 'postgres', database: 'postgres' },
      async stop() {
        await server.stop();
        await pglite.close();
        fs.rmSync(socketDir, { recursive: true, force: true });
        unlock();
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}
