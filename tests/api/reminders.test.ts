import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { bookingLinkKey, readBookingToken } from '../../src/server/booking-links/token';
import { bookings } from '../../src/server/db/schema/bookings';
import { businesses, businessSettings } from '../../src/server/db/schema/businesses';
import { bookingReminders, messageSends } from '../../src/server/db/schema/messaging';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { REMINDER_KIND, runDueReminders, SKIP_REASONS } from '../../src/server/reminders/run';
import { startServer, type RunningServer } from '../../src/server/server';
import { NOTIFICATION_DEFAULTS, type NotificationPreferences } from '../../src/shared/settings';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { AT_API_KEY, AT_USERNAME, startFakeAfricasTalking } from '../support/fake-africastalking';
import { startFakeWhatsApp, WA_PHONE_NUMBER_ID, WA_TOKEN } from '../support/fake-whatsapp';
import { startMailServer, type MailServer } from '../support/mail-server';
import { freePort, freshDatabase, type FreshDatabase } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

const HOUR = 3_600_000;
const logger = createLogger('silent');
const isPostgres = inject('databaseSnapshot').kind === 'postgres';

type Db = RunningServer['database']['db'];
type Business = Awaited<ReturnType<typeof bookableBusiness>>;

/**
 * Reminders are decided by runDueReminders with a clock the test holds; the server's own
 * every-minute job runs meanwhile on the real clock, for which every reminder here is days away
 * (or, for the ones that must be skipped, decided the same way), so it never changes an outcome.
 */
