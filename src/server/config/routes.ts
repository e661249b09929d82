import { Hono } from 'hono';
import type { Env } from '../env';

/** Settings the browser needs at run time (the map's tile server can change without a rebuild). */
export function configRoutes(env: Env) {
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({
      mapTileUrl: env.mapTileUrl,
      mapAttribution: env.mapAttribution,
    });
  });
}
