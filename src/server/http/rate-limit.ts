import { createMiddleware } from 'hono/factory';
import { SECURITY_MONITORS } from '@shared/security-events';
import { recordSecurityEvent } from '../audit/security-events';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { AppEnv } from './context';
import { endpointOf } from './endpoint';
import { errorBody } from './errors';
import { requests } from '../messages/requests';
import { API_ERROR_CODES } from '@shared/api-errors';

export interface RateLimitOptions {
  /** Requests one address may make to one endpoint in a window; the next is refused. */
  limit: number;
  windowMs?: number;
  /** Counters kept at once; past it the oldest are dropped. */
  maxKeys?: number;
  now?: () => number;
}

// signed deliveries from the payment provider, the chat and USSD providers' calls (each carries
// many clients' messages from a few addresses), calendars reading their feeds (Google's and
// Apple's read every business's from a few addresses), the public API (each key has its own
// limit, src/server/api-v1/authenticate.ts) and the load balancer's probe
const EXEMPT = [
  /^\/api\/v1\//,
  /^\/api\/webhooks\//,
  /^\/api\/channels\/(ussd|ussd\/events|whatsapp)$/,
  /^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
  /^\/api\/health$/,
];

interface Counter {
  count: number;
  endsAt: number;
}

export function retryMessage(seconds: number): string {
  return requests('rateLimited', { seconds });
}

/**
 * docs/product/owner-area.md §9 Limits: more than `limit` requests to one endpoint from one address in a minute
 * are refused with 429 and Retry-After, and recorded (throttled) as RATE_LIMIT_EXCEEDED. The
 * counters live in this process's memory (docs/decisions/0030): each server process counts alone.
 */
export function rateLimit(
  { db, logger }: { db: Database; logger: Logger },
  { limit, windowMs = 60_000, maxKeys = 100_000, now = Date.now }: RateLimitOptions,
) {
  const counters = new Map<string, Counter>();
  if (limit !== SECURITY_MONITORS.requestsPerEndpointPerMinute) {
    // never changed silently: a server started with another figure says so in its log
    logger.warn({ limit }, 'REQUEST_LIMIT_PER_MINUTE differs from the 100 a minute of the spec');
  }

  const forget = (at: number) => {
    // oldest first: the map is kept in the order the windows opened
    for (const [key, counter] of counters) {
      if (counter.endsAt > at && counters.size < maxKeys) break;
      counters.delete(key);
    }
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    if (EXEMPT.some((pattern) => pattern.test(c.req.path))) return next();
    const at = now();
    const { method, pattern } = endpointOf(c);
    const endpoint = `${method} ${pattern}`;
    const key = `${c.var.clientIp} ${endpoint}`;
    const counter = counters.get(key);
    if (!counter || counter.endsAt <= at) {
      counters.delete(key);
      if (counters.size >= maxKeys) forget(at);
      counters.set(key, { count: 1, endsAt: at + windowMs });
      return next();
    }
    counter.count += 1;
    if (counter.count <= limit) return next();

    const seconds = Math.max(1, Math.ceil((counter.endsAt - at) / 1000));
    try {
      await recordSecurityEvent(db, {
        type: 'RATE_LIMIT_EXCEEDED',
        ipAddress: c.var.clientIp,
        details: { endpoint, limit },
      });
    } catch (error) {
      // the refusal stands even if the record of it could not be written
      logger.warn({ err: error, endpoint }, 'rate-limit event not recorded');
    }
    c.header('Retry-After', String(seconds));
    return c.json(errorBody(API_ERROR_CODES.rateLimited, retryMessage(seconds)), 429);
  });
}
