import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_A_PHONE } from '../../src/server/messaging/not-a-phone';
import { messageSends } from '../../src/server/db/schema/messaging';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { createMessageChannels } from '../../src/server/messaging/channels';
import { enqueueMessage, MessageInputError } from '../../src/server/messaging/queue';
import type { MessageChannels } from '../../src/server/messaging/types';
import { AT_API_KEY, AT_USERNAME, startFakeAfricasTalking } from '../support/fake-africastalking';
import { startFakeWhatsApp, WA_PHONE_NUMBER_ID, WA_TOKEN } from '../support/fake-whatsapp';
import { startTestServer, type TestServer } from '../support/test-server';

type Db = TestServer['db'];

async function rowOf(db: Db, id: string) {
  const [row] = await db.select().from(messageSends).where(eq(messageSends.id, id));
  return row!;
}

/** Polls the row until the job has settled it (sent or failed). */
async function settled(db: Db, id: string, timeoutMs = 25_000) {
  return vi.waitFor(
    async () => {
      const row = await rowOf(db, id);
      // queued waits for its job (or its retry), sending is the provider's call under way
      if (row.status === 'sent' || row.status === 'failed') return row;
      throw new Error(`message ${id} still ${row.status}: ${row.error ?? ''}`);
    },
    { timeout: timeoutMs, interval: 200 },
  );
}

const reminder = { name: 'booking_reminder', parameters: ['Amani Salon', 'Fri 28 Nov, 10:00'] };

