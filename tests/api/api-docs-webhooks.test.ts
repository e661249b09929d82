import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../src/shared/webhooks';
import { webhookDeliveries, webhookEvents } from '../../src/server/db/schema/webhooks';
import { newWebhookSecret, webhookHeaders } from '../../src/server/webhooks/sign';
import { apiWorld, callV1, type ApiWorld } from '../support/api-v1';
import { nthSlot } from '../support/bookable';
import { openApiValidator } from '../support/openapi-validator';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The API guide's webhook half, run (docs/plans/public-api.md §4): its Node receiver is started
 * as written, takes a real delivery from Miadi's own sender, and refuses the same message
 * tampered with, signed with another secret, or too old; its example message fits the document.
 */

const GUIDE = new URL('../../docs/api.md', import.meta.url);

function blocksIn(markdown: string, language: string): string[] {
  return [...markdown.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map(
    (match) => match[1] ?? '',
  );
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the API guide on webhooks', () => {
  const guide = fs.readFileSync(GUIDE, 'utf8');
  let port: number;
  let origin: string;
  let app: TestServer;
  let world: ApiWorld;
  let receiver: ChildProcess | undefined;
  let folder: string;

  beforeAll(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    app = await startTestServer({ WEBHOOK_TEST_ORIGINS: origin });
    world = await apiWorld(app, 'Guide Hooks Salon');
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-guide-'));
  });
  afterAll(async () => {
    receiver?.kill();
    await app.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  /** The guide's receiver, run by plain Node with the endpoint's secret, once it listens. */
  async function startGuideReceiver(secret: string) {
    const [code, ...others] = blocksIn(guide, 'js').filter((block) =>
      block.includes('node:crypto'),
    );
    expect(code, 'the guide has one Node receiver').toBeDefined();
    expect(others).toEqual([]);
    const file = path.join(folder, 'receiver.mjs');
    fs.writeFileSync(file, code ?? '');
    receiver = spawn(process.execPath, [file], {
      env: { PATH: process.env.PATH, PORT: String(port), MIADI_WEBHOOK_SECRET: secret },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // a message without its headers is refused
    await expect
      .poll(async () => (await fetch(origin, { method: 'POST' }).catch(() => null))?.status, {
        timeout: 10_000,
      })
      .toBe(400);
  }

  const post = (headers: Record<string, string>, body: string) =>
    fetch(`${origin}/hooks`, { method: 'POST', headers, body }).then((answer) => answer.status);

  it('checks a real delivery as good, and a forged, changed or old one as not', async () => {
    const added = await world.owner.client.post('/api/business/webhooks', {
      url: `${origin}/hooks`,
      eventTypes: WEBHOOK_EVENT_TYPES,
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const { secret } = (await added.json()) as { secret: string };
    await startGuideReceiver(secret);

    const made = await callV1(app, world.writeKey, '/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'guide-hooks-1' },
      body: JSON.stringify({
        serviceId: world.serviceId,
        ...nthSlot(0),
        clientId: world.clientId,
      }),
    });
    expect(made.status).toBe(201);
    // Miadi's sender posts it, signed, and the guide's receiver takes it
    const [event] = await app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.businessId, world.businessId));
    if (!event) throw new Error('no event written');
    await expect
      .poll(
        async () =>
          (
            await app.db
              .select({
                status: webhookDeliveries.status,
                lastStatus: webhookDeliveries.lastStatus,
              })
              .from(webhookDeliveries)
              .where(eq(webhookDeliveries.eventId, event.id))
          )[0],
        { timeout: 10_000 },
      )
      .toEqual({ status: 'delivered', lastStatus: 204 });

    const now = Math.floor(Date.now() / 1000);
    const signed = (secrets: string[], timestamp = now, body = event.payload) =>
      webhookHeaders({ secrets, id: event.id, timestamp, body });
    expect(await post(signed([secret]), event.payload)).toBe(204);
    // while a new secret is made, the old one signs beside it
    expect(await post(signed([newWebhookSecret(), secret]), event.payload)).toBe(204);
    const changed = event.payload.replace(/"totalAmountMinor": \d+/, '"totalAmountMinor": 1');
    expect(changed).not.toBe(event.payload);
    expect(await post(signed([secret]), changed)).toBe(400);
    expect(await post(signed([newWebhookSecret()]), event.payload)).toBe(400);
    expect(await post(signed([secret], now - 6 * 60), event.payload)).toBe(400);
    expect(await post(signed([secret], now + 6 * 60), event.payload)).toBe(400);
    const { 'webhook-timestamp': _sent, ...undated } = signed([secret]);
    expect(await post(undated, event.payload)).toBe(400);
  });

  it('shows example messages that fit the document', async () => {
    const document = (await (await app.request('/api/v1/openapi.json')).json()) as object;
    const ajv = openApiValidator(document);
    const messages = blocksIn(guide, 'json')
      .map((block) => JSON.parse(block) as { type?: string })
      .filter((message) => WEBHOOK_EVENT_TYPES.some((type) => type === message.type));
    expect(messages.length).toBeGreaterThanOrEqual(1);
    for (const message of messages) {
      const validate = ajv.getSchema(
        `openapi#/webhooks/${message.type}/post/requestBody/content/application~1json/schema`,
      );
      expect(validate?.(message), JSON.stringify(validate?.errors)).toBe(true);
    }
  });
});
