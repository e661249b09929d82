import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/database';

const PROBE_TIMEOUT_MS = 2000;

async function isDatabaseReachable(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  const probe = database.pool.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(database: DatabaseHandle) {
  return new Hono().get('/', async (c) => {
    const isUp = await isDatabaseReachable(database);
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        status: isUp ? ('ok' as const) : ('degraded' as const),
        database: isUp ? ('up' as const) : ('down' as const),
        databaseKind: database.kind,
      },
      isUp ? 200 : 503,
    );
  });
}
