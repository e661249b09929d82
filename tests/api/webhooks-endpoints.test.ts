import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  WebhookAttemptView,
  WebhookDeliveryView,
  WebhookEndpointView,
} from '../../src/shared/webhooks';
import { readJson, type ErrorAnswer } from '../support/answers';
import { bookingBody } from '../support/bookable';
import { ownerWithBusiness } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The owner's webhook endpoints (docs/plans/public-api.md §3.11): made with a secret shown to
 * them, checked before they are kept, switched off and on, and their deliveries' log with "send
 * again", all inside the owner's business.
 */

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

interface Heard {
  id: string;
  body: string;
  headers: Record<string, string>;
}

describe('webhook endpoints', () => {
  let app: TestServer;
  let receiver: http.Server;
  let origin: string;
  const heard: Heard[] = [];

  beforeAll(async () => {
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const headers = request.headers as Record<string, string>;
        heard.push({
          id: headers['webhook-id'] ?? '',
          body: Buffer.concat(chunks).toString(),
          headers,
        });
        response.writeHead(200).end('thanks');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    app = await startTestServer({ WEBHOOK_TEST_ORIGINS: origin });
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
    await app.close();
  });

  async function make(owner: Owner, body: object) {
    const made = await owner.client.post('/api/business/webhooks', body);
    expect(made.status, await made.clone().text()).toBe(201);
    return readJson<{ endpoint: WebhookEndpointView; secret: string }>(made);
  }

  async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
    for (let i = 0; i < 200; i++) {
      const found = await check();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('never came');
  }

  it('keeps an endpoint only at a public https address, at most five, with a secret to verify by', async () => {
    const owner = await ownerWithBusiness(app, 'Endpoint Salon');
    const refusals: [string, string][] = [
      ['http://hooks.example.com/x', 'https://'],
      ['https://user:pw@hooks.example.com/x', 'password'],
      ['https://10.1.2.3/hooks', 'private'],
      ['https://[::1]/hooks', 'private'],
      ['not a url', 'web address'],
    ];
    for (const [url, said] of refusals) {
      const refused = await owner.client.post('/api/business/webhooks', {
        url,
        eventTypes: ['booking.created'],
      });
      expect(refused.status, url).toBe(400);
      expect((await readJson<ErrorAnswer>(refused)).error.fields?.url, url).toContain(said);
    }
    const none = await owner.client.post('/api/business/webhooks', {
      url: 'https://hooks.example.com/x',
      eventTypes: [],
    });
    expect((await readJson<ErrorAnswer>(none)).error.fields).toHaveProperty('eventTypes');
    const { endpoint, secret } = await make(owner, {
      url: 'https://hooks.example.com/miadi',
      description: 'Accounting',
      eventTypes: ['booking.created', 'booking.cancelled', 'booking.created'],
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      isEnabled: true,
      eventTypes: ['booking.created', 'booking.cancelled'],
    });
    const shown = await readJson<{ secret: string }>(
      await owner.client.get(`/api/business/webhooks/${endpoint.id}/secret`),
    );
    expect(shown.secret).toBe(secret);
    for (let i = 0; i < 4; i++)
      await make(owner, { url: `https://hooks.example.com/${i}`, eventTypes: ['review.created'] });
    const sixth = await owner.client.post('/api/business/webhooks', {
      url: 'https://hooks.example.com/6',
      eventTypes: ['review.created'],
    });
    expect(sixth.status).toBe(409);
    // switched off by the owner, and on again
    const off = await owner.client.request(`/api/business/webhooks/${endpoint.id}`, {
      method: 'PATCH',
      body: { isEnabled: false },
    });
    expect((await readJson<{ endpoint: WebhookEndpointView }>(off)).endpoint).toMatchObject({
      isEnabled: false,
      disabledReason: 'owner',
    });
    const on = await owner.client.request(`/api/business/webhooks/${endpoint.id}`, {
      method: 'PATCH',
      body: { isEnabled: true },
    });
    expect((await readJson<{ endpoint: WebhookEndpointView }>(on)).endpoint).toMatchObject({
      isEnabled: true,
      disabledReason: null,
    });
    // another business knows none of it
    const other = await ownerWithBusiness(app, 'Other Endpoint Spa');
    expect((await other.client.get(`/api/business/webhooks/${endpoint.id}/secret`)).status).toBe(
      404,
    );
    expect(
      (await other.client.request(`/api/business/webhooks/${endpoint.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect(
      await readJson<{ endpoints: unknown[] }>(await other.client.get('/api/business/webhooks')),
    ).toEqual({ endpoints: [] });
    expect(
      (await owner.client.request(`/api/business/webhooks/${endpoint.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    const left = await readJson<{ endpoints: WebhookEndpointView[] }>(
      await owner.client.get('/api/business/webhooks'),
    );
    expect(left.endpoints).toHaveLength(4);
  });

  it('logs each delivery with its answer, sends one again as itself, and signs with a rolled secret too', async () => {
    const owner = await ownerWithBusiness(app, 'Logged Salon');
    const { endpoint, secret } = await make(owner, {
      url: `${origin}/hooks`,
      eventTypes: ['booking.created'],
    });
    const service = await owner.client.post('/api/services', {
      name: 'Fade',
      description: 'A fade.',
      priceMinor: 80000,
    });
    const { service: made } = await readJson<{ service: { id: string } }>(service);
    const booked = await app.request(`/api/public/businesses/${owner.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify(bookingBody(made.id)),
    });
    expect(booked.status).toBe(201);
    const first = await until(() =>
      Promise.resolve(
        heard.find((h) => (JSON.parse(h.body) as { type: string }).type === 'booking.created'),
      ),
    );
    expect(() => new Webhook(secret).verify(first.body, first.headers)).not.toThrow();
    const log = await until(async () => {
      const page = await readJson<{ deliveries: WebhookDeliveryView[] }>(
        await owner.client.get(`/api/business/webhooks/${endpoint.id}/deliveries`),
      );
      return page.deliveries[0]?.status === 'delivered' ? page : undefined;
    });
    const [delivery] = log.deliveries;
    expect(delivery).toMatchObject({
      type: 'booking.created',
      attempts: 1,
      lastStatus: 200,
      eventId: first.id,
    });
    // rolled: the new secret signs, and the old one still does for a day
    const rolled = await readJson<{ secret: string }>(
      await owner.client.post(`/api/business/webhooks/${endpoint.id}/secret`),
    );
    expect(rolled.secret).not.toBe(secret);
    const again = await owner.client.post(
      `/api/business/webhooks/${endpoint.id}/deliveries/${delivery?.id}/send`,
    );
    expect(again.status, await again.clone().text()).toBe(200);
    const detail = await readJson<{ payload: string; attempts: WebhookAttemptView[] }>(again);
    expect(detail.attempts.map((a) => [a.isManual, a.responseStatus, a.responseBody])).toEqual([
      [true, 200, 'thanks'],
      [false, 200, 'thanks'],
    ]);
    const resent = heard.filter((h) => h.id === first.id);
    expect(resent).toHaveLength(2);
    expect(resent[1]?.body).toBe(first.body);
    expect(JSON.parse(detail.payload)).toEqual(JSON.parse(first.body));
    for (const key of [secret, rolled.secret]) {
      expect(() =>
        new Webhook(key).verify(resent[1]?.body ?? '', resent[1]?.headers ?? {}),
      ).not.toThrow();
    }
    const foreign = await ownerWithBusiness(app, 'Nosy Spa');
    expect(
      (
        await foreign.client.post(
          `/api/business/webhooks/${endpoint.id}/deliveries/${delivery?.id}/send`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await foreign.client.get(`/api/business/webhooks/${endpoint.id}/deliveries`)).status,
    ).toBe(404);
  });
});
