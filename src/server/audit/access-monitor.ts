import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { endpointOf } from '../http/endpoint';
import type { Logger } from '../logger';
import { recordSecurityEvent, type SecurityEvent } from './security-events';

/** Endpoints anyone may call: their refusals are no attempt on an owner's or admin's data. */
const PUBLIC_PATHS = [
  /^\/api\/auth\//,
  /^\/api\/public\//,
  /^\/api\/webhooks\//,
  /^\/api\/(health|config)(\/|$)/,
  // the web app's "who is signed in?" question: a 401 there just means nobody is
  /^\/api\/me$/,
];

const ANY_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VALUE_SHOWN = 64;

async function errorCodeOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : null;
  } catch {
    return null;
  }
}

/** The first path parameter named like an id (`clientId`) whose value no record could have. */
function malformedId(c: Context): { name: string; value: string } | null {
  const route = matchedRoutes(c).find((candidate) => candidate.method !== 'ALL');
  if (!route) return null;
  const patternParts = route.path.split('/');
  const pathParts = c.req.path.split('/');
  for (const [index, part] of patternParts.entries()) {
    const name = part.startsWith(':') ? part.slice(1).replace(/\{.*$/, '') : null;
    if (!name?.endsWith('Id')) continue;
    let value = pathParts[index] ?? '';
    try {
      value = decodeURIComponent(value);
    } catch {
      // left as sent: broken percent-encoding is malformed too
    }
    if (!ANY_UUID.test(value)) return { name, value: value.slice(0, VALUE_SHOWN) };
  }
  return null;
}

/** The security event this answer is, if it is one (docs/product/owner-area.md §6 Roles). */
async function eventFor(c: Context<AppEnv>): Promise<SecurityEvent | null> {
  const { status } = c.res;
  if (status !== 401 && status !== 403 && status !== 404) return null;
  const { method, pattern } = endpointOf(c);
  const endpoint = `${method} ${pattern}`;
  const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
  const base = {
    ipAddress: c.var.clientIp,
    userId: user?.id ?? null,
    details: { endpoint, path: c.req.path.slice(0, 200), ...(user ? { email: user.email } : {}) },
  };
  if (status === 404) {
    const bad = malformedId(c);
    if (!bad) return null;
    return {
      ...base,
      type: 'INVALID_ID',
      details: { ...base.details, param: bad.name, value: bad.value },
    };
  }
  const code = await errorCodeOf(c.res);
  if (status === 401 && code === 'unauthenticated') {
    return { ...base, type: 'UNAUTHENTICATED_ACCESS' };
  }
  if (status === 403 && code === 'forbidden') {
    return { ...base, type: 'UNAUTHORIZED_ACCESS' };
  }
  return null;
}

/**
 * Watches the owner and admin endpoints' answers and records the security events of docs/product/owner-area.md
 * §6 Roles: a request without a session (401), one by an account without the right (403), and a
 * malformed id in a path (404). Throttled per address (event-throttle.ts), so a flood of bad
 * requests cannot flood the table.
 */
export function accessMonitor({ db, logger }: { db: Database; logger: Logger }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (PUBLIC_PATHS.some((pattern) => pattern.test(c.req.path))) return;
    const event = await eventFor(c);
    if (!event) return;
    try {
      await recordSecurityEvent(db, event);
    } catch (error) {
      logger.warn({ err: error, type: event.type }, 'security event not recorded');
    }
  });
}
