import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

/**
 * Works out the client's address once per request. X-Forwarded-For is believed only when TRUST_PROXY
 * is set (a proxy in front rewrites it); otherwise anyone could claim any address.
 */
export function clientIp(trustProxy: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const forwarded = trustProxy
      ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
      : undefined;
    // whatever a header says is stored and counted: only a real address is believed
    let address = forwarded && isIP(forwarded) ? forwarded : undefined;
    if (!address) {
      try {
        address = getConnInfo(c).remote.address;
      } catch {
        address = undefined;
      }
    }
    c.set('clientIp', address || 'unknown');
    await next();
  });
}
