import { Hono } from 'hono';
import { DiscoverQuerySchema, type DiscoverResponse } from '@shared/discover';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { queryOf } from '../http/validation';
import { presentDiscover } from './details';
import { findBusinessIds } from './search';

/** GET /api/public/discover: the list and the map's markers, from one search. */
export function discoverRoutes(db: Database) {
  return new Hono<AppEnv>().get('/', queryOf(DiscoverQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const ids = await findBusinessIds(db, query);
    const body: DiscoverResponse = { businesses: await presentDiscover(db, ids, query) };
    // public and the same for everyone asking the same thing; a short cache spares repeat pans
    c.header('cache-control', 'public, max-age=30');
    return c.json(body);
  });
}
