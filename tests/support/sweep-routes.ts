import { authEndpoints } from './auth-endpoints';
import type { TestServer } from './test-server';

export interface SweepRoute {
  method: string;
  /** As registered, e.g. /api/services/:serviceId or /uploads/*. */
  path: string;
  /** Query and body keys the route is known to read (empty when nothing says). */
  queryKeys: string[];
  bodyKeys: string[];
}

/** Routes that end the session they are called with: swept last, so the rest run signed in. */
const SESSION_ENDING = new Set([
  'POST /api/auth/sign-out',
  'POST /api/auth/revoke-sessions',
  'POST /api/auth/revoke-session',
  'POST /api/auth/delete-user',
  'GET /api/auth/delete-user/callback',
]);

export const routeName = (route: { method: string; path: string }) =>
  `${route.method} ${route.path}`;

export function isSessionEnding(route: SweepRoute): boolean {
  return SESSION_ENDING.has(routeName(route));
}

/** Sweep order: deletions after everything else (they take the real ids away), session enders last. */
export function phaseOf(route: SweepRoute): number {
  if (isSessionEnding(route)) return 2;
  return route.method === 'DELETE' ? 1 : 0;
}

/**
 * Every route the app registers, read from the app itself, with better-auth's wildcard opened up into
 * better-auth's own endpoints. Left out: middleware entries (method ALL) and the site's `/*`
 * fallback, which answers every other path with the web app's HTML.
 */
export async function sweptRoutes(
  app: TestServer,
  extraEnv: Record<string, string>,
): Promise<SweepRoute[]> {
  const auth = await authEndpoints(app, extraEnv);
  const routes = new Map<string, SweepRoute>();
  const add = (route: SweepRoute) => {
    const known = routes.get(routeName(route));
    if (!known) routes.set(routeName(route), route);
    else {
      known.queryKeys = [...new Set([...known.queryKeys, ...route.queryKeys])];
      known.bodyKeys = [...new Set([...known.bodyKeys, ...route.bodyKeys])];
    }
  };
  for (const { method, path } of app.server.routes) {
    if (method === 'ALL' || path === '/*') continue;
    const prefix = path.endsWith('/*') ? path.slice(0, -1) : undefined;
    const behind = prefix
      ? auth.filter((endpoint) => endpoint.method === method && endpoint.path.startsWith(prefix))
      : [];
    if (behind.length > 0) behind.forEach(add);
    else add({ method, path, queryKeys: [], bodyKeys: [] });
  }
  return [...routes.values()];
}

/** The names of a route's path parameters, with `*` for a wildcard tail. */
export function paramsOf(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => (segment === '*' ? '*' : segment.slice(1).replace(/\{.*$/, '')));
}

/** The route's path with each parameter replaced by its (already encoded) value. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path
    .split('/')
    .map((segment) => {
      if (segment === '*') return values['*'] ?? 'x';
      if (!segment.startsWith(':')) return segment;
      return values[segment.slice(1).replace(/\{.*$/, '')] ?? 'x';
    })
    .join('/');
}