describe('message channels: Africa’s Talking SMS and WhatsApp Cloud API', () => {
  let app: TestServer;
  let sms: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
  let whatsapp: Awaited<ReturnType<typeof startFakeWhatsApp>>;
  let channels: MessageChannels;
  beforeAll(async () => {
    sms = await startFakeAfricasTalking();
    whatsapp = await startFakeWhatsApp();
    const providerEnv = {
      AFRICASTALKING_USERNAME: AT_USERNAME,
      AFRICASTALKING_API_KEY: AT_API_KEY,
      AFRICASTALKING_API_URL: sms.url,
      AFRICASTALKING_SENDER_ID: 'MIADI',
      WHATSAPP_TOKEN: WA_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: WA_PHONE_NUMBER_ID,
      WHATSAPP_API_URL: `${whatsapp.url}/`,
    };
    app = await startTestServer(providerEnv);
    // the same adapters the server's job uses, built from the same variables
    channels = createMessageChannels({
      messaging: parseEnv(providerEnv).messaging,
      dataDir: app.dataDir,
      logger: createLogger('silent'),
    });
  });
  afterAll(async () => {
    await app.close();
    await sms.close();
    await whatsapp.close();
  });

  it('sends an SMS in E.164 and reads the recipient’s status back', async () => {
    const result = await channels.sendMessage({
      channel: 'sms',
      to: '0712 345 678',
      text: 'Amani Salon: see you Fri 28 Nov at 10:00.',
    });
    expect(result).toMatchObject({ status: 'sent', error: null, isTemporary: false });
    expect(result.providerId).toMatch(/^ATXid_fake/);
    const request = sms.received.at(-1)!;
    expect(request.headers.apikey).toBe(AT_API_KEY);
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sms.sent.at(-1)).toMatchObject({
      username: AT_USERNAME,
      to: '+254712345678',
      message: 'Amani Salon: see you Fri 28 Nov at 10:00.',
      from: 'MIADI',
    });
  });

  it('tells temporary SMS failures from permanent ones', async () => {
    const cases = [
      ['recipient-internal-error', true, /InternalServerError \(500\)/],
      ['http-500', true, /500/],
      ['recipient-invalid-number', false, /InvalidPhoneNumber \(403\)/],
      ['recipient-insufficient-balance', false, /InsufficientBalance \(405\)/],
      ['http-401', false, /credentials/],
    ] as const;
    for (const [failure, isTemporary, error] of cases) {
      sms.failNext(failure);
      const result = await channels.sendMessage({ channel: 'sms', to: '+254712345678', text: 'x' });
      expect(result.status, failure).toBe('failed');
      expect(result.isTemporary, failure).toBe(isTemporary);
      expect(result.error, failure).toMatch(error);
      expect(result.providerId).toBeNull();
    }
  });

  it('sends a WhatsApp template with its body parameters to the number’s digits', async () => {
    const result = await channels.sendMessage({
      channel: 'whatsapp',
      to: '+254 712 345 678',
      template: reminder,
    });
    expect(result.status).toBe('sent');
    expect(result.providerId).toMatch(/^wamid\./);
    expect(whatsapp.received.at(-1)!.headers.authorization).toBe(`Bearer ${WA_TOKEN}`);
    expect(whatsapp.sent.at(-1)!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '254712345678',
      type: 'template',
      template: {
        name: 'booking_reminder',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Amani Salon' },
              { type: 'text', text: 'Fri 28 Nov, 10:00' },
            ],
          },
        ],
      },
    });
  });

  it('tells temporary WhatsApp failures from permanent ones', async () => {
    const cases = [
      ['rate-limit', true, /130429/],
      ['server-error', true, /131000/],
      ['undeliverable', false, /131026/],
      ['template-missing', false, /132001/],
    ] as const;
    for (const [failure, isTemporary, error] of cases) {
      whatsapp.failNext(failure);
      const result = await channels.sendMessage({
        channel: 'whatsapp',
        to: '+254712345678',
        template: reminder,
      });
      expect(result.status, failure).toBe('failed');
      expect(result.isTemporary, failure).toBe(isTemporary);
      expect(result.error, failure).toMatch(error);
    }
  });

  it('refuses a number that is not a phone number before calling any provider', async () => {
    const smsCalls = sms.received.length;
    const whatsappCalls = whatsapp.received.length;
    const rowsBefore = (await app.db.select().from(messageSends)).length;
    expect(await channels.sendMessage({ channel: 'sms', to: '12ab', text: 'x' })).toEqual({
      status: 'failed',
      providerId: null,
      error: NOT_A_PHONE,
      isTemporary: false,
    });
    await expect(
      enqueueMessage(app.db, { channel: 'whatsapp', to: '0812', template: reminder }),
    ).rejects.toThrow(new MessageInputError(NOT_A_PHONE));
    expect((await app.db.select().from(messageSends)).length).toBe(rowsBefore);
    expect(sms.received.length).toBe(smsCalls);
    expect(whatsapp.received.length).toBe(whatsappCalls);
  });

  it('records a send, retries a temporary failure after its back-off, then records it sent once', async () => {
    sms.failNext('recipient-internal-error');
    const text = 'Amani Salon: your booking is tomorrow at 10:00.';
    const { id } = await enqueueMessage(app.db, {
      channel: 'sms',
      to: '0712345678',
      text,
      kind: 'reminder',
      retryDelaySeconds: 1,
    });
    const row = await settled(app.db, id);
    expect(row).toMatchObject({
      status: 'sent',
      channel: 'sms',
      to: '+254712345678',
      template: 'reminder',
      body: text,
      error: null,
    });
    expect(row.providerId).toMatch(/^ATXid_fake/);
    expect(row.attempts).toBe(2);
    expect(sms.sent.filter((s) => s.message === text)).toHaveLength(1);
    expect(
      (await app.db.select().from(messageSends).where(eq(messageSends.body, text))).length,
    ).toBe(1);
  });

  it('records a permanent failure as failed and does not retry it', async () => {
    whatsapp.failNext('undeliverable');
    const { id } = await enqueueMessage(app.db, {
      channel: 'whatsapp',
      to: '0722000111',
      template: { ...reminder, name: 'never_sent' },
      retryDelaySeconds: 1,
    });
    const row = await settled(app.db, id);
    expect(row).toMatchObject({ status: 'failed', template: 'never_sent', providerId: null });
    expect(row.error).toMatch(/131026/);
    expect(row.attempts).toBe(1);
    const calls = whatsapp.received.filter((r) => r.body.includes('never_sent')).length;
    expect(calls).toBe(1);
    // well past the first retry's delay (1-2 s): nothing more happens. Real time has to pass to
    // show a retry does not come; the job queue runs on the wall clock
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect((await rowOf(app.db, id)).attempts).toBe(1);
    expect(whatsapp.received.filter((r) => r.body.includes('never_sent')).length).toBe(1);
  });
});

describe('message channels without credentials: the outbox folder', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes each message as a JSON file named by time, channel and id', async () => {
    const text = 'Amani Salon: see you tomorrow at 10:00.';
    const first = await enqueueMessage(app.db, { channel: 'sms', to: '0712345678', text });
    const second = await enqueueMessage(app.db, {
      channel: 'whatsapp',
      to: '+254733000111',
      template: reminder,
    });
    const sent = [await settled(app.db, first.id), await settled(app.db, second.id)];
    expect(sent.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(sent.map((row) => row.attempts)).toEqual([1, 1]);
    const outbox = path.join(app.dataDir, 'outbox');
    const files = fs.readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    const byChannel: Record<string, unknown> = {};
    for (const file of files) {
      const match = /^\d{4}-\d{2}-\d{2}T[\d-]+Z-(sms|whatsapp)-[0-9a-f]{8}\.json$/.exec(file);
      expect(match, file).not.toBeNull();
      byChannel[match![1]!] = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8'));
    }
    expect(byChannel.sms).toMatchObject({ channel: 'sms', to: '+254712345678', text });
    expect(byChannel.whatsapp).toMatchObject({
      channel: 'whatsapp',
      to: '+254733000111',
      template: { name: 'booking_reminder', language: 'en', parameters: reminder.parameters },
    });
    expect(sent[0]!.providerId).toMatch(/^outbox:.*-sms-/);
  });
});
