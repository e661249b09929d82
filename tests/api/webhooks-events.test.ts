import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBooking } from '../../src/shared/api-v1/resources';
import { WEBHOOK_EVENT_TYPES } from '../../src/shared/webhooks';
import { reviews } from '../../src/server/db/schema/bookings';
import {
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../src/server/db/schema/webhooks';
import { readJson } from '../support/answers';
import { apiWorld, callV1, type ApiWorld } from '../support/api-v1';
import { nthSlot } from '../support/bookable';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Webhook events (docs/plans/public-api.md §3.8): written by triggers with the change they tell
 * of, one delivery per endpoint that takes the type, in commit order per booking, and nothing at
 * all for a business without an endpoint.
 */

describe('webhook events', () => {
  let app: TestServer;
  let world: ApiWorld;
  beforeAll(async () => {
    app = await startTestServer();
    world = await apiWorld(app, 'Hooked Salon');
  });
  afterAll(() => app.close());

  async function endpoint(businessId: string, eventTypes: readonly string[], disabled = false) {
    const [made] = await app.db
      .insert(webhookEndpoints)
      .values({
        businessId,
        url: 'https://hooks.example.com/miadi',
        eventTypes: [...eventTypes],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        disabledAt: disabled ? new Date() : null,
      })
      .returning();
    if (!made) throw new Error('no endpoint');
    return made;
  }

  async function eventsOf(businessId: string) {
    return app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.businessId, businessId))
      .orderBy(asc(webhookEvents.occurredAt));
  }

  function post(path: string, body: object | null, retry?: string) {
    return callV1(app, world.writeKey, path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(retry ? { 'idempotency-key': retry } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  }

  it('writes nothing for a business without an endpoint switched on', async () => {
    expect(await eventsOf(world.businessId)).toEqual([]);
    await endpoint(world.businessId, WEBHOOK_EVENT_TYPES, true);
    const made = await post(
      '/bookings',
      { serviceId: world.serviceId, ...nthSlot(0), clientId: world.clientId },
      'events-quiet-1',
    );
    expect(made.status).toBe(201);
    expect(await eventsOf(world.businessId)).toEqual([]);
  });

  it('tells each change of a booking, in order, to each endpoint that takes it', async () => {
    const all = await endpoint(world.businessId, WEBHOOK_EVENT_TYPES);
    const cancelsOnly = await endpoint(world.businessId, ['booking.cancelled']);
    const made = await readJson<ApiBooking>(
      await post(
        '/bookings',
        { serviceId: world.serviceId, ...nthSlot(1), clientId: world.clientId },
        'events-1',
      ),
    );
    const to = nthSlot(2);
    expect((await post(`/bookings/${made.id}/reschedule`, to)).status).toBe(200);
    const paid = await world.owner.client.post(`/api/bookings/${made.id}/payment`);
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect((await post(`/bookings/${made.id}/cancel`, null)).status).toBe(200);
    await app.db.insert(reviews).values({
      businessId: world.businessId,
      bookingId: made.id,
      rating: 4,
      customerName: 'Njeri',
    });
    const events = (await eventsOf(world.businessId)).filter((e) => e.orderingKey === made.id);
    expect(events.map((e) => e.type)).toEqual([
      'booking.created',
      'booking.rescheduled',
      'payment.completed',
      'booking.cancelled',
      'review.created',
    ]);
    // the payload is the Standard Webhooks shape, its booking as the API gives it
    const payloads = events.map(
      (e) =>
        JSON.parse(e.payload) as { type: string; timestamp: string; data: Record<string, unknown> },
    );
    const now = await readJson<ApiBooking>(
      await callV1(app, world.readKey, `/bookings/${made.id}`),
    );
    expect(payloads[3]).toMatchObject({
      type: 'booking.cancelled',
      data: {
        id: made.id,
        status: 'cancelled',
        previousStatus: 'confirmed',
        cancelledBy: 'business',
        paymentStatus: 'completed',
        startsAt: now.startsAt,
        endsAt: now.endsAt,
        date: to.date,
        time: to.time,
        totalAmountMinor: now.totalAmountMinor,
        currency: now.currency,
        source: 'api',
        paidAt: now.paidAt,
      },
    });
    expect(payloads[1]?.data).toMatchObject({
      previousStartsAt: made.startsAt,
      startsAt: now.startsAt,
    });
    expect(Date.parse(payloads[0]?.timestamp ?? '')).not.toBeNaN();
    // one delivery per endpoint that takes the type, in the order of the changes
    const deliveries = await app.db
      .select({
        endpointId: webhookDeliveries.endpointId,
        eventId: webhookDeliveries.eventId,
        seq: webhookDeliveries.seq,
      })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.orderingKey, made.id))
      .orderBy(asc(webhookDeliveries.seq));
    expect(deliveries.filter((d) => d.endpointId === all.id).map((d) => d.eventId)).toEqual(
      events.map((e) => e.id),
    );
    const cancelEvent = events.find((e) => e.type === 'booking.cancelled');
    expect(deliveries.filter((d) => d.endpointId === cancelsOnly.id).map((d) => d.eventId)).toEqual(
      [cancelEvent?.id],
    );
  });

  it('tells an invoice paid, and nothing of a change rolled back', async () => {
    const before = (await eventsOf(world.businessId)).length;
    const sent = await world.owner.client.post(`/api/invoices/${world.invoiceId}/send`);
    expect(sent.status).toBe(200);
    const paid = await world.owner.client.post(`/api/invoices/${world.invoiceId}/mark-paid`);
    expect(paid.status, await paid.clone().text()).toBe(200);
    const events = await eventsOf(world.businessId);
    // the invoice's booking is paid with it
    expect(events.slice(before).map((e) => [e.type, e.orderingKey])).toEqual([
      ['invoice.paid', world.invoiceId],
      ['payment.completed', world.bookingId],
    ]);
    await expect(
      app.db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE bookings SET status = 'cancelled' WHERE id = ${world.bookingId}`,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsOf(world.businessId)).toHaveLength(events.length);
  });
});
