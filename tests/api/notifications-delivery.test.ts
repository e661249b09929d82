import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageSends } from '../../src/server/db/schema/messaging';
import { createLogger } from '../../src/server/logger';
import { createMailer } from '../../src/server/mail/mailer';
import { createMessageChannels } from '../../src/server/messaging/channels';
import {
  EMAIL_MESSAGE,
  enqueueMessage,
  INTERRUPTED_ERROR,
  MessageInputError,
  recordMessages,
  sweepMessages,
} from '../../src/server/messaging/queue';
import {
  MESSAGE_MAX_ATTEMPTS,
  retryDelayMs,
  sendDueMessages,
} from '../../src/server/messaging/send-job';
import type { RecordedMessage } from '../../src/server/messaging/queue';
import { freePort, startTestServer, type TestServer } from '../support/test-server';

const logger = createLogger('silent');
const MINUTE = 60_000;

/** An SMTP server that answers RCPT TO for some addresses with the codes queued for them. */
async function startFlakySmtp() {
  const answers = new Map<string, number[]>();
  const accepted: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      const code = answers.get(address.address)?.shift();
      if (code) {
        const error = Object.assign(
          new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'),
          {
            responseCode: code,
          },
        );
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        accepted.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    answer: (address: string, ...codes: number[]) => answers.set(address, codes),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

describe('message delivery: e-mail through message_sends, the claim and the sweep', () => {
  let app: TestServer;
  let flaky: Awaited<ReturnType<typeof startFlakySmtp>>;
  beforeAll(async () => {
    flaky = await startFlakySmtp();
    app = await startTestServer();
  });
  afterAll(async () => {
    await app.close();
    await flaky.close();
  });

  const rowOf = async (id: string) =>
    (await app.db.select().from(messageSends).where(eq(messageSends.id, id)))[0]!;
  const channels = () =>
    createMessageChannels({
      messaging: {
        africasTalking: undefined,
        whatsapp: undefined,
        templateLanguage: 'en',
        whatsappWebhook: undefined,
        whatsappNumber: undefined,
        ussdCode: undefined,
      },
      dataDir: app.dataDir,
      logger,
    });
  /** Runs `send` with the send job's parts, mail going to the SMTP server at `smtpUrl`. */
  async function sendingThrough(
    smtpUrl: string,
    send: (deps: Parameters<typeof sendDueMessages>[0]) => Promise<void>,
  ) {
    const mailer = createMailer({
      smtpUrl,
      from: 'Miadi <no-reply@miadi.co.ke>',
      dataDir: app.dataDir,
      logger,
    });
    try {
      await send({ db: app.db, channels: channels(), mailer, logger });
    } finally {
      mailer.close();
    }
  }
  const email = (to: string, subject = 'Booking confirmed') => ({
    channel: 'email' as const,
    to,
    subject,
    text: 'See you soon',
    html: '<p>See you soon</p>',
    attachments: [
      { filename: 'booking.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' },
    ],
  });

  let days = 0;
  /**
   * A clock days ahead of any earlier test's: messages recorded through it are due that many days
   * after they were recorded, so the test server's sender (on the real clock) leaves them to the
   * test, they keep the order they were recorded in, and all are due by `at` (an hour on).
   */
  function clockAhead() {
    const ahead = ++days;
    return {
      at: new Date(Date.now() + ahead * 24 * 60 * MINUTE + 60 * MINUTE),
      record: (messages: RecordedMessage[]) =>
        app.db.transaction(async (tx) => {
          const ids = await recordMessages(tx, messages);
          await tx
            .update(messageSends)
            .set({ sendAfter: sql`${messageSends.sendAfter} + make_interval(days => ${ahead})` })
            .where(inArray(messageSends.id, ids));
          return ids;
        }),
    };
  }
  const seconds = (at: Date, n: number) => new Date(at.getTime() + n * 1000);

  it('refuses an address that is not one, recording nothing', async () => {
    const before = await app.db.$count(messageSends);
    await expect(enqueueMessage(app.db, email('not-an-address'))).rejects.toThrow(
      new MessageInputError(EMAIL_MESSAGE),
    );
    await expect(
      recordMessages(app.db, [email('ok@example.com'), email('also bad@example')]),
    ).rejects.toThrow(MessageInputError);
    expect(await app.db.$count(messageSends)).toBe(before);
  });

  it('retries an SMTP 4xx after its back-off, records a 5xx failed, and keeps the message id of a sent mail', async () => {
    await sendingThrough(flaky.url, async (deps) => {
      flaky.answer('busy@example.com', 451);
      flaky.answer('gone@example.com', 550);
      const clock = clockAhead();
      const at = clock.at;
      const [busy, gone] = await clock.record([
        email('busy@example.com'),
        email('gone@example.com'),
      ]);

      expect(await sendDueMessages(deps, { now: at })).toMatchObject({
        sent: 0,
        retried: 1,
        failed: 1,
      });
      const queued = await rowOf(busy!);
      expect(queued).toMatchObject({ status: 'queued', attempts: 1, providerId: null });
      expect(queued.error).toMatch(/451/);
      // the first retry 30 s on, with up to a tenth more at random
      expect(queued.sendAfter.getTime() - at.getTime()).toBeGreaterThanOrEqual(30_000);
      expect(queued.sendAfter.getTime() - at.getTime()).toBeLessThanOrEqual(33_000);
      const failed = await rowOf(gone!);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      expect(failed.error).toMatch(/550/);

      // before its time nothing is tried; after it, it goes
      expect(await sendDueMessages(deps, { now: seconds(at, 29) })).toMatchObject({ claimed: 0 });
      expect(await sendDueMessages(deps, { now: seconds(at, 34) })).toMatchObject({ sent: 1 });
      const sent = await rowOf(busy!);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null });
      expect(sent.providerId).toMatch(/^<.+@.+>$/);
      expect(flaky.accepted.filter((to) => to === 'busy@example.com')).toHaveLength(1);
      expect(flaky.accepted).not.toContain('gone@example.com');
      // nothing is left to send, then or later
      expect(await sendDueMessages(deps, { now: seconds(at, 3600) })).toMatchObject({ claimed: 0 });
    });
  });

  it('sends a batch in order from one claim: a failure in it is retried alone, and a second run sends none', async () => {
    await sendingThrough(flaky.url, async (deps) => {
      flaky.answer('batch-busy@example.com', 451);
      flaky.answer('batch-gone@example.com', 550);
      const clock = clockAhead();
      const at = clock.at;
      const ids = await clock.record([
        email('batch-1@example.com'),
        email('batch-busy@example.com'),
        email('batch-2@example.com'),
        email('batch-gone@example.com'),
        email('batch-3@example.com'),
      ]);
      expect(await sendDueMessages(deps, { now: at })).toEqual({
        claimed: 5,
        sent: 3,
        retried: 1,
        failed: 1,
      });
      const rows = await Promise.all(ids.map(rowOf));
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ['sent', 1],
        ['queued', 1],
        ['sent', 1],
        ['failed', 1],
        ['sent', 1],
      ]);
      for (const row of rows.filter((row) => row.status === 'sent')) {
        expect(row.providerId).toMatch(/^<.+@.+>$/);
        expect(row.error).toBeNull();
      }
      expect(rows[1]!.error).toMatch(/451/);
      expect(flaky.accepted.filter((to) => to.startsWith('batch-'))).toEqual([
        'batch-1@example.com',
        'batch-2@example.com',
        'batch-3@example.com',
      ]);

      // again, once the retry is due: only the row put back to queued is tried, and now it goes
      expect(await sendDueMessages(deps, { now: seconds(at, 40) })).toEqual({
        claimed: 1,
        sent: 1,
        retried: 0,
        failed: 0,
      });
      expect(await rowOf(ids[1]!)).toMatchObject({ status: 'sent', attempts: 2, error: null });
      expect(flaky.accepted.filter((to) => to === 'batch-1@example.com')).toHaveLength(1);
    });
  });

  it('claims each row once when two senders run at the same moment', async () => {
    await sendingThrough(flaky.url, async (deps) => {
      const clock = clockAhead();
      const at = clock.at;
      const addresses = Array.from({ length: 12 }, (_, i) => `twice-${i}@example.com`);
      await clock.record(addresses.map((to) => email(to)));
      const runs = await Promise.all([
        sendDueMessages(deps, { now: at, limit: 8 }),
        sendDueMessages(deps, { now: at, limit: 8 }),
        sendDueMessages(deps, { now: at, limit: 8 }),
      ]);
      const claimed = runs.reduce((sum, run) => sum + run.claimed, 0);
      // the embedded database runs the three one after another; PostgreSQL side by side
      expect(claimed).toBe(12);
      expect(flaky.accepted.filter((to) => to.startsWith('twice-')).sort()).toEqual(
        [...addresses].sort(),
      );
    });
  });

  it('sends a batch in the order its messages were recorded', async () => {
    await sendingThrough(flaky.url, async (deps) => {
      const clock = clockAhead();
      const at = clock.at;
      const [first] = await clock.record([email('order-first@example.com')]);
      // the database's clock stamps when each was recorded: real time must pass between the two
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [second] = await clock.record([email('order-second@example.com')]);
      expect(await sendDueMessages(deps, { now: at })).toMatchObject({ claimed: 2, sent: 2 });
      expect((await rowOf(first!)).status).toBe('sent');
      expect((await rowOf(second!)).status).toBe('sent');
      expect(flaky.accepted.filter((to) => to.startsWith('order-'))).toEqual([
        'order-first@example.com',
        'order-second@example.com',
      ]);
    });
  });

  it('counts a refused connection as temporary, backs off doubling, and fails it on the last try', async () => {
    const closed = await freePort();
    await sendingThrough(`smtp://127.0.0.1:${closed}`, async (deps) => {
      const clock = clockAhead();
      const at = clock.at;
      const [id] = await clock.record([email('later@example.com')]);
      let now = at;
      for (let attempt = 1; attempt < MESSAGE_MAX_ATTEMPTS; attempt++) {
        expect(await sendDueMessages(deps, { now })).toMatchObject({ retried: 1 });
        const row = await rowOf(id!);
        expect(row).toMatchObject({ status: 'queued', attempts: attempt });
        // 30 s, then 1, 2, 4 and 8 minutes, each up to a tenth longer
        const waited = row.sendAfter.getTime() - now.getTime();
        expect(waited).toBeGreaterThanOrEqual(retryDelayMs(30, attempt, 0));
        expect(waited).toBeLessThanOrEqual(retryDelayMs(30, attempt, 1));
        now = row.sendAfter;
      }
      expect(await sendDueMessages(deps, { now })).toMatchObject({ failed: 1 });
      expect(await rowOf(id!)).toMatchObject({ status: 'failed', attempts: MESSAGE_MAX_ATTEMPTS });
      expect(await sendDueMessages(deps, { now: seconds(now, 3600) })).toMatchObject({
        claimed: 0,
      });
    });
  });

  it('sends a message nobody woke a sender for, and never resends one interrupted mid-send', async () => {
    // committed, but no sender was told, as after a crash between the two: the server's sender
    // finds it on its next look, within a second or so
    const [lost] = await recordMessages(app.db, [
      { channel: 'sms', to: '0712000901', text: 'Kilele: see you Fri 10:00.', kind: 'reminder' },
    ]);
    await expect
      .poll(async () => (await rowOf(lost!)).status, { timeout: 15_000, interval: 100 })
      .toBe('sent');
    expect(await rowOf(lost!)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await rowOf(lost!)).providerId).toMatch(/^outbox:/);

    // claimed by a process that then died: after 10 minutes it is recorded failed, not sent again
    const [stuck, recent] = await clockAhead().record([
      { channel: 'sms', to: '0712000902', text: 'Interrupted one', kind: 'reminder' },
      { channel: 'sms', to: '0712000903', text: 'Still sending', kind: 'reminder' },
    ]);
    await app.db
      .update(messageSends)
      .set({ status: 'sending', attempts: 1, updatedAt: new Date(Date.now() - 11 * MINUTE) })
      .where(eq(messageSends.id, stuck!));
    await app.db
      .update(messageSends)
      .set({ status: 'sending', attempts: 1, updatedAt: new Date(Date.now() - 5 * MINUTE) })
      .where(eq(messageSends.id, recent!));
    expect(await sweepMessages(app.db)).toMatchObject({ interrupted: 1 });
    expect(await rowOf(stuck!)).toMatchObject({ status: 'failed', error: INTERRUPTED_ERROR });
    expect(await rowOf(recent!)).toMatchObject({ status: 'sending' });
    expect(await sweepMessages(app.db)).toMatchObject({ interrupted: 0 });
  });
});
