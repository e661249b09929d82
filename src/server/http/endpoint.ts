import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

const PATH_SHOWN = 200;

/**
 * The endpoint a request reached, as its route pattern (GET /api/clients/:clientId), so counts and
 * events group requests by endpoint rather than by every id sent. A wildcard route (the account
 * library's /api/auth/*) or no route at all is named by its path, cut short.
 */
export function endpointOf(c: Context): { method: string; pattern: string; isPattern: boolean } {
  const route = matchedRoutes(c).find((candidate) => candidate.method !== 'ALL');
  const isPattern = Boolean(route && !route.path.endsWith('*'));
  return {
    method: c.req.method,
    pattern: route && isPattern ? route.path : c.req.path.slice(0, PATH_SHOWN),
    isPattern,
  };
}
