import { Hono } from 'hono';
import { DiscoverQuerySchema, type DiscoverResponse } from '@shared/discover';
import type { Database } from '../db/database';
import { publicCache } from '../http/caching';
import type { AppEnv } from '../http/context';
import { queryOf } from '../http/validation';
import { presentDiscover } from './details';
import { placeShown, searchDiscover } from './search';

/** GET /api/public/discover: the list and the map's markers, from one search. */
export function discoverRoutes(db: Database) {
  // public and the same for everyone asking the same thing; a short cache spares repeat pans
  return new Hono<AppEnv>().get(
    '/',
    publicCache('public, max-age=30'),
    queryOf(DiscoverQuerySchema),
    async (c) => {
      const { ids, place, searched } = await searchDiscover(db, c.req.valid('query'));
      const body: DiscoverResponse = {
        businesses: await presentDiscover(db, ids, searched),
        place: placeShown(place),
      };
      return c.json(body);
    },
  );
}
