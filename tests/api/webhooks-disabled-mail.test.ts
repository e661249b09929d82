import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookEndpointView } from '../../src/shared/webhooks';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { messageSends } from '../../src/server/db/schema/messaging';
import { webhookDeliveries, webhookEndpoints } from '../../src/server/db/schema/webhooks';
import { WEBHOOK_DISABLED_KIND } from '../../src/server/webhooks/disabled-mail';
import { sendDueWebhooks, type WebhookSendDeps } from '../../src/server/webhooks/send-due';
import { readJson } from '../support/answers';
import { apiWorld, callV1, type ApiWorld } from '../support/api-v1';
import { nthSlot } from '../support/bookable';
import { speaks } from '../support/owners';
import { startServerWithMail, type ServerWithMail } from '../support/server-with-mail';

/**
 * The owner's mail when the sender switches an endpoint off (docs/plans/public-api.md §3.11):
 * recorded in the transaction that switches it off, so it reaches the owner once, through a real
 * SMTP server, for a day of failures or a 410 Gone, and never for the owner's own switch-off.
 */

/** How a receiver's path answers; it may take its time. */
type Answer = () => number | Promise<number>;

/** Real time a mail that should not exist is given to arrive. */
const QUIET_MS = 700;
const HOUR = 3_600_000;

