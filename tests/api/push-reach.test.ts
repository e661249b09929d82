import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema/push';
import type { AuthClient } from '../support/auth-client';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { anotherDevice } from '../support/owners';
import { startPushService, subscriberKeys } from '../support/push-service';
import { startTestServer, type TestServer } from '../support/test-server';

/** What one booking makes the server reach: only push services, and only the owner's latest devices. */
describe('web push: whom one booking reaches', () => {
  let app: TestServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  // a server on loopback that is no push service: nothing may ever connect to it
  let internal: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    push = await startPushService();
    internal = await startPushService();
    app = await startTestServer({ PUSH_SERVICE_ORIGINS: push.origin });
  });
  afterAll(async () => {
    await app.close();
    await push.close();
    await internal.close();
  });

  const rowsOf = (businessId: string) =>
    app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.businessId, businessId));
  const book = async (businessId: string, serviceId: string, time: string) => {
    const booked = await app.request(`/api/public/businesses/${businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify(bookingBody(serviceId, { time })),
    });
    expect(booked.status).toBe(201);
  };
  const subscribe = (client: AuthClient, path: string) =>
    client.post('/api/push/subscriptions', {
      endpoint: `${push.origin}${path}`,
      keys: subscriberKeys().keys,
    });

  it('forgets endpoints stored before they were checked, without connecting to them', async () => {
    const business = await bookableBusiness(app);
    expect((await subscribe(business.owner.client, '/reach/kept')).status).toBe(201);
    const port = new URL(internal.origin).port;
    const strays = [
      `http://localhost:${port}/a`,
      `http://127.1:${port}/b`,
      `http://2130706433:${port}/c`,
      `http://127.0.0.1:${port}/d`,
      `https://127.0.0.1:${port}/e`,
      `http://localhost.:${port}/f`,
    ];
    // as rows saved by the code before endpoints were checked
    const { keys } = subscriberKeys();
    await app.db.insert(pushSubscriptions).values(
      strays.map((endpoint) => ({
        endpoint,
        userId: business.owner.userId,
        businessId: business.businessId,
        p256dh: keys.p256dh,
        auth: keys.auth,
      })),
    );

    await book(business.businessId, business.service.id, '10:00');
    await push.waitFor('/reach/kept', 1);
    await expect
      .poll(async () => (await rowsOf(business.businessId)).map((row) => row.endpoint))
      .toEqual([`${push.origin}/reach/kept`]);
    expect(internal.connections()).toBe(0);
    expect(internal.deliveries).toEqual([]);
  });

  it('keeps ten devices an owner, one a session, whether sent one by one or all at once', async () => {
    const business = await bookableBusiness(app);
    const { owner } = business;
    const sessions = [owner.client];
    for (let i = 1; i < 15; i++) sessions.push(await anotherDevice(app, owner));
    const client = (i: number) => sessions[i % sessions.length] as AuthClient;

    // 300 one after another: each session's new endpoint replaces its last, the oldest devices go
    for (let i = 0; i < 300; i++)
      expect((await subscribe(client(i), `/cap/one-${i}`)).status).toBe(201);
    const oneByOne = await rowsOf(business.businessId);
    expect(oneByOne.map((row) => row.endpoint).sort()).toEqual(
      Array.from({ length: 10 }, (_, k) => `${push.origin}/cap/one-${290 + k}`).sort(),
    );

    // 300 at once: still ten, each from a session of its own
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => subscribe(client(i), `/cap/all-${i}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 300 }, () => 201));
    const atOnce = await rowsOf(business.businessId);
    expect(atOnce).toHaveLength(10);
    expect(new Set(atOnce.map((row) => row.sessionId)).size).toBe(10);
    expect(atOnce.every((row) => row.endpoint.includes('/cap/all-'))).toBe(true);

    // one booking: one delivery, and at most one connection, per kept device
    const connectionsBefore = push.connections();
    await book(business.businessId, business.service.id, '11:00');
    const kept = atOnce.map((row) => new URL(row.endpoint).pathname);
    for (const path of kept) await push.waitFor(path, 1);
    await expect
      .poll(async () => (await rowsOf(business.businessId)).filter((row) => row.lastSentAt).length)
      .toBe(10);
    const delivered = push.deliveries.filter((delivery) => delivery.path.startsWith('/cap/'));
    expect(delivered.map((delivery) => delivery.path).sort()).toEqual([...kept].sort());
    // the figure for the record (docs/decisions/0053): 10 deliveries over at most 10 connections
    expect(push.connections() - connectionsBefore).toBeGreaterThan(0);
    expect(push.connections() - connectionsBefore).toBeLessThanOrEqual(10);
  }, 120_000);
});
