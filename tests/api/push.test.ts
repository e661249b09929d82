import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema/push';
import { PUSH_MESSAGES } from '../../src/shared/push';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import type { AuthClient } from '../support/auth-client';
import { anotherDevice, ownerWithBusiness } from '../support/owners';
import {
  decryptPush,
  startPushService,
  subscriberKeys,
  verifyVapid,
} from '../support/push-service';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer, type ErrorAnswer } from '../support/answers';

describe('web push: owner devices told of new and cancelled bookings', () => {
  let app: TestServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let publicKey: string;
  beforeAll(async () => {
    push = await startPushService();
    app = await startTestServer({ PUSH_SERVICE_ORIGINS: push.origin });
    const response = await app.request('/api/push/public-key');
    expect(response.status).toBe(200);
    ({ publicKey } = await readJson<{ publicKey: string }>(response));
  });
  afterAll(async () => {
    await app.close();
    await push.close();
  });

  const rowsFor = (endpoint: string) =>
    app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  let devices = 0;
  const subscribe = async (owner: { client: AuthClient }) => {
    const device = subscriberKeys();
    const path = `/push/device-${++devices}`;
    const endpoint = `${push.origin}${path}`;
    const response = await owner.client.post('/api/push/subscriptions', {
      endpoint,
      keys: device.keys,
    });
    expect(response.status).toBe(201);
    return { device, path, endpoint };
  };

  it('makes one key pair and keeps it', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await readJson<{
      publicKey: string;
    }>(await app.request('/api/push/public-key'));
    expect(again.publicKey).toBe(publicKey);
  });

  it('sends an encrypted, signed notification for a public booking, and for its cancellation', async () => {
    const business = await bookableBusiness(app);
    const { device, path } = await subscribe(business.owner);

    const body = bookingBody(business.service.id, { time: '11:00' });
    const booked = await fetch(
      new URL(`/api/public/businesses/${business.businessId}/bookings`, app.url),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url },
        body: JSON.stringify(body),
      },
    );
    expect(booked.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(booked);

    const [delivery] = await push.waitFor(path, 1);
    expect(delivery?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(delivery?.headers.ttl)).toBeGreaterThan(0);
    const vapid = verifyVapid(delivery?.headers.authorization, publicKey);
    expect(vapid.isValid).toBe(true);
    expect(vapid.header.alg).toBe('ES256');
    expect(vapid.key).toBe(publicKey);
    expect(vapid.claims.aud).toBe(push.origin);
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    const payload = JSON.parse(decryptPush(delivery?.body ?? Buffer.alloc(0), device)) as Record<
      string,
      string
    >;
    expect(payload.title).toBe('New booking');
    expect(payload.body).toContain('Mary Atieno');
    expect(payload.body).toContain('Personal Training Session');
    expect(payload.body).toContain('11:00');
    expect(payload.url).toBe('/app/bookings');

    const cancelled = await business.owner.client.request(`/api/bookings/${booking.id}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    const [, second] = await push.waitFor(path, 2);
    const cancelPayload = JSON.parse(
      decryptPush(second?.body ?? Buffer.alloc(0), device),
    ) as Record<string, string>;
    expect(cancelPayload.title).toBe('Booking cancelled');
    expect(cancelPayload.body).toContain('Mary Atieno');
  });

  it('tells the owner of a booking they make themselves, and forgets a device the service says is gone', async () => {
    const business = await bookableBusiness(app);
    const kept = await subscribe(business.owner);
    // one subscription per signed-in session: the second device signs in on its own
    const gone = await subscribe({ client: await anotherDevice(app, business.owner) });
    push.answer(gone.path, 410);
    const created = await business.owner.client.post('/api/bookings', {
      serviceId: business.service.id,
      date: bookableDate(5),
      time: '09:00',
      client: { name: 'Otieno Walk-in', phone: '0733 123 456' },
      idempotencyKey: `walkin-push-${Date.now()}`,
    });
    expect(created.status).toBe(201);
    const [delivery] = await push.waitFor(kept.path, 1);
    expect(JSON.parse(decryptPush(delivery?.body ?? Buffer.alloc(0), kept.device))).toMatchObject({
      title: 'New booking',
    });
    await push.waitFor(gone.path, 1);
    await expect.poll(async () => (await rowsFor(gone.endpoint)).length).toBe(0);
    expect(await rowsFor(kept.endpoint)).toHaveLength(1);
  });

  it('keeps one row for the same endpoint, and only its business may remove it, answering alike', async () => {
    const owner = await ownerWithBusiness(app);
    const intruder = await ownerWithBusiness(app, 'Other Salon');
    const { endpoint } = await subscribe(owner);
    const renewed = subscriberKeys();
    expect(
      (await owner.client.post('/api/push/subscriptions', { endpoint, keys: renewed.keys })).status,
    ).toBe(201);
    const rows = await rowsFor(endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(renewed.keys.p256dh);

    // the same answer whether the endpoint is this business's, another's, or no one's: it must not
    // tell whether a push service already reported the device gone
    const answers = [];
    for (const unknown of [endpoint, `${push.origin}/push/never-stored`]) {
      const response = await intruder.client.request('/api/push/subscriptions', {
        method: 'DELETE',
        body: { endpoint: unknown },
      });
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(answers).toEqual([
      { status: 200, body: JSON.stringify({ subscribed: false }) },
      { status: 200, body: JSON.stringify({ subscribed: false }) },
    ]);
    expect(await rowsFor(endpoint)).toHaveLength(1);
    // nor take it over by subscribing with its endpoint: the notifications stay with the owner
    const takeover = await intruder.client.post('/api/push/subscriptions', {
      endpoint,
      keys: subscriberKeys().keys,
    });
    expect(takeover.status).toBe(409);
    const kept = await rowsFor(endpoint);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.businessId).toBe(owner.businessId);
    expect(kept[0]?.p256dh).toBe(renewed.keys.p256dh);

    const removed = await owner.client.request('/api/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint },
    });
    expect(removed.status).toBe(200);
    expect(await removed.text()).toBe(JSON.stringify({ subscribed: false }));
    expect(await rowsFor(endpoint)).toHaveLength(0);
  });

  it('needs a session, and answers bad bodies with 400 and changes nothing', async () => {
    const anonymous = await app.request('/api/push/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ endpoint: `${push.origin}/x`, keys: subscriberKeys().keys }),
    });
    expect(anonymous.status).toBe(401);
    const owner = await ownerWithBusiness(app);
    const keys = subscriberKeys().keys;
    const cases: [unknown, string][] = [
      [{}, PUSH_MESSAGES.endpoint],
      [{ endpoint: 'not a url', keys }, PUSH_MESSAGES.endpoint],
      [{ endpoint: 'ftp://push.example/x', keys }, PUSH_MESSAGES.endpoint],
      [{ endpoint: 'http://10.0.0.1/x', keys }, PUSH_MESSAGES.endpoint],
      // a host that is not a browser's push service, and the test push service's host on another port
      [{ endpoint: 'https://push.example/x', keys }, PUSH_MESSAGES.endpoint],
      [{ endpoint: `${push.origin.replace(/:\d+$/, ':1')}/x`, keys }, PUSH_MESSAGES.endpoint],
      [{ endpoint: `https://push.example/${'a'.repeat(2000)}`, keys }, PUSH_MESSAGES.endpoint],
      [{ endpoint: 'https://push.example/x' }, PUSH_MESSAGES.p256dh],
      [
        { endpoint: 'https://push.example/x', keys: { ...keys, p256dh: 'short' } },
        PUSH_MESSAGES.p256dh,
      ],
      [{ endpoint: 'https://push.example/x', keys: { ...keys, auth: '!!' } }, PUSH_MESSAGES.auth],
      [{ endpoint: 'https://push.example/x', keys: { ...keys, auth: 42 } }, PUSH_MESSAGES.auth],
    ];
    for (const [body, message] of cases) {
      const response = await owner.client.post('/api/push/subscriptions', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await readJson<ErrorAnswer>(response)).error.message).toBe(message);
    }
    const notJson = await owner.client.request('/api/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint: 12 },
    });
    expect(notJson.status).toBe(400);
    expect(await app.db.select().from(pushSubscriptions)).toSatisfy((rows: unknown[]) =>
      rows.every((row) => !JSON.stringify(row).includes('push.example')),
    );
  });
});
