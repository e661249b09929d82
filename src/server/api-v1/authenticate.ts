import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API_ERROR_CODES } from '@shared/api-errors';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { useKey } from '../api-keys/keys';
import { apiKeyText as t } from '../messages/api-keys';

/** Requests a minute a key may make unless its row says otherwise. */
export const KEY_REQUESTS_PER_MINUTE = 120;
const WINDOW_SECONDS = 60;
const BEARER = /^Bearer\s+(miadi_sk_[A-Za-z0-9_-]{43})\s*$/;

/**
 * The public API's door (docs/plans/public-api.md §3.2): only a live key in `Authorization:
 * Bearer`, never a session cookie. The key's business becomes the request's, as a session's does
 * on an owner route, so the same operations run scoped the same way. Each key has its own
 * requests a minute, counted in its row so every server process counts the same; every answer
 * says where the count stands (the IETF RateLimit fields), and one over it is a 429 with
 * Retry-After.
 */
export function requireApiKey(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const secret = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const used = secret ? await useKey(db, secret) : null;
    if (!used) {
      c.header('WWW-Authenticate', 'Bearer realm="miadi"');
      throw new ApiError(401, API_ERROR_CODES.unauthenticated, t('unauthenticated'));
    }
    const limit = used.requestsPerMinute ?? KEY_REQUESTS_PER_MINUTE;
    const elapsed = Math.floor((Date.now() - used.windowStartedAt.getTime()) / 1000);
    const reset = Math.max(1, WINDOW_SECONDS - elapsed);
    rateHeaders(c, { limit, remaining: Math.max(0, limit - used.count), reset });
    if (used.count > limit) {
      c.header('Retry-After', String(reset));
      throw new ApiError(429, API_ERROR_CODES.rateLimited, t('rateLimited', { seconds: reset }));
    }
    c.set('business', used.business);
    c.set('apiKey', used.key);
    await next();
  });
}

/** The IETF RateLimit fields: the policy (q requests a w-second window) and where it stands. */
function rateHeaders(
  c: Context<AppEnv>,
  { limit, remaining, reset }: { limit: number; remaining: number; reset: number },
) {
  c.header('RateLimit-Policy', `"key";q=${limit};w=${WINDOW_SECONDS}`);
  c.header('RateLimit', `"key";r=${remaining};t=${reset}`);
}