describe('booking reminders: due at the right time, sent once', () => {
  let database: FreshDatabase;
  let env: ReturnType<typeof parseEnv>;
  let server: RunningServer;
  let db: Db;
  let url: string;
  let mail: MailServer;
  let sms: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
  let whatsapp: Awaited<ReturnType<typeof startFakeWhatsApp>>;

  async function start() {
    server = await startServer(env, logger);
    db = server.database.db;
  }

  beforeAll(async () => {
    mail = await startMailServer();
    sms = await startFakeAfricasTalking();
    whatsapp = await startFakeWhatsApp();
    database = await freshDatabase();
    const port = await freePort();
    url = `http://localhost:${port}`;
    env = parseEnv({
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: url,
      TRUST_PROXY: 'true',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      REQUEST_LIMIT_PER_MINUTE: '100000',
      SMTP_URL: mail.url,
      AFRICASTALKING_USERNAME: AT_USERNAME,
      AFRICASTALKING_API_KEY: AT_API_KEY,
      AFRICASTALKING_API_URL: sms.url,
      WHATSAPP_TOKEN: WA_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: WA_PHONE_NUMBER_ID,
      WHATSAPP_API_URL: whatsapp.url,
      ...database.env,
    });
    await start();
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
    await mail.close();
    await sms.close();
    await whatsapp.close();
  });

  const app = () => ({
    url,
    dataDir: env.dataDir,
    server,
    db,
    database,
    request: (pathname: string, init?: RequestInit) => fetch(new URL(pathname, url), init),
    close: () => Promise.resolve(),
  });

  async function business(preferences: Partial<NotificationPreferences> = {}, hours = 24) {
    const made = await bookableBusiness(app(), { capacity: 10, advanceDays: 60 });
    await db
      .update(businessSettings)
      .set({
        reminderHoursBefore: hours,
        notificationPreferences: { ...NOTIFICATION_DEFAULTS, ...preferences },
      })
      .where(eq(businessSettings.businessId, made.businessId));
    return made;
  }

  async function book(made: Business, overrides: Record<string, unknown> = {}) {
    const response = await fetch(`${url}/api/public/businesses/${made.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(made.service.id, overrides)),
    });
    expect(response.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(response);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    return row!;
  }

  const reminderOf = async (bookingId: string) =>
    (await db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, bookingId)))[0]!;
  const remindersFor = (bookingId: string) =>
    db
      .select()
      .from(messageSends)
      .where(
        and(eq(messageSends.bookingId, bookingId), inArray(messageSends.template, [REMINDER_KIND])),
      );
  const deps = () => ({ db, logger, publicUrl: url, retryDelaySeconds: 1 });
  const dueOf = (startsAt: Date, hours = 24) => new Date(startsAt.getTime() - hours * HOUR);

  /** Waits until every recorded message has been sent or has failed. */
  async function allSettled(timeoutMs = 25_000) {
    await vi.waitFor(
      async () => {
        const open = await db
          .select({ id: messageSends.id })
          .from(messageSends)
          .where(inArray(messageSends.status, ['queued', 'sending']));
        if (open.length) throw new Error(`${open.length} messages still unsettled`);
      },
      { timeout: timeoutMs, interval: 100 },
    );
  }

  it('sends nothing just before it is due, sends at due on every channel that is on, then never again', async () => {
    const made = await business({
      whatsapp_reminders: true,
      sms_reminders: true,
      email_reminders: true,
    });
    const email = `reminded-${Date.now()}@example.com`;
    const booking = await book(made, {
      date: bookableDate(3),
      time: '10:00',
      customer: { name: 'Akinyi Odhiambo', email, phone: '0712000301' },
    });
    expect(await reminderOf(booking.id)).toMatchObject({ status: 'scheduled' });
    const due = dueOf(booking.startsAt);

    expect(await runDueReminders(deps(), { now: new Date(due.getTime() - 1_000) })).toMatchObject({
      sent: 0,
    });
    expect(await reminderOf(booking.id)).toMatchObject({ status: 'scheduled', sentAt: null });
    expect(await remindersFor(booking.id)).toHaveLength(0);

    expect(await runDueReminders(deps(), { now: due })).toMatchObject({ sent: 1, messages: 3 });
    expect(await reminderOf(booking.id)).toMatchObject({ status: 'sent', sentAt: due });
    expect(await runDueReminders(deps(), { now: due })).toMatchObject({ sent: 0, messages: 0 });
    expect(
      await runDueReminders(deps(), { now: new Date(due.getTime() + 2 * HOUR) }),
    ).toMatchObject({ sent: 0, messages: 0 });

    await allSettled();
    const rows = await remindersFor(booking.id);
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);

    const key = await bookingLinkKey(db);
    const whatsappSent = whatsapp.sent.filter(
      (m) => m.name === 'booking_reminder' && m.parameters[0] === 'Akinyi Odhiambo',
    );
    expect(whatsappSent).toHaveLength(1);
    const link = whatsappSent[0]!.parameters.at(-1)!;
    expect(link.startsWith(`${url}/b/`)).toBe(true);
    expect(readBookingToken(key, link.slice(`${url}/b/`.length))).toBe(booking.id);
    expect(whatsappSent[0]!.to).toBe('254712000301');

    const smsSent = sms.sent.filter(
      (m) => m.to === '+254712000301' && m.message.startsWith('Reminder'),
    );
    expect(smsSent).toHaveLength(1);
    expect(smsSent[0]!.message).toContain(link);
    expect(smsSent[0]!.message.length).toBeLessThanOrEqual(160);

    const reminderMail = mail.mailsTo(email).filter((m) => m.subject.startsWith('Reminder'));
    expect(reminderMail).toHaveLength(1);
    expect(reminderMail[0]!.links).toContain(link);
  });

  it('moves with a rescheduled booking and disappears with a cancelled one', async () => {
    const made = await business({ whatsapp_reminders: true });
    const moved = await book(made, { date: bookableDate(3), time: '11:00' });
    const oldDue = dueOf(moved.startsAt);
    const response = await made.owner.client.request(`/api/bookings/${moved.id}`, {
      method: 'PATCH',
      body: { date: bookableDate(5), time: '11:00' },
    });
    expect(response.status).toBe(200);
    const [after] = await db.select().from(bookings).where(eq(bookings.id, moved.id));
    expect(after!.startsAt.getTime()).toBe(moved.startsAt.getTime() + 48 * HOUR);
    expect(await reminderOf(moved.id)).toMatchObject({
      status: 'scheduled',
      startsAt: after!.startsAt,
    });

    await runDueReminders(deps(), { now: oldDue });
    expect(await reminderOf(moved.id)).toMatchObject({ status: 'scheduled' });
    expect(await remindersFor(moved.id)).toHaveLength(0);
    await runDueReminders(deps(), { now: dueOf(after!.startsAt) });
    expect(await reminderOf(moved.id)).toMatchObject({ status: 'sent' });
    expect(await remindersFor(moved.id)).toHaveLength(1);

    const cancelled = await book(made, { date: bookableDate(3), time: '12:00' });
    const cancel = await made.owner.client.request(`/api/bookings/${cancelled.id}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect(await reminderOf(cancelled.id)).toMatchObject({ status: 'cancelled' });
    await runDueReminders(deps(), { now: dueOf(cancelled.startsAt) });
    expect(await reminderOf(cancelled.id)).toMatchObject({ status: 'cancelled', sentAt: null });
    expect(await remindersFor(cancelled.id)).toHaveLength(0);
  });

  it('skips a booking made inside the window, a start already passed, reminders off and an inactive business', async () => {
    // 24 hours before, but the booking is made about 2 days ahead with a 72-hour window: inside it
    const wide = await business({ whatsapp_reminders: true }, 72);
    const late = await book(wide, { date: bookableDate(2), time: '10:00' });
    await runDueReminders(deps(), { now: new Date() });
    expect(await reminderOf(late.id)).toMatchObject({
      status: 'skipped',
      skipReason: SKIP_REASONS.insideWindow,
    });

    const made = await business({ whatsapp_reminders: true });
    const passed = await book(made, { date: bookableDate(3), time: '13:00' });
    await runDueReminders(deps(), { now: new Date(passed.startsAt.getTime() + HOUR) });
    expect(await reminderOf(passed.id)).toMatchObject({
      status: 'skipped',
      skipReason: SKIP_REASONS.started,
    });

    const off = await business({ whatsapp_reminders: true });
    const quiet = await book(off, { date: bookableDate(3), time: '14:00' });
    await db
      .update(businessSettings)
      .set({ sendReminders: false })
      .where(eq(businessSettings.businessId, off.businessId));
    await runDueReminders(deps(), { now: dueOf(quiet.startsAt) });
    expect(await reminderOf(quiet.id)).toMatchObject({
      status: 'skipped',
      skipReason: SKIP_REASONS.remindersOff,
    });

    const closed = await business({ whatsapp_reminders: true });
    const orphan = await book(closed, { date: bookableDate(3), time: '15:00' });
    await db
      .update(businesses)
      .set({ isActive: false })
      .where(eq(businesses.id, closed.businessId));
    await runDueReminders(deps(), { now: dueOf(orphan.startsAt) });
    expect(await reminderOf(orphan.id)).toMatchObject({
      status: 'skipped',
      skipReason: SKIP_REASONS.inactive,
    });
    for (const id of [late.id, passed.id, quiet.id, orphan.id]) {
      expect(await remindersFor(id)).toHaveLength(0);
    }
  });

  it('retries a provider’s temporary failure and records a permanent one', async () => {
    const made = await business({ whatsapp_reminders: true });
    const retried = await book(made, {
      date: bookableDate(4),
      time: '10:00',
      customer: { name: 'Retry Wanjiku', email: 'retry@example.com', phone: '0712000401' },
    });
    const refused = await book(made, {
      date: bookableDate(4),
      time: '11:00',
      customer: { name: 'Refused Kiprop', email: 'refused@example.com', phone: '0712000402' },
    });
    await allSettled();
    whatsapp.failNext('rate-limit');
    await runDueReminders(deps(), { now: dueOf(retried.startsAt) });
    await allSettled();
    const [first] = await remindersFor(retried.id);
    expect(first).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(first!.providerId).toMatch(/^wamid\./);

    whatsapp.failNext('undeliverable');
    await runDueReminders(deps(), { now: dueOf(refused.startsAt) });
    await allSettled();
    const [second] = await remindersFor(refused.id);
    expect(second).toMatchObject({ status: 'failed', attempts: 1, providerId: null });
    expect(second!.error).toMatch(/131026/);
    // the reminder itself stays decided: a later run does not try again
    await runDueReminders(deps(), { now: new Date(dueOf(refused.startsAt).getTime() + HOUR) });
    expect(await remindersFor(refused.id)).toHaveLength(1);
  });

  it('is decided once by concurrent runs on separate connections and after a restart', async () => {
    const made = await business({ whatsapp_reminders: true, sms_reminders: true });
    const many = [];
    for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00']) {
      many.push(await book(made, { date: bookableDate(6), time }));
    }
    const due = dueOf(many.at(-1)!.startsAt);
    // on PostgreSQL a second server on the same database, with its own pool and job worker (the
    // two send the messages between them); the embedded database is opened by one process only,
    // so there the runs share its connection
    const second = isPostgres ? await startServer({ ...env, port: 0 }, logger) : null;
    try {
      const runs = await Promise.all([
        runDueReminders(deps(), { now: due, batchSize: 2 }),
        runDueReminders({ ...deps(), db: second?.database.db ?? db }, { now: due, batchSize: 2 }),
        runDueReminders(deps(), { now: due, batchSize: 3 }),
      ]);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(6);
      expect(runs.reduce((sum, run) => sum + run.messages, 0)).toBe(12);
      await allSettled();
    } finally {
      await second?.close();
    }
    for (const booking of many) {
      expect(await reminderOf(booking.id)).toMatchObject({ status: 'sent' });
      expect(await remindersFor(booking.id)).toHaveLength(2);
    }

    await allSettled();
    await server.close();
    await start();
    expect(await runDueReminders(deps(), { now: due })).toMatchObject({ sent: 0, messages: 0 });
    for (const booking of many) expect(await remindersFor(booking.id)).toHaveLength(2);
    const ids = new Set(many.map((b) => b.id));
    const sentSms = sms.sent.filter((m) => m.message.startsWith('Reminder'));
    const sentHere = (
      await db.select().from(messageSends).where(eq(messageSends.channel, 'sms'))
    ).filter((row) => row.bookingId && ids.has(row.bookingId) && row.template === REMINDER_KIND);
    expect(sentHere).toHaveLength(6);
    // every SMS reminder the provider received for these bookings came once
    const bodies = sentHere.map((row) => row.body);
    for (const body of bodies) expect(sentSms.filter((m) => m.message === body)).toHaveLength(1);
  });
});
