import http from 'node:http';
import type { AddressInfo } from 'node:net';
import dns from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postToPushService, type PushRequestOptions } from './push-request';

/** A server on loopback that counts connections and requests: /moved redirects, /silent never answers. */
async function countingServer() {
  let connections = 0;
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    paths.push(request.url ?? '');
    request.resume();
    if (request.url === '/silent') return;
    if (request.url === '/moved') response.writeHead(307, { location: '/push' }).end();
    else request.on('end', () => response.writeHead(201).end());
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const message = { method: 'POST', headers: { ttl: '60' }, body: Buffer.from('sealed') };

describe('a push delivery reaches no address inside our own network', () => {
  let local: Awaited<ReturnType<typeof countingServer>>;
  beforeAll(async () => {
    local = await countingServer();
  });
  afterAll(() => local.close());

  const options = (extra: Partial<PushRequestOptions> = {}): PushRequestOptions => ({
    operatorOrigins: [],
    timeoutMs: 5_000,
    ...extra,
  });

  it('refuses loopback written as a name, in short and as one number, before connecting', async () => {
    const forms = [
      `http://localhost:${local.port}/push`,
      `http://127.1:${local.port}/push`,
      `http://2130706433:${local.port}/push`,
      `http://0x7f000001:${local.port}/push`,
      `http://127.0.0.1:${local.port}/push`,
      `http://[::ffff:127.0.0.1]:${local.port}/push`,
      `http://[::1]:${local.port}/push`,
      `http://0.0.0.0:${local.port}/push`,
    ];
    for (const endpoint of forms) {
      await expect(postToPushService(endpoint, message, options()), endpoint).rejects.toThrow(
        /not allowed/,
      );
    }
    expect(local.connections()).toBe(0);
  });

  it("refuses a vendor's host name when its DNS answer is loopback", async () => {
    // what a poisoned or hostile resolver could answer for an allowed push service
    const toLoopback: PushRequestOptions['lookup'] = (_hostname, lookupOptions, callback) =>
      dns.lookup('127.0.0.1', lookupOptions, callback);
    await expect(
      postToPushService(
        `http://fcm.googleapis.com:${local.port}/fcm/send/device`,
        message,
        options({ lookup: toLoopback }),
      ),
    ).rejects.toThrow(/not allowed/);
    expect(local.connections()).toBe(0);
  });

  it('still reaches an origin the operator listed, follows no redirect, and keeps a deadline', async () => {
    const origin = `http://127.0.0.1:${local.port}`;
    const operator = options({ operatorOrigins: [origin] });
    expect(await postToPushService(`${origin}/push`, message, operator)).toBe(201);
    expect(local.connections()).toBe(1);
    expect(await postToPushService(`${origin}/moved`, message, operator)).toBe(307);
    const started = Date.now();
    await expect(
      postToPushService(`${origin}/silent`, message, { ...operator, timeoutMs: 300 }),
    ).rejects.toThrow(/no answer/);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(local.paths).toEqual(['/push', '/moved', '/silent']);
  });
});
