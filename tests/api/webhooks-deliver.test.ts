import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deliverWebhook,
  isDeliverableUrl,
  RESPONSE_BODY_BYTES,
  type DeliveryOptions,
} from '../../src/server/webhooks/deliver';
import { newWebhookSecret, webhookHeaders } from '../../src/server/webhooks/sign';
import { INTERNAL_URLS } from '../support/hostile-inputs';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const LONG_ERROR = 'x'.repeat(5_000);

/**
 * A receiver on loopback that records what arrives and counts TCP connections. Its paths answer:
 * /ok 200, /error 500 with 5 KB, /control text with control characters, /moved 302 to /target,
 * /silent never, /busy 503 with Retry-After: 7, /later 429 with an HTTP date, /endless an
 * unending 200.
 */
async function startReceiver() {
  const received: Received[] = [];
  let connections = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      if (path === '/ok') response.writeHead(200).end('thanks');
      if (path === '/error') response.writeHead(500).end(LONG_ERROR);
      if (path === '/control')
        response.writeHead(400).end('bad\u0000 \u001b[31minput\r\n\tline\u007f\u0085');
      if (path === '/split') response.writeHead(200).end('a' + 'é'.repeat(2_000));
      if (path === '/moved') response.writeHead(302, { location: '/target' }).end();
      if (path === '/target') response.writeHead(200).end();
      if (path === '/busy') response.writeHead(503, { 'retry-after': '7' }).end();
      if (path === '/later') {
        const at = new Date(Date.now() + 30_000).toUTCString();
        response.writeHead(429, { 'retry-after': at }).end();
      }
      if (path === '/endless') {
        response.writeHead(200);
        const chunk = Buffer.alloc(64 * 1024, 'y');
        const pump = () => {
          while (!response.destroyed && response.write(chunk));
        };
        response.on('drain', pump);
        pump();
      }
      // /silent: no answer at all
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    received,
    connections: () => connections,
    reset: () => {
      received.length = 0;
      connections = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const secret = newWebhookSecret();
const id = 'b0c1d2e3-f405-4617-8899-aabbccddeeff';
// bytes outside ASCII, so a change of encoding on the way would show
const body = JSON.stringify({ type: 'booking.created', data: { client: 'Wanjikũ Njoroge ✂' } });
const signed = () => ({
  headers: webhookHeaders({ secrets: [secret], id, timestamp: nowSeconds(), body }),
  body,
});

describe('a webhook delivery to a listed test origin', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let options: DeliveryOptions;
  beforeAll(async () => {
    receiver = await startReceiver();
    options = { testOrigins: [receiver.origin], timeoutMs: 5_000 };
  });
  beforeEach(() => receiver.reset());
  afterAll(() => receiver.close());

  it('arrives with the exact bytes signed and the Standard Webhooks headers', async () => {
    const outcome = await deliverWebhook(`${receiver.origin}/ok`, signed(), options);
    expect(outcome).toMatchObject({ status: 200, body: 'thanks', error: null });
    expect(outcome.retryAfterSeconds).toBeNull();
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0);

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery?.body.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(delivery?.headers).toMatchObject({
      'webhook-id': id,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
    expect(delivery?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const headers = delivery?.headers as Record<string, string>;
    expect(new Webhook(secret).verify(delivery?.body ?? '', headers)).toEqual(JSON.parse(body));
  });

  it('keeps the first 2 KB of an error, as readable text', async () => {
    const failed = await deliverWebhook(`${receiver.origin}/error`, signed(), options);
    expect(failed).toMatchObject({ status: 500, error: null, body: LONG_ERROR.slice(0, 2048) });
    expect(RESPONSE_BODY_BYTES).toBe(2048);

    const control = await deliverWebhook(`${receiver.origin}/control`, signed(), options);
    expect(control).toMatchObject({ status: 400, body: 'bad [31minput\n\tline' });

    // 1 + 2 x 1023.5 bytes: the character cut in two at the mark is left out, not shown as �
    const split = await deliverWebhook(`${receiver.origin}/split`, signed(), options);
    expect(split.body).toBe('a' + 'é'.repeat(1_023));
  });

  it('stops reading an answer that never ends, long before the deadline', async () => {
    const started = Date.now();
    const outcome = await deliverWebhook(`${receiver.origin}/endless`, signed(), options);
    expect(outcome).toMatchObject({ status: 200, error: null, body: 'y'.repeat(2048) });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('follows no redirect: a 302 is only its status', async () => {
    const outcome = await deliverWebhook(`${receiver.origin}/moved`, signed(), options);
    expect(outcome).toMatchObject({ status: 302, error: null });
    expect(receiver.received.map((delivery) => delivery.path)).toEqual(['/moved']);
  });

  it('gives up on a receiver that never answers, at the deadline', async () => {
    const started = Date.now();
    const outcome = await deliverWebhook(`${receiver.origin}/silent`, signed(), {
      ...options,
      timeoutMs: 300,
    });
    const elapsed = Date.now() - started;
    expect(outcome).toMatchObject({ status: null, error: 'timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_500);
    expect(outcome.durationMs).toBeGreaterThanOrEqual(290);
    expect(receiver.received.map((delivery) => delivery.path)).toEqual(['/silent']);
  });

  it('reads Retry-After as seconds or as a date', async () => {
    const busy = await deliverWebhook(`${receiver.origin}/busy`, signed(), options);
    expect(busy).toMatchObject({ status: 503, retryAfterSeconds: 7 });
    const later = await deliverWebhook(`${receiver.origin}/later`, signed(), options);
    expect(later.status).toBe(429);
    // the date has whole seconds, so it lands 29 to 31 seconds ahead
    expect(later.retryAfterSeconds).toBeGreaterThanOrEqual(29);
    expect(later.retryAfterSeconds).toBeLessThanOrEqual(31);
  });

  it('describes a refused connection instead of throwing', async () => {
    const closed = await startReceiver();
    await closed.close();
    const outcome = await deliverWebhook(`${closed.origin}/ok`, signed(), {
      ...options,
      testOrigins: [closed.origin],
    });
    expect(outcome).toMatchObject({ status: null, body: '' });
    expect(outcome.error).toMatch(/ECONNREFUSED/);
  });
});

describe('a webhook delivery reaches no address inside our own network', () => {
  let listener: Awaited<ReturnType<typeof startReceiver>>;
  const options: DeliveryOptions = { testOrigins: [], timeoutMs: 5_000 };
  beforeAll(async () => {
    listener = await startReceiver();
  });
  beforeEach(() => listener.reset());
  afterAll(() => listener.close());

  it('refuses http outright, and https to a loopback address at connection', async () => {
    const plain = await deliverWebhook(`http://127.0.0.1:${listener.port}/ok`, signed(), options);
    expect(plain).toMatchObject({ status: null, error: 'https only' });

    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '127.1', '2130706433', 'localhost']) {
      const url = `https://${host}:${listener.port}/ok`;
      const outcome = await deliverWebhook(url, signed(), options);
      expect(outcome.status, url).toBeNull();
      expect(outcome.error, url).toMatch(/not allowed/);
    }
    expect(listener.connections()).toBe(0);
  });

  // what a hostile or rebinding DNS server could answer for the endpoint's name
  const answering =
    (address: string, asked: string[]): LookupFunction =>
    (hostname, lookupOptions, callback) => {
      asked.push(hostname);
      dns.lookup(address, lookupOptions, callback);
    };

  it.each(['127.0.0.1', '10.0.0.5', '::ffff:127.0.0.1', 'fe80::1', 'fd00::1'])(
    'refuses a name that resolves to %s, at connection',
    async (address) => {
      const asked: string[] = [];
      const outcome = await deliverWebhook(
        `https://hooks.example.test:${listener.port}/ok`,
        signed(),
        {
          ...options,
          lookup: answering(address, asked),
        },
      );
      expect(asked).toEqual(['hooks.example.test']);
      expect(outcome.status).toBeNull();
      expect(outcome.error).toContain(`DNS lookup ${address}`);
      expect(outcome.error).toMatch(/not allowed/);
      expect(listener.connections()).toBe(0);
    },
  );

  it('does reach the listener through the same name when its origin is listed (the control)', async () => {
    const origin = `https://hooks.example.test:${listener.port}`;
    const outcome = await deliverWebhook(`${origin}/ok`, signed(), {
      ...options,
      testOrigins: [origin],
      lookup: answering('127.0.0.1', []),
    });
    // the listener speaks plain http, so TLS fails, but only after it was reached
    expect(outcome.status).toBeNull();
    expect(outcome.error).not.toMatch(/not allowed/);
    expect(listener.connections()).toBe(1);
  });
});

describe('the check when an endpoint is saved', () => {
  const testOrigin = 'http://127.0.0.1:4010';
  const verdict = (url: string) => isDeliverableUrl(url, [testOrigin]);

  it('takes an https address on a public name, and a listed test origin', () => {
    expect(verdict('https://hooks.example.com/x')).toEqual({ ok: true });
    expect(verdict('https://8.8.8.8/hook')).toEqual({ ok: true });
    expect(verdict('https://[2606:4700::1111]/hook')).toEqual({ ok: true });
    expect(verdict(`${testOrigin}/hooks/one`)).toEqual({ ok: true });
  });

  it.each([
    ['not a url', 'invalid'],
    ['hooks.example.com/x', 'invalid'],
    ['mailto:owner@example.com', 'invalid'],
    ['http://hooks.example.com/x', 'https_only'],
    ['http://127.0.0.1:4011/x', 'https_only'],
    ['ftp://hooks.example.com/x', 'https_only'],
    ['https://user:secret@hooks.example.com/x', 'credentials'],
    ['https://user@hooks.example.com/x', 'credentials'],
    [`http://user:secret@127.0.0.1:4010/x`, 'credentials'],
    ['https://10.1.2.3/', 'private_address'],
    ['https://[::1]/', 'private_address'],
    ['https://169.254.169.254/', 'private_address'],
    ['https://100.64.0.1/', 'private_address'],
    ['https://[64:ff9b::7f00:1]/', 'private_address'],
    ['https://localhost./x', 'private_address'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(verdict(url)).toEqual({ ok: false, reason });
  });

  it('refuses every internal address of the bad-input sweep that needs no DNS to see', () => {
    const literal = INTERNAL_URLS.map(({ value }) => String(value)).filter((url) => {
      const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
      return /^[\d.]+$|:/.test(host) || host === 'localhost';
    });
    expect(literal.length).toBeGreaterThan(15);
    for (const url of literal) expect(isDeliverableUrl(url, []).ok, url).toBe(false);
  });
});
