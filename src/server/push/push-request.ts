import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * Agents that refuse private, loopback, link-local and unspecified addresses when the socket is
 * made: an address written as a name (`localhost`, a name whose DNS answer is 10.x) is checked
 * after it resolves, before any connection is opened.
 */
const filtered = {
  'http:': new RequestFilteringHttpAgent({ keepAlive: true }),
  'https:': new RequestFilteringHttpsAgent({ keepAlive: true }),
};
// only for origins the operator listed (PUSH_SERVICE_ORIGINS): reached wherever they are
const operator = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

export interface PushRequest {
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

export interface PushRequestOptions {
  /** Origins reached without the address check (the operator's own push services). */
  operatorOrigins: readonly string[];
  timeoutMs: number;
  /** A resolver in place of the system's (tests map a vendor's host name to loopback). */
  lookup?: LookupFunction;
}

/**
 * Posts one message and answers the push service's status. Redirects are never followed (a push
 * service answers itself), and the whole exchange has a deadline.
 */
export function postToPushService(
  endpoint: string,
  request: PushRequest,
  { operatorOrigins, timeoutMs, lookup }: PushRequestOptions,
): Promise<number> {
  const url = new URL(endpoint);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new Error(`not an http(s) push endpoint: ${url.protocol}`));
  }
  const protocol: keyof typeof filtered = url.protocol;
  const agent = (operatorOrigins.includes(url.origin) ? operator : filtered)[protocol];
  const client = protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const outgoing = client.request(
      url,
      { method: request.method, headers: request.headers, agent, lookup },
      (response) => {
        response.on('error', reject);
        // read to its end, so the connection can carry the next message
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    const deadline = setTimeout(
      () => outgoing.destroy(new Error(`no answer from the push service in ${timeoutMs} ms`)),
      timeoutMs,
    );
    outgoing.on('close', () => clearTimeout(deadline));
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
