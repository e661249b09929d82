import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Ajv2020 from 'ajv/dist/2020';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBooking } from '../../src/shared/api-v1/resources';
import { WEBHOOK_EVENT_TYPES } from '../../src/shared/webhooks';
import { bookingLinkKey, makeBookingToken } from '../../src/server/booking-links/token';
import { expireHolds } from '../../src/server/bookings/expire-holds';
import { reviews } from '../../src/server/db/schema/bookings';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { webhookEvents } from '../../src/server/db/schema/webhooks';
import { readJson, type PaymentAnswer } from '../support/answers';
import { apiWorld, callV1, type ApiWorld } from '../support/api-v1';
import { bookingBody, nthSlot } from '../support/bookable';
import { buildBooking } from '../support/factories';
import { openApiValidator } from '../support/openapi-validator';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The webhooks against the OpenAPI document (docs/plans/public-api.md §4): every event type has
 * its entry, and every event the triggers write, made the ways a business's day makes them, is
 * delivered with a body and headers that fit that entry. The triggers are the truth; a schema
 * that disagrees with them fails here.
 */

interface Parameter {
  name: string;
  in: string;
  required: boolean;
}

interface WebhookEntry {
  post: {
    parameters: Parameter[];
    requestBody: { content: Record<string, { schema: unknown; example: unknown }> };
    responses: Record<string, unknown>;
  };
}

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

const JSON_TYPE = 'application~1json';

