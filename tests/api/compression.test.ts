import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader } from '../support/auth-client';
import { bookableBusiness, bookableDate, bookingBody, nthSlot } from '../support/bookable';
import { rawRequest, type RawResponse } from '../support/raw-request';
import { startTestServer, type TestServer } from '../support/test-server';

describe('compressed JSON answers (docs/decisions/0050)', () => {
  let app: TestServer;
  let business: Awaited<ReturnType<typeof bookableBusiness>>;
  let availabilityPath: string;
  let identityJson: string;

  /** By Node's http module, which (unlike fetch) neither asks for nor undoes compression. */
  const raw = (
    pathname: string,
    headers: Record<string, string> = {},
    method = 'GET',
  ): Promise<RawResponse> => rawRequest(app.url, pathname, { method, headers });

  function decoded(answer: RawResponse): string {
    const encoding = answer.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
    if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
    return answer.body.toString('utf8');
  }

  beforeAll(async () => {
    app = await startTestServer();
    business = await bookableBusiness(app);
    availabilityPath = `/api/public/businesses/${business.businessId}/availability?serviceId=${business.service.id}&date=${bookableDate()}&days=30`;
    const plain = await raw(availabilityPath);
    expect(plain.status).toBe(200);
    identityJson = plain.body.toString('utf8');
  });
  afterAll(() => app.close());

  it('sends a month of availability as brotli to a browser, a fraction of its size', async () => {
    const answer = await raw(availabilityPath, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(answer.body.byteLength).toBeLessThan(identityJson.length / 10);
    expect(decoded(answer)).toBe(identityJson);
    expect(JSON.parse(decoded(answer))).toHaveProperty('days.length', 30);
  });

  it.each([
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.9, br;q=0.1', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['BR', 'br'],
  ])('Accept-Encoding %j gets %s', async (acceptEncoding, expected) => {
    const answer = await raw(availabilityPath, { 'accept-encoding': acceptEncoding });
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(decoded(answer)).toBe(identityJson);
  });

  it.each([[''], ['identity'], ['deflate'], ['*;q=0'], ['gzip;q=0, br;q=0']])(
    'Accept-Encoding %j gets the JSON as it is, with its length',
    async (acceptEncoding) => {
      const answer = await raw(
        availabilityPath,
        acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      );
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.body.toString('utf8')).toBe(identityJson);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    },
  );

  it('one weak ETag names both encodings, and either revalidates to 304 with Vary', async () => {
    const plain = await raw(availabilityPath);
    const packed = await raw(availabilityPath, { 'accept-encoding': 'br' });
    expect(plain.headers['etag']).toMatch(/^W\/"[0-9a-f]{40}"$/);
    expect(packed.headers['etag']).toBe(plain.headers['etag']);
    const again = await raw(availabilityPath, {
      'accept-encoding': 'gzip, br',
      'if-none-match': packed.headers['etag'] ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('leaves a short answer as it is', async () => {
    const health = await raw('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(health.status).toBe(200);
    expect(health.body.byteLength).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toHaveProperty('status', 'ok');
  });

  it('compresses an error answer only when it is long, and keeps its status', async () => {
    const missing = await raw('/api/public/businesses/not-a-business/availability', {
      'accept-encoding': 'gzip, br',
    });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString('utf8'))).toHaveProperty('error.message');
  });

  it('answers HEAD in the encoding GET would have, with no body', async () => {
    const get = await raw(availabilityPath, { 'accept-encoding': 'gzip, br' });
    const head = await raw(availabilityPath, { 'accept-encoding': 'gzip, br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-encoding']).toBe(get.headers['content-encoding']);
    expect(head.headers['etag']).toBe(get.headers['etag']);
  });

  it('sends a kept answer in the same compressed bytes each time', async () => {
    const first = await raw(availabilityPath, { 'accept-encoding': 'br' });
    for (let round = 0; round < 3; round++) {
      const again = await raw(availabilityPath, { 'accept-encoding': 'br' });
      expect(again.headers['content-encoding']).toBe('br');
      expect(again.body.equals(first.body)).toBe(true);
    }
    const gzipped = await raw(availabilityPath, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toBe(identityJson);
  });

  it("compresses an owner's answer too (the bookings list), cookies and all", async () => {
    for (let n = 0; n < 8; n++) {
      const booked = await app.request(`/api/public/businesses/${business.businessId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(business.service.id, nthSlot(n))),
      });
      expect(booked.status, await booked.clone().text()).toBe(201);
    }
    const cookie = cookieHeader(business.owner.client.cookies);
    const plain = await raw('/api/bookings?view=upcoming', { cookie });
    expect(plain.status).toBe(200);
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    const packed = await raw('/api/bookings?view=upcoming', {
      cookie,
      'accept-encoding': 'gzip, br',
    });
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(packed.headers['content-length'])).toBe(packed.body.byteLength);
    expect(JSON.parse(decoded(packed))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(packed.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
  });

  it('fetch, as the web app reads, gets the same JSON back', async () => {
    const response = await app.request(availabilityPath);
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(await response.text()).toBe(identityJson);
  });
});
