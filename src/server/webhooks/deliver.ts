import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** What is kept of a receiver's answer (webhook_attempts.response_body). */
export const RESPONSE_BODY_BYTES = 2048;

/**
 * Refuses private, loopback, link-local, unique-local, IPv4-mapped and unspecified addresses when
 * the socket is made, after a name resolves: a name whose answer changed since the endpoint was
 * saved (DNS rebinding) is checked again at each connection. Only https goes out this way.
 */
const filtered = new RequestFilteringHttpsAgent({ keepAlive: true });
// only for origins listed in WEBHOOK_TEST_ORIGINS: reached wherever they are, on http too
const listed = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

export interface WebhookRequest {
  headers: Record<string, string>;
  /** The exact text signed; sent as UTF-8. */
  body: string;
}

export interface DeliveryOptions {
  /** Origins reached without the address check, and allowed on http (WEBHOOK_TEST_ORIGINS). */
  testOrigins: readonly string[];
  /** Deadline for the whole exchange, from the first byte sent to the last one read. */
  timeoutMs: number;
  /** A resolver in place of the system's (tests map a host name to a private address). */
  lookup?: LookupFunction;
}

export interface DeliveryOutcome {
  /** The receiver's status, 3xx included; null when no answer came. */
  status: number | null;
  /** The answer's first 2 KB as text, control characters other than tab and newline removed. */
  body: string;
  durationMs: number;
  /** Why no answer came: 'timeout', 'https only', or the network's own words. */
  error: string | null;
  retryAfterSeconds: number | null;
}

/**
 * Posts one webhook and describes what happened. Redirects are never followed, and network
 * trouble of any kind is an outcome, never a thrown error.
 */
export function deliverWebhook(
  endpoint: string,
  { headers, body }: WebhookRequest,
  { testOrigins, timeoutMs, lookup }: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const started = performance.now();
  const failed = (error: string, text = ''): DeliveryOutcome => ({
    status: null,
    body: text,
    durationMs: Math.round(performance.now() - started),
    error,
    retryAfterSeconds: null,
  });
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url) return Promise.resolve(failed('invalid url'));
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.resolve(failed('https only'));
  }
  const isListed = testOrigins.includes(url.origin);
  if (url.protocol === 'http:' && !isListed) return Promise.resolve(failed('https only'));
  const agent = isListed ? listed[url.protocol] : filtered;
  const client = url.protocol === 'https:' ? https : http;
  const payload = Buffer.from(body, 'utf8');

  return new Promise<DeliveryOutcome>((resolve) => {
    const kept: Buffer[] = [];
    let keptBytes = 0;
    let settled = false;
    const settle = (outcome: DeliveryOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };

    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(payload.length) },
        agent,
        lookup,
      },
      (response) => {
        const answered = (isWhole: boolean): DeliveryOutcome => ({
          status: response.statusCode ?? null,
          body: readableText(Buffer.concat(kept), isWhole),
          durationMs: Math.round(performance.now() - started),
          error: null,
          retryAfterSeconds: retryAfterSeconds(response.headers['retry-after'], Date.now()),
        });
        response.on('data', (chunk: Buffer) => {
          const room = RESPONSE_BODY_BYTES - keptBytes;
          kept.push(chunk.subarray(0, room));
          keptBytes += Math.min(room, chunk.length);
          if (chunk.length > room) {
            // enough is read: the rest is never downloaded
            settle(answered(false));
            response.destroy();
          }
        });
        response.on('end', () => settle(answered(true)));
        response.on('error', (error) => settle(failed(describe(error))));
        response.on('close', () => settle(failed('the connection closed before the answer ended')));
      },
    );
    const deadline = setTimeout(() => {
      settle(failed('timeout'));
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on('error', (error) => settle(failed(describe(error))));
    outgoing.end(payload);
  });
}

export type UrlVerdict =
  | { ok: true }
  | { ok: false; reason: 'invalid' | 'https_only' | 'credentials' | 'private_address' };

/**
 * The check when an endpoint is saved: a courtesy that explains a refusal early. The guard is the
 * agent above, since a name may resolve anywhere at send time.
 */
export function isDeliverableUrl(endpoint: string, testOrigins: readonly string[]): UrlVerdict {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url || !url.hostname) return { ok: false, reason: 'invalid' };
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  if (testOrigins.includes(url.origin)) return { ok: true };
  if (url.protocol !== 'https:') return { ok: false, reason: 'https_only' };
  // URL has already written 127.1, 2130706433 and 0x7f000001 as 127.0.0.1
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  if (isIP(host) && ipaddr.parse(host).range() !== 'unicast') {
    return { ok: false, reason: 'private_address' };
  }
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return { ok: false, reason: 'private_address' };
  }
  return { ok: true };
}

/** Retry-After in seconds from now: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(value: string | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds : null;
  }
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function readableText(bytes: Buffer, isWhole: boolean): string {
  // a character cut in two at the 2 KB mark is left out rather than shown as �
  const decoder = new StringDecoder('utf8');
  const text = decoder.write(bytes) + (isWhole ? decoder.end() : '');
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

/** The network's error in a line: its code when it has one, and its message (which names the address refused). */
function describe(error: Error & { code?: string }): string {
  const line =
    error.code && !error.message.includes(error.code)
      ? `${error.code}: ${error.message}`
      : error.message;
  return line.slice(0, 500);
}
