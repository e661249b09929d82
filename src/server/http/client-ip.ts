import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { clientAddress, type TrustProxy } from './trusted-proxies';

/**
 * Works out the client's address once per request: the connection's peer, or behind the proxies
 * TRUST_PROXY names, the address the outermost of them saw (trusted-proxies.ts). Without it,
 * X-Forwarded-For is ignored: anyone could claim any address.
 */
export function clientIp(trustProxy: TrustProxy) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let peer: string | undefined;
    try {
      peer = getConnInfo(c).remote.address;
    } catch {
      peer = undefined;
    }
    const address = clientAddress(peer, c.req.header('x-forwarded-for'), trustProxy);
    c.set('clientIp', address ?? 'unknown');
    await next();
  });
}
