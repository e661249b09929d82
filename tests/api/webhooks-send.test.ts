import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../src/shared/webhooks';
import type { ApiBooking } from '../../src/shared/api-v1/resources';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../src/server/db/schema/webhooks';
import { newWebhookSecret } from '../../src/server/webhooks/sign';
import {
  requeueStuckWebhooks,
  sendDueWebhooks,
  type WebhookSendDeps,
} from '../../src/server/webhooks/send-due';
import { readJson } from '../support/answers';
import { apiWorld, callV1, type ApiWorld } from '../support/api-v1';
import { nthSlot } from '../support/bookable';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Sending webhooks (docs/plans/public-api.md §3.9-3.11), driven round by round on a clock of the
 * test's own: signed as Standard Webhooks says (checked with its reference library), in order per
 * booking, retried for a day, and an endpoint switched off when it fails that long or is gone.
 */

interface Received {
  id: string;
  type: string;
  orderingKey: string;
  status: number;
}

type Answer = (event: { type: string; data: { id: string; bookingId?: string } }) => number;

/**
 * The message checked by the standard's reference library: in full (signature and timestamp) when
 * sent on the real clock; on a clock run ahead, by the signature the library makes for it.
 */
function verifiedBy(secret: string) {
  return (body: string, headers: Record<string, string>) => {
    const hook = new Webhook(secret);
    const timestamp = Number(headers['webhook-timestamp']);
    if (Math.abs(timestamp - Date.now() / 1000) < 60) {
      return hook.verify(body, headers) as Parameters<Answer>[0];
    }
    const expected = hook.sign(headers['webhook-id'] ?? '', new Date(timestamp * 1000), body);
    if (!headers['webhook-signature']?.split(' ').includes(expected))
      throw new Error('bad signature');
    return JSON.parse(body) as Parameters<Answer>[0];
  };
}