describe('the owner’s mail when an endpoint is switched off', () => {
  let env: ServerWithMail;
  let receiver: http.Server;
  let origin: string;
  let deps: WebhookSendDeps;
  const answers = new Map<string, Answer>();
  let seq = 0;

  beforeAll(async () => {
    receiver = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const path = new URL(request.url ?? '/', origin).pathname;
        void Promise.resolve((answers.get(path) ?? (() => 200))()).then((status) =>
          response.writeHead(status, { 'content-type': 'text/plain' }).end(`answered ${status}`),
        );
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    env = await startServerWithMail({ WEBHOOK_TEST_ORIGINS: origin });
    deps = {
      db: env.app.db,
      logger: env.app.server.logger,
      testOrigins: [origin],
      publicUrl: env.app.url,
      timeoutMs: 5_000,
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
    await env?.close();
  });

  /** A business with an endpoint made by its owner at `/hooks/<name>`, which answers `answer`. */
  async function endpointOf(name: string, answer: Answer, query = '') {
    const world = await apiWorld(env.app, `${name} Salon`);
    const path = `/hooks/${name}`;
    answers.set(path, answer);
    const made = await world.owner.client.post('/api/business/webhooks', {
      url: `${origin}${path}${query}`,
      eventTypes: ['booking.created'],
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { endpoint } = await readJson<{ endpoint: WebhookEndpointView }>(made);
    return { world, endpointId: endpoint.id, url: endpoint.url };
  }

  async function book(world: ApiWorld) {
    const made = await callV1(env.app, world.writeKey, '/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `mail-${seq}-key` },
      body: JSON.stringify({
        serviceId: world.serviceId,
        ...nthSlot(seq++),
        clientId: world.clientId,
      }),
    });
    expect(made.status).toBe(201);
  }

  /** Until the server's own sender has sent what is due now for the business. */
  async function settle(businessId: string) {
    await expect
      .poll(
        async () => {
          const { rows } = await env.app.db.execute<{ waiting: number }>(sql`
            SELECT count(*)::int AS waiting FROM webhook_deliveries d
            JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.disabled_at IS NULL
            WHERE d.business_id = ${businessId}
              AND (d.status = 'sending' OR (d.status = 'queued' AND d.send_after <= now()))`);
          return rows[0]?.waiting;
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(0);
  }

  async function endpointRow(endpointId: string) {
    const [row] = await env.app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    return row;
  }

  /** The switch-off mails recorded for the business, and those that reached the owner. */
  async function recorded(businessId: string) {
    return env.app.db
      .select()
      .from(messageSends)
      .where(
        and(
          eq(messageSends.businessId, businessId),
          eq(messageSends.template, WEBHOOK_DISABLED_KIND),
        ),
      );
  }

  /** Exactly `count` switch-off mails reach the owner, and no more within a quiet spell. */
  async function mailsToOwner(world: ApiWorld, count: number) {
    const isSwitchOff = (subject: string) => /webhook/i.test(subject);
    const mails = () => env.mail.mailsTo(world.owner.email).filter((m) => isSwitchOff(m.subject));
    await expect
      .poll(() => mails().length, { timeout: 10_000, interval: 25 })
      .toBeGreaterThanOrEqual(count);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(mails()).toHaveLength(count);
    return mails();
  }

  it('tells the owner, once, of an endpoint switched off after a day of failures', async () => {
    const { world, endpointId, url } = await endpointOf('failing', () => 503, '?shop=a&b=c');
    await book(world);
    await settle(world.businessId);
    // the first try failed; make it a day and more ago (09:15 in Nairobi on a Monday)
    await env.app.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date('2026-03-02T06:15:00Z') })
      .where(eq(webhookEndpoints.id, endpointId));
    expect(await recorded(world.businessId)).toEqual([]);
    const later = () => new Date(Date.now() + 5 * 60_000);
    await sendDueWebhooks(deps, { now: later });
    expect(await endpointRow(endpointId)).toMatchObject({ disabledReason: 'failing' });
    // the sender run again finds nothing to send, and mails nothing more
    await sendDueWebhooks(deps, { now: () => new Date(Date.now() + HOUR) });

    const [mail] = await mailsToOwner(world, 1);
    const settingsLink = `${env.app.url}/app/settings?tab=developers`;
    expect(mail?.subject).toBe(
      `Webhooks to ${new URL(origin).host} switched off: a day of failures`,
    );
    expect(mail?.text).toContain(
      'For a day, every event we sent to this webhook endpoint of failing Salon failed',
    );
    expect(mail?.text).toContain(`Address: ${url}`);
    expect(mail?.text).toContain('Failing since: Monday, 2 March 2026 at 09:15');
    expect(mail?.text).toContain('Last error: HTTP 503');
    expect(mail?.links).toContain(settingsLink);
    expect(mail?.text).toContain(`Turn it on again: ${settingsLink}`);
    // the address is text in the HTML part, escaped
    expect(mail?.html).toContain(`/hooks/failing?shop=a&#38;b=c`);
    expect(mail?.html).not.toContain('shop=a&b=c');
    expect(await recorded(world.businessId)).toHaveLength(1);
  });

  it('mails again when the owner turns it on and it fails for another day', async () => {
    const { world, endpointId } = await endpointOf('twice', () => 500);
    await book(world);
    await settle(world.businessId);
    const failForADay = async (at: number) => {
      await env.app.db
        .update(webhookEndpoints)
        .set({ failingSince: new Date(at - 25 * HOUR) })
        .where(eq(webhookEndpoints.id, endpointId));
      await sendDueWebhooks(deps, { now: () => new Date(at) });
    };
    await failForADay(Date.now() + 5 * 60_000);
    await mailsToOwner(world, 1);
    const on = await world.owner.client.request(`/api/business/webhooks/${endpointId}`, {
      method: 'PATCH',
      body: { isEnabled: true },
    });
    expect(on.status).toBe(200);
    await failForADay(Date.now() + HOUR);
    expect(await endpointRow(endpointId)).toMatchObject({ disabledReason: 'failing' });
    await mailsToOwner(world, 2);
  });

  it('tells the owner, in their language and on their business’s clock, of a 410 Gone', async () => {
    const { world, endpointId, url } = await endpointOf('gone', () => 410);
    await speaks(world.owner, 'sw');
    await env.app.db
      .update(businessSettings)
      .set({ timezone: 'Africa/Lagos' })
      .where(eq(businessSettings.businessId, world.businessId));
    // failing since 22:30 in Lagos on a Sunday (already Monday in Nairobi)
    await env.app.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date('2026-11-29T21:30:00Z') })
      .where(eq(webhookEndpoints.id, endpointId));
    // the server's own sender sends it at once, and hears Gone
    await book(world);
    await settle(world.businessId);
    expect(await endpointRow(endpointId)).toMatchObject({ disabledReason: 'gone' });

    const [mail] = await mailsToOwner(world, 1);
    expect(mail?.subject).toContain('zimezimwa: kituo kimejibu 410 Gone');
    expect(mail?.text).toContain('kimejibu 410 Gone, yaani kinasema hakipo tena');
    expect(mail?.text).toContain(`Anwani: ${url}`);
    expect(mail?.text).toContain('Kimeshindwa tangu: Jumapili, 29 Novemba 2026, 22:30');
    expect(mail?.text).toContain('Hitilafu ya mwisho: HTTP 410');
    expect(mail?.links).toContain(`${env.app.url}/app/settings?tab=developers`);
  });

  it('mails nothing when the owner switches it off, even while a delivery is on its way', async () => {
    const { world, endpointId } = await endpointOf('owner', () => 200);
    // the receiver hears the event, the owner switches the endpoint off, then it answers Gone
    const switchedOff: number[] = [];
    answers.set('/hooks/owner', async () => {
      const off = await world.owner.client.request(`/api/business/webhooks/${endpointId}`, {
        method: 'PATCH',
        body: { isEnabled: false },
      });
      switchedOff.push(off.status);
      return 410;
    });
    await book(world);
    await settle(world.businessId);
    await expect.poll(() => switchedOff).toEqual([200]);
    expect(await endpointRow(endpointId)).toMatchObject({ disabledReason: 'owner' });
    expect(await recorded(world.businessId)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(env.mail.mailsTo(world.owner.email).filter((m) => /webhook/i.test(m.subject))).toEqual(
      [],
    );
  });

  it('mails once when two senders record failures of the same endpoint at once', async () => {
    const { world, endpointId } = await endpointOf('together', () => 502);
    await book(world);
    await book(world);
    await settle(world.businessId);
    const deliveries = await env.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(asc(webhookDeliveries.seq));
    expect(deliveries).toHaveLength(2);
    // each due to a sender of its own (and to neither yet on the server's clock), failing a day
    const now = Date.now();
    for (const [i, delivery] of deliveries.entries()) {
      await env.app.db
        .update(webhookDeliveries)
        .set({ sendAfter: new Date(now + (i + 1) * HOUR) })
        .where(eq(webhookDeliveries.id, delivery.id));
    }
    await env.app.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(now - 25 * HOUR) })
      .where(eq(webhookEndpoints.id, endpointId));
    // the receiver holds each answer until both have come, then both fail at once
    const held: (() => void)[] = [];
    answers.set('/hooks/together', async () => {
      await new Promise<void>((resolve) => {
        held.push(resolve);
        if (held.length === 2) held.forEach((answer) => answer());
      });
      return 502;
    });
    const first = sendDueWebhooks(deps, { now: () => new Date(now + HOUR + 60_000) });
    await expect.poll(() => held.length, { timeout: 5_000, interval: 10 }).toBe(1);
    const second = sendDueWebhooks(deps, { now: () => new Date(now + 2 * HOUR + 60_000) });
    expect([await first, await second]).toEqual([{ claimed: 1 }, { claimed: 1 }]);

    expect(await endpointRow(endpointId)).toMatchObject({ disabledReason: 'failing' });
    expect(await recorded(world.businessId)).toHaveLength(1);
    await mailsToOwner(world, 1);
  });
});
