import { Hono } from 'hono';
import { DiscoverQuerySchema } from '@shared/discover';
import { checkFreeDay } from './free-days';
import type { Database } from '../db/database';
import { publicCache } from '../http/caching';
import type { AppEnv } from '../http/context';
import { queryOf } from '../http/validation';
import { discoverAnswer } from './search';

/** GET /api/public/discover: the list and the map's markers, from one search. */
export function discoverRoutes(db: Database) {
  // public and the same for everyone asking the same thing; a short cache spares repeat pans
  return new Hono<AppEnv>().get(
    '/',
    // open now and free times change by the minute: a short cache, or 'within seconds' is lost
    publicCache((c) => {
      const asked = new URL(c.req.url).searchParams;
      const changing = asked.has('open') || asked.has('free') || asked.get('sort') === 'soonest';
      return changing ? 'public, max-age=5' : 'public, max-age=30';
    }),
    queryOf(DiscoverQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const now = new Date();
      checkFreeDay(query, now);
      return c.json(await discoverAnswer(db, query, now));
    },
  );
}
