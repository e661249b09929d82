import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventThrottle } from '../../src/server/audit/event-throttle';
import type { AppEnv } from '../../src/server/http/context';
import { rateLimit } from '../../src/server/http/rate-limit';
import { auditLog } from '../../src/server/db/schema/auth';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { authClient, nextAddress } from '../support/auth-client';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer, type PaymentAnswer } from '../support/answers';

const UNKNOWN_UUID = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

describe('security monitors (docs/product/owner-area.md §9 Limits), with the real limit of 100 a minute', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({ REQUEST_LIMIT_PER_MINUTE: '100' });
  });
  afterAll(() => app.close());

  const from = (address: string, path: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': address },
    });

  async function events(type: string, ipAddress?: string) {
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'SECURITY_EVENT'),
          eq(auditLog.tableName, type),
          ipAddress ? eq(auditLog.ipAddress, ipAddress) : undefined,
        ),
      );
    return rows.map((row) => ({ ...row, details: row.oldValues as Record<string, unknown> }));
  }

  /** The tally of a throttled event is written a moment after the requests it counts. */
  async function occurrencesOf(type: string, ipAddress: string) {
    const rows = await events(type, ipAddress);
    expect(rows).toHaveLength(1);
    return rows[0]?.details.occurrences;
  }

  it('answers the 101st request to one endpoint from one address in a minute with 429, Retry-After and an event', async () => {
    const address = nextAddress();
    // the endpoint is the route pattern: other ids in the path count against the same limit
    const path = () => `/api/public/businesses/${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 100 }, () => from(address, path())));
    expect(answers.every((answer) => answer.status === 404)).toBe(true);

    const refused = await from(address, path());
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: `Too many requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      },
    });
    const [event] = await events('RATE_LIMIT_EXCEEDED', address);
    expect(event?.details).toMatchObject({
      endpoint: 'GET /api/public/businesses/:businessId',
      description: `More than 100 requests a minute to GET /api/public/businesses/:businessId from ${address}`,
    });

    // another endpoint from that address, and the same endpoint from another, still answer
    expect((await from(address, '/api/config')).status).toBe(200);
    expect((await from(nextAddress(), path())).status).toBe(404);
    // more refusals are counted on the one event, not written as more rows
    for (let i = 0; i < 5; i++) expect((await from(address, path())).status).toBe(429);
    await expect
      .poll(() => occurrencesOf('RATE_LIMIT_EXCEEDED', address), { timeout: 10_000 })
      .toBe(6);
  });

  it('never limits the health check or the payment provider’s webhooks', async () => {
    const address = nextAddress();
    for (let i = 0; i < 110; i++) {
      expect((await from(address, '/api/health')).status).toBe(200);
    }
    const webhook = await from(address, '/api/webhooks/payments/test', {
      method: 'POST',
      body: '{}',
    });
    expect(webhook.status).not.toBe(429);
  });

  it('records a request without a session to an owner or admin endpoint, throttled to one row an address', async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++) {
      const response = await from(address, i % 2 ? '/api/clients' : '/api/admin/businesses');
      expect(response.status).toBe(401);
    }
    const [first] = await events('UNAUTHENTICATED_ACCESS', address);
    expect(first?.details).toMatchObject({ endpoint: 'GET /api/admin/businesses', occurrences: 1 });
    await expect
      .poll(() => occurrencesOf('UNAUTHENTICATED_ACCESS', address), { timeout: 10_000 })
      .toBe(30);
    // the web app asking who is signed in is no attempt on anything
    const quiet = nextAddress();
    expect((await from(quiet, '/api/me')).status).toBe(401);
    expect((await from(quiet, '/api/auth/get-session')).status).toBe(200);
    expect(await events('UNAUTHENTICATED_ACCESS', quiet)).toEqual([]);
  });

  it('records an account refused an admin endpoint (403), with who it was', async () => {
    const owner = await signedInOwner(app);
    const response = await owner.client.get('/api/admin/payouts');
    expect(response.status).toBe(403);
    const [event] = await events('UNAUTHORIZED_ACCESS', owner.client.address);
    expect(event).toMatchObject({
      userId: owner.userId,
      details: {
        description: `${owner.email} was refused GET /api/admin/payouts`,
        email: owner.email,
      },
    });
  });

  it('records a malformed id in an owner path, not an unknown one nor a public one', async () => {
    const owner = await ownerWithBusiness(app, 'Invalid Id Salon');
    expect((await owner.client.get('/api/clients/1%20OR%201=1')).status).toBe(404);
    const [event] = await events('INVALID_ID', owner.client.address);
    expect(event).toMatchObject({
      userId: owner.userId,
      details: {
        endpoint: 'GET /api/clients/:clientId',
        param: 'clientId',
        value: '1 OR 1=1',
      },
    });
    const other = await ownerWithBusiness(app, 'Unknown Id Salon');
    expect((await other.client.get(`/api/clients/${UNKNOWN_UUID}`)).status).toBe(404);
    expect((await other.client.get('/api/public/businesses/nope')).status).toBe(404);
    expect(await events('INVALID_ID', other.client.address)).toEqual([]);
  });

  it('records the fifth failed sign-in in a row as an event of its own, once', async () => {
    const owner = await signedInOwner(app);
    const client = authClient(app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await client.signIn(owner.email, 'Wr0ng!Password')).status).toBe(401);
      expect(await events('REPEATED_FAILED_LOGINS', client.address)).toHaveLength(
        attempt < 5 ? 0 : 1,
      );
    }
    expect((await client.signIn(owner.email, 'Wr0ng!Password')).status).toBe(429);
    const repeated = await events('REPEATED_FAILED_LOGINS', client.address);
    expect(repeated).toHaveLength(1);
    expect(repeated[0]?.details).toMatchObject({ email: owner.email, count: 5 });
  });

  it('records a payment above KES 100,000 when it is fulfilled, and not one of exactly 100,000', async () => {
    async function pay(priceMinor: number) {
      const { businessId, service } = await bookableBusiness(app, {
        requirePayment: true,
        priceMinor,
      });
      const booked = await app.request(`/api/public/businesses/${businessId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(service.id)),
      });
      expect(booked.status).toBe(201);
      const { booking } = await readJson<BookingAnswer>(booked);
      const started = await app.request(`/api/public/bookings/${booking.id}/payment`, {
        method: 'POST',
      });
      const { payment } = await readJson<PaymentAnswer>(started);
      const paid = await app.request(`/pay/test/${payment.reference}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=success',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      return { businessId, reference: payment.reference };
    }
    const large = await pay(150_000_00);
    const exact = await pay(100_000_00);
    const recorded = (await events('LARGE_PAYMENT')).map((event) => event.details);
    expect(recorded).toContainEqual({
      description: `Payment of KES 150,000 received (${large.reference})`,
      businessId: large.businessId,
      amountMinor: 150_000_00,
      currency: 'KES',
      reference: large.reference,
    });
    expect(recorded.map((details) => details.reference)).not.toContain(exact.reference);
    // asking again about a fulfilled payment records nothing more
    await app.request(`/pay/test/${large.reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    const again = (await events('LARGE_PAYMENT')).filter(
      (e) => e.details.reference === large.reference,
    );
    expect(again).toHaveLength(1);
  });
});

describe('the limit and the event throttle over time (a clock the test moves)', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('opens a new window a minute after the first request, and keeps endpoints apart', async () => {
    let clock = Date.parse('2026-03-02T08:00:00Z');
    const limited = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('clientIp', '192.0.2.10');
        await next();
      })
      .use(rateLimit({ db: app.db, logger: app.server.logger }, { limit: 3, now: () => clock }))
      .get('/things/:thingId', (c) => c.text('ok'))
      .get('/other', (c) => c.text('ok'));
    const statuses = async (path: string, times: number) => {
      const seen: number[] = [];
      for (let i = 0; i < times; i++) seen.push((await limited.request(path)).status);
      return seen;
    };
    expect([...(await statuses('/things/1', 2)), ...(await statuses('/things/2', 2))]).toEqual([
      200, 200, 200, 429,
    ]);
    expect(await statuses('/other', 3)).toEqual([200, 200, 200]);
    clock += 59_000;
    const late = await limited.request('/things/3');
    expect(late.status).toBe(429);
    expect(late.headers.get('retry-after')).toBe('1');
    clock += 1_000;
    expect(await statuses('/things/4', 4)).toEqual([200, 200, 200, 429]);
  });

  it('writes a new row for a new minute, and shares one row once too many addresses are tracked', async () => {
    const throttle = new EventThrottle(app.db, { windowMs: 60_000, flushDelayMs: 50, maxKeys: 2 });
    const start = Date.parse('2026-03-02T09:00:00Z');
    const record = (address: string, at: number) =>
      throttle.record(
        'INVALID_ID',
        address,
        async () => {
          const [row] = await app.db
            .insert(auditLog)
            .values({
              action: 'SECURITY_EVENT',
              tableName: 'INVALID_ID',
              oldValues: { description: `probe from ${address}`, occurrences: 1 },
              ipAddress: address,
            })
            .returning({ id: auditLog.id });
          return row?.id ?? null;
        },
        at,
      );
    const rowsFrom = async (address: string) =>
      (
        await app.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.tableName, 'INVALID_ID'), eq(auditLog.ipAddress, address)))
      ).map((row) => (row.oldValues as { occurrences: number }).occurrences);

    await record('192.0.2.1', start);
    await record('192.0.2.1', start + 1_000);
    await record('192.0.2.1', start + 59_999);
    await expect.poll(() => rowsFrom('192.0.2.1')).toEqual([3]);
    await record('192.0.2.1', start + 60_000);
    await expect.poll(() => rowsFrom('192.0.2.1')).toEqual([3, 1]);

    // 192.0.2.1 and 192.0.2.2 are tracked; the third address, and the fourth, share one row
    await record('192.0.2.2', start + 60_000);
    await record('192.0.2.3', start + 60_000);
    await record('192.0.2.4', start + 60_000);
    expect(await rowsFrom('192.0.2.3')).toEqual([1]);
    expect(await rowsFrom('192.0.2.4')).toEqual([]);
    await expect.poll(() => rowsFrom('192.0.2.3')).toEqual([2]);
    // once their windows have ended, addresses are forgotten and new ones get rows of their own
    await record('192.0.2.5', start + 200_000);
    expect(await rowsFrom('192.0.2.5')).toEqual([1]);
  });
});