describe('webhooks and the OpenAPI document', () => {
  let receiver: http.Server;
  let app: TestServer;
  let world: ApiWorld;
  let webhooks: Record<string, WebhookEntry>;
  let ajv: Ajv2020;
  const received: Delivery[] = [];

  beforeAll(async () => {
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    app = await startTestServer({ WEBHOOK_TEST_ORIGINS: origin });
    world = await apiWorld(app, 'Webhook Contract Salon');
    const document = (await (await app.request('/api/v1/openapi.json')).json()) as {
      webhooks: Record<string, WebhookEntry>;
    };
    webhooks = document.webhooks;
    ajv = openApiValidator(document);
    const added = await world.owner.client.post('/api/business/webhooks', {
      url: `${origin}/hooks`,
      eventTypes: WEBHOOK_EVENT_TYPES,
    });
    expect(added.status, await added.clone().text()).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('has an entry for every event type, and no other, each with its example fitting', () => {
    expect(Object.keys(webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const type of WEBHOOK_EVENT_TYPES) {
      const entry = webhooks[type]?.post;
      expect(entry?.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
        ['webhook-id', 'header', true],
        ['webhook-timestamp', 'header', true],
        ['webhook-signature', 'header', true],
      ]);
      expect(Object.keys(entry?.responses ?? {})).toContain('2XX');
      const validate = ajv.getSchema(
        `openapi#/webhooks/${type}/post/requestBody/content/${JSON_TYPE}/schema`,
      );
      const example = entry?.requestBody.content['application/json']?.example;
      expect(validate?.(example), `${type}: ${JSON.stringify(validate?.errors)}`).toBe(true);
      expect(example).toMatchObject({ type });
    }
  });

  it('describes every event the triggers write, as it is delivered', async () => {
    const { businessId, serviceId, staffId, clientId } = world;
    await app.db
      .update(businessSettings)
      .set({ requirePayment: true, clientRefundPolicy: 'full' })
      .where(eq(businessSettings.businessId, businessId));
    let retry = 0;
    const v1 = (path: string, body?: object) =>
      callV1(app, world.writeKey, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `hooks-${retry++}-key` },
        body: body ? JSON.stringify(body) : undefined,
      });
    const ok = async (answer: Response | Promise<Response>, status = 200) => {
      const settled = await answer;
      expect(settled.status, await settled.clone().text()).toBe(status);
      return settled;
    };
    const hold = async (slot: number) => {
      const made = await ok(
        app.request(`/api/public/businesses/${businessId}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: app.url },
          body: JSON.stringify(bookingBody(serviceId, nthSlot(slot))),
        }),
        201,
      );
      return (await readJson<{ booking: { id: string } }>(made)).booking.id;
    };

    // held online, paid (confirmed, then paid), cancelled by its client, refunded
    const paid = await hold(0);
    const started = await ok(
      app.request(`/api/public/bookings/${paid}/payment`, { method: 'POST' }),
    );
    const { reference } = (await readJson<PaymentAnswer>(started)).payment;
    await ok(
      app.request(`/pay/test/${reference}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=success',
        redirect: 'manual',
      }),
      303,
    );
    await ok(app.request(`/api/public/payments/${reference}`));
    // from here on a rolled secret signs beside the new one: two signatures
    const [endpoint] = await readJson<{ endpoints: { id: string }[] }>(
      await world.owner.client.get('/api/business/webhooks'),
    ).then((answer) => answer.endpoints);
    await ok(world.owner.client.post(`/api/business/webhooks/${endpoint?.id}/secret`, {}));
    const token = makeBookingToken(await bookingLinkKey(app.db), paid);
    await ok(
      app.request(`/api/my-booking/${token}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    await ok(world.owner.client.post(`/api/bookings/${paid}/refund`, {}));

    // a hold never paid, lapsed
    await hold(1);
    expect(await expireHolds(app.db, { businessId, now: new Date(Date.now() + 3_600_000) })).toBe(
      1,
    );

    // made through the API, moved, cancelled by the business
    const made = await readJson<ApiBooking>(
      await ok(v1('/bookings', { serviceId, staffId, clientId, ...nthSlot(2) }), 201),
    );
    await ok(v1(`/bookings/${made.id}/reschedule`, nthSlot(3)));
    await ok(v1(`/bookings/${made.id}/cancel`));

    // a visit begun, marked done, reviewed
    const begun = await buildBooking(app.db, {
      businessId,
      serviceId,
      clientId,
      startsAt: new Date(Date.now() - 30 * 60_000),
      endsAt: new Date(Date.now() + 30 * 60_000),
      status: 'confirmed',
    });
    await ok(v1(`/bookings/${begun.id}/complete`));
    await app.db.insert(reviews).values({
      businessId,
      bookingId: begun.id,
      rating: 4,
      comment: 'Safi',
      customerName: 'Mary',
    });

    // an invoice paid, which pays its booking
    await ok(world.owner.client.post(`/api/invoices/${world.invoiceId}/send`));
    await ok(world.owner.client.post(`/api/invoices/${world.invoiceId}/mark-paid`));

    const written = await app.db
      .select({ id: webhookEvents.id, type: webhookEvents.type })
      .from(webhookEvents)
      .where(eq(webhookEvents.businessId, businessId));
    expect(new Set(written.map((event) => event.type))).toEqual(new Set(WEBHOOK_EVENT_TYPES));
    await expect
      .poll(() => received.map((delivery) => delivery.headers['webhook-id']).sort(), {
        timeout: 10_000,
      })
      .toEqual(written.map((event) => event.id).sort());

    const signatures = new Set<number>();
    for (const { headers, body } of received) {
      const payload = JSON.parse(body) as { type: string; data: Record<string, unknown> };
      const entry = webhooks[payload.type]?.post;
      expect(entry, payload.type).toBeDefined();
      const validate = ajv.getSchema(
        `openapi#/webhooks/${payload.type}/post/requestBody/content/${JSON_TYPE}/schema`,
      );
      expect(validate?.(payload), `${JSON.stringify(validate?.errors)}\n${body}`).toBe(true);
      entry?.parameters.forEach((parameter, index) => {
        const value = headers[parameter.name];
        const fits = ajv.getSchema(
          `openapi#/webhooks/${payload.type}/post/parameters/${index}/schema`,
        );
        expect(fits?.(value), `${parameter.name}: ${String(value)}`).toBe(true);
      });
      signatures.add(String(headers['webhook-signature']).split(' ').length);
    }
    expect(signatures).toEqual(new Set([1, 2]));
    // the variety the schemas allow was met: who cancelled, and a move's previous staff
    const cancels = received
      .map(
        (delivery) => JSON.parse(delivery.body) as { type: string; data: Record<string, unknown> },
      )
      .filter((payload) => payload.type === 'booking.cancelled')
      .map((payload) => [payload.data.cancelledBy, payload.data.previousStatus]);
    expect(cancels).toEqual(
      expect.arrayContaining([
        ['client', 'confirmed'],
        [null, 'pending'],
        ['business', 'confirmed'],
      ]),
    );
  });
});
