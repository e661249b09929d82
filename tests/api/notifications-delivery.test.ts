import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
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
  runMessageSend,
  runMessageSends,
  TemporaryMessageFailure,
} from '../../src/server/messaging/send-job';
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
      messaging: { africasTalking: undefined, whatsapp: undefined, templateLanguage: 'en' },
      dataDir: app.dataDir,
      logger,
    });
  /** Runs `send` with the send job's parts, mail going to the SMTP server at `smtpUrl`. */
  async function sendingThrough(
    smtpUrl: string,
    send: (deps: Parameters<typeof runMessageSends>[0]) => Promise<void>,
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

  it('retries an SMTP 4xx, records a 5xx failed, and keeps the message id of a sent mail', async () => {
    await sendingThrough(flaky.url, async (deps) => {
      flaky.answer('busy@example.com', 451);
      flaky.answer('gone@example.com', 550);
      // recorded without a job, so the server's worker leaves them to this test
      const [busy, gone] = await recordMessages(app.db, [
        email('busy@example.com'),
        email('gone@example.com'),
      ]);

      await expect(runMessageSend(deps, { messageId: busy!, isLastTry: false })).rejects.toThrow(
        TemporaryMessageFailure,
      );
      expect(await rowOf(busy!)).toMatchObject({ status: 'queued', attempts: 1, providerId: null });
      expect((await rowOf(busy!)).error).toMatch(/451/);
      expect(await runMessageSend(deps, { messageId: busy!, isLastTry: false })).toBe('sent');
      const sent = await rowOf(busy!);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null });
      expect(sent.providerId).toMatch(/^<.+@.+>$/);
      expect(flaky.accepted.filter((to) => to === 'busy@example.com')).toHaveLength(1);
      // a second job for a row already sent does nothing
      expect(await runMessageSend(deps, { messageId: busy!, isLastTry: false })).toBe('skipped');

      expect(await runMessageSend(deps, { messageId: gone!, isLastTry: false })).toBe('failed');
      const failed = await rowOf(gone!);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      expect(failed.error).toMatch(/550/);
      expect(flaky.accepted).not.toContain('gone@example.com');
    });
  });

  it('sends a batch in order from one claim: a failure in it is retried alone, and a second run sends none', async () => {
    await sendingThrough(flaky.url, async (deps) => {
      flaky.answer('batch-busy@example.com', 451);
      flaky.answer('batch-gone@example.com', 550);
      const ids = await recordMessages(app.db, [
        email('batch-1@example.com'),
        email('batch-busy@example.com'),
        email('batch-2@example.com'),
        email('batch-gone@example.com'),
        email('batch-3@example.com'),
      ]);
      const jobs = ids.map((messageId) => ({ messageId, isLastTry: false }));
      // the same row twice in one batch is sent once
      const outcomes = await runMessageSends(deps, [...jobs, jobs[0]!]);
      expect(outcomes.map((result) => result.outcome)).toEqual([
        'sent',
        'retry',
        'sent',
        'failed',
        'sent',
        'skipped',
      ]);
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

      // again: only the row put back to queued is tried, and now it goes
      const again = await runMessageSends(deps, jobs);
      expect(again.map((result) => result.outcome)).toEqual([
        'skipped',
        'sent',
        'skipped',
        'skipped',
        'skipped',
      ]);
      expect(await rowOf(ids[1]!)).toMatchObject({ status: 'sent', attempts: 2, error: null });
      expect(flaky.accepted.filter((to) => to === 'batch-1@example.com')).toHaveLength(1);
    });
  });

  it('sends a batch in the order its messages were recorded, whatever order its jobs come in', async () => {
    await sendingThrough(flaky.url, async (deps) => {
      const [first] = await recordMessages(app.db, [email('order-first@example.com')]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [second] = await recordMessages(app.db, [email('order-second@example.com')]);
      const outcomes = await runMessageSends(deps, [
        { messageId: second!, isLastTry: false },
        { messageId: first!, isLastTry: false },
      ]);
      expect(outcomes).toEqual([{ outcome: 'sent' }, { outcome: 'sent' }]);
      expect(flaky.accepted.filter((to) => to.startsWith('order-'))).toEqual([
        'order-first@example.com',
        'order-second@example.com',
      ]);
    });
  });

  it('counts a refused connection as temporary, and fails it on the last try', async () => {
    const closed = await freePort();
    await sendingThrough(`smtp://127.0.0.1:${closed}`, async (deps) => {
      const [id] = await recordMessages(app.db, [email('later@example.com')]);
      await expect(runMessageSend(deps, { messageId: id!, isLastTry: false })).rejects.toThrow(
        TemporaryMessageFailure,
      );
      expect(await rowOf(id!)).toMatchObject({ status: 'queued', attempts: 1 });
      expect(await runMessageSend(deps, { messageId: id!, isLastTry: true })).toBe('failed');
      expect(await rowOf(id!)).toMatchObject({ status: 'failed', attempts: 2 });
    });
  });

  it('sends a message whose job was lost after commit, and never resends one interrupted mid-send', async () => {
    // committed but never handed to the job, as after a crash between the two
    const [lost] = await recordMessages(app.db, [
      { channel: 'sms', to: '0712000901', text: 'Kilele: see you Fri 10:00.', kind: 'reminder' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await rowOf(lost!)).toMatchObject({ status: 'queued', attempts: 0 });
    // 29 minutes on, it is left alone; at 31 it gets a new job
    expect(await sweepMessages(app.db, { now: new Date(Date.now() + 29 * MINUTE) })).toMatchObject({
      requeued: 0,
    });
    expect(await sweepMessages(app.db, { now: new Date(Date.now() + 31 * MINUTE) })).toMatchObject({
      requeued: 1,
    });
    const deadline = Date.now() + 15_000;
    while ((await rowOf(lost!)).status !== 'sent' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await rowOf(lost!)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await rowOf(lost!)).providerId).toMatch(/^outbox:/);

    // claimed by a process that then died: after 10 minutes it is recorded failed, not sent again
    const [stuck, recent] = await recordMessages(app.db, [
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
    expect(await sweepMessages(app.db)).toMatchObject({ interrupted: 0, requeued: 0 });
  });
});