describe('sending webhooks', () => {
  let app: TestServer;
  let world: ApiWorld;
  let receiver: http.Server;
  let origin: string;
  let secret: string;
  let answer: Answer;
  let verified: ReturnType<typeof verifiedBy>;
  let endpointId: string;
  let received: Received[];
  let deps: WebhookSendDeps;
  let slot = 0;
  let retry = 0;

  beforeAll(async () => {
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const event = verified(body, request.headers as Record<string, string>);
        const status = answer(event);
        received.push({
          id: String(request.headers['webhook-id']),
          type: event.type,
          orderingKey:
            event.type === 'review.created' ? (event.data.bookingId ?? '') : event.data.id,
          status,
        });
        response.writeHead(status, { 'content-type': 'text/plain' }).end(`answered ${status}`);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    // the server's own sender delivers what falls due now; the tests drive the later tries
    app = await startTestServer({ WEBHOOK_TEST_ORIGINS: origin });
    world = await apiWorld(app, 'Delivery Salon');
    deps = {
      db: app.db,
      logger: app.server.logger,
      testOrigins: [origin],
      publicUrl: app.url,
      timeoutMs: 5_000,
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
    await app.close();
  });
  beforeEach(async () => {
    received = [];
    answer = () => 200;
    secret = newWebhookSecret();
    verified = verifiedBy(secret);
    await app.db.delete(webhookEndpoints).where(eq(webhookEndpoints.businessId, world.businessId));
    const [made] = await app.db
      .insert(webhookEndpoints)
      .values({
        businessId: world.businessId,
        url: `${origin}/hooks`,
        eventTypes: [...WEBHOOK_EVENT_TYPES],
        secret,
      })
      .returning();
    endpointId = made?.id ?? '';
  });

  async function book(): Promise<ApiBooking> {
    const made = await callV1(app, world.writeKey, '/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `send-${retry++}-key` },
      body: JSON.stringify({
        serviceId: world.serviceId,
        ...nthSlot(slot++),
        clientId: world.clientId,
      }),
    });
    expect(made.status).toBe(201);
    return readJson<ApiBooking>(made);
  }

  async function act(bookingId: string, action: 'cancel' | 'reschedule') {
    const answered = await callV1(app, world.writeKey, `/bookings/${bookingId}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: action === 'reschedule' ? JSON.stringify(nthSlot(slot++)) : undefined,
    });
    expect(answered.status).toBe(200);
  }

  /** Until the server's own sender has sent everything it can send now. */
  async function settle() {
    for (let i = 0; i < 200; i++) {
      const { rows } = await app.db.execute<{ waiting: number }>(sql`
        SELECT count(*)::int AS waiting FROM webhook_deliveries d
        JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.disabled_at IS NULL
        WHERE d.business_id = ${world.businessId}
          AND (d.status = 'sending' OR (d.status = 'queued' AND d.send_after <= now()
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries p
              WHERE p.endpoint_id = d.endpoint_id AND p.ordering_key = d.ordering_key
                AND p.seq < d.seq AND p.status IN ('queued', 'sending'))))`);
      if (rows[0]?.waiting === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the server’s sender did not finish');
  }

  /** Rounds until nothing is claimed, on a clock `offsetMs` ahead of now. */
  async function drain(offsetMs = 0) {
    for (let round = 0; round < 50; round++) {
      const { claimed } = await sendDueWebhooks(deps, {
        now: () => new Date(Date.now() + offsetMs),
      });
      if (claimed === 0) return;
    }
    throw new Error('still sending after 50 rounds');
  }

  async function deliveriesOf(bookingId: string) {
    return app.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.orderingKey, bookingId),
        ),
      )
      .orderBy(asc(webhookDeliveries.seq));
  }

  it('signs each message as the standard says, with the event’s id and its exact payload', async () => {
    const booking = await book();
    await settle();
    expect(received.map((r) => [r.type, r.orderingKey])).toEqual([['booking.created', booking.id]]);
    const [event] = await app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.orderingKey, booking.id));
    expect(received[0]?.id).toBe(event?.id);
    const [delivery] = await deliveriesOf(booking.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200 });
    const attempts = await app.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery?.id ?? ''));
    expect(attempts).toEqual([
      expect.objectContaining({ responseStatus: 200, responseBody: 'answered 200', error: null }),
    ]);
  });

  it('keeps each booking’s order while one of them fails, and lets the others through', async () => {
    const held = await book();
    let failures = 2;
    answer = (event) => (event.data.id === held.id && failures-- > 0 ? 500 : 200);
    await act(held.id, 'reschedule');
    const other = await book();
    await act(other.id, 'cancel');
    await settle();
    // the held booking's first message failed; nothing of it after that went, the other's did
    expect(received.filter((r) => r.status === 200).map((r) => [r.orderingKey, r.type])).toEqual([
      [other.id, 'booking.created'],
      [other.id, 'booking.cancelled'],
    ]);
    // a minute on, its retry fails again; the next one, later, gets through, then its next change
    await drain(60_000);
    await drain(10 * 60_000);
    const heldTypes = received
      .filter((r) => r.orderingKey === held.id)
      .map((r) => [r.type, r.status]);
    expect(heldTypes).toEqual([
      ['booking.created', 500],
      ['booking.created', 500],
      ['booking.created', 200],
      ['booking.rescheduled', 200],
    ]);
    const [created] = await deliveriesOf(held.id);
    expect(created).toMatchObject({ status: 'delivered', attempts: 3 });
    const [endpoint] = await app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint?.failingSince).toBeNull();
  });

  it('tries for a day, then gives up, and switches off an endpoint failing that long', async () => {
    answer = () => 503;
    const booking = await book();
    // the first try is the server's own, at once
    await settle();
    const tries: number[] = [];
    // then each at the delivery's own next time
    for (let round = 0; round < 20; round++) {
      const [delivery] = await deliveriesOf(booking.id);
      if (!delivery || delivery.status !== 'queued') break;
      const at = delivery.sendAfter.getTime();
      tries.push(at);
      await sendDueWebhooks(deps, { now: () => new Date(at) });
    }
    const [delivery] = await deliveriesOf(booking.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 13, lastStatus: 503 });
    // 30 s, doubling (with at most 10 % more), the last try a day after the first
    const first = delivery?.firstAttemptAt?.getTime() ?? 0;
    expect((tries[0] ?? 0) - first).toBeGreaterThanOrEqual(30_000);
    expect((tries[0] ?? 0) - first).toBeLessThanOrEqual(33_000);
    expect((tries[1] ?? 0) - (tries[0] ?? 0)).toBeGreaterThanOrEqual(60_000);
    expect(tries.at(-1)).toBe(first + 24 * 3_600_000);
    const [endpoint] = await app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint).toMatchObject({ disabledReason: 'failing' });
    expect(endpoint?.disabledAt).not.toBeNull();
    // a switched-off endpoint's deliveries wait
    answer = () => 200;
    await book();
    await settle();
    expect(received.filter((r) => r.status === 200)).toEqual([]);
  });

  it('switches off an endpoint that answers 410 Gone, at once', async () => {
    answer = () => 410;
    await book();
    await settle();
    const [endpoint] = await app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint?.disabledReason).toBe('gone');
  });

  it('sends again what a stopped process left half sent: at least once', async () => {
    const booking = await book();
    await settle();
    expect(received).toHaveLength(1);
    // as if the process that sent it stopped before it recorded the answer
    await app.db.execute(sql`
      UPDATE webhook_deliveries SET status = 'sending', updated_at = now() - interval '5 minutes'
      WHERE ordering_key = ${booking.id}`);
    await drain();
    expect(received).toHaveLength(1);
    // the sweep (the server's own runs each minute) queues it again, and it goes again, as itself
    await requeueStuckWebhooks(app.db);
    await settle();
    expect(received.map((r) => r.id)).toEqual([received[0]?.id, received[0]?.id]);
    expect(received.map((r) => r.type)).toEqual(['booking.created', 'booking.created']);
  });

  it('keeps every booking’s order with three senders at once and random failures', async () => {
    answer = () => (Math.random() < 0.3 ? 500 : 200);
    const booked: ApiBooking[] = [];
    for (let i = 0; i < 8; i++) {
      const booking = await book();
      booked.push(booking);
      await act(booking.id, 'reschedule');
      await act(booking.id, 'cancel');
    }
    for (let minute = 0; minute < 40; minute++) {
      const at = () => new Date(Date.now() + minute * 30 * 60_000);
      await Promise.all([1, 2, 3].map(() => sendDueWebhooks(deps, { now: at })));
    }
    for (const booking of booked) {
      const delivered = received.filter((r) => r.orderingKey === booking.id && r.status === 200);
      expect(
        delivered.map((r) => r.type),
        booking.id,
      ).toEqual(['booking.created', 'booking.rescheduled', 'booking.cancelled']);
    }
  });
});
