import { formatLongDayTime, formatShortDay } from '../../src/shared/format/dates';
import { formatPhone } from '../../src/shared/phone';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingLinkKey, readBookingToken } from '../../src/server/booking-links/token';
import { sendConfirmedByBusiness } from '../../src/server/bookings/confirmations';
import {
  MESSAGE_KINDS,
  sendBookingChange,
  sendReviewRequest,
} from '../../src/server/bookings/notify';
import { bookings } from '../../src/server/db/schema/bookings';
import { businesses, businessSettings } from '../../src/server/db/schema/businesses';
import { messageSends } from '../../src/server/db/schema/messaging';
import { createLogger } from '../../src/server/logger';
import type { Mailer } from '../../src/server/mail/mailer';
import { NOTIFICATION_DEFAULTS, type NotificationPreferences } from '../../src/shared/settings';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { AT_API_KEY, AT_USERNAME, startFakeAfricasTalking } from '../support/fake-africastalking';
import { startFakeWhatsApp, WA_PHONE_NUMBER_ID, WA_TOKEN } from '../support/fake-whatsapp';
import { startMailServer, type MailServer } from '../support/mail-server';
import { moveIntoPast } from '../support/past-visit';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

type Business = Awaited<ReturnType<typeof bookableBusiness>>;

describe('client and owner notifications: channels, links and preferences', () => {
  let app: TestServer;
  let mail: MailServer;
  let sms: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
  let whatsapp: Awaited<ReturnType<typeof startFakeWhatsApp>>;
  let key: Buffer;
  let seq = 0;

  beforeAll(async () => {
    mail = await startMailServer();
    sms = await startFakeAfricasTalking();
    whatsapp = await startFakeWhatsApp();
    app = await startTestServer({
      SMTP_URL: mail.url,
      AFRICASTALKING_USERNAME: AT_USERNAME,
      AFRICASTALKING_API_KEY: AT_API_KEY,
      AFRICASTALKING_API_URL: sms.url,
      WHATSAPP_TOKEN: WA_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: WA_PHONE_NUMBER_ID,
      WHATSAPP_API_URL: whatsapp.url,
    });
    key = await bookingLinkKey(app.db);
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
    await sms.close();
    await whatsapp.close();
  });

  const deps = () => ({
    db: app.db,
    // the messages are recorded and sent by the server's job, never by this mailer
    mailer: {} as Mailer,
    logger: createLogger('silent'),
    publicUrl: app.url,
  });

  async function business(
    preferences: Partial<NotificationPreferences>,
    contact: { email?: string | null; phone?: string | null } = {},
  ) {
    const made = await bookableBusiness(app, { capacity: 10 });
    await app.db
      .update(businessSettings)
      .set({ notificationPreferences: { ...NOTIFICATION_DEFAULTS, ...preferences } })
      .where(eq(businessSettings.businessId, made.businessId));
    await app.db
      .update(businesses)
      .set({ email: contact.email ?? null, phone: contact.phone ?? null })
      .where(eq(businesses.id, made.businessId));
    return made;
  }

  function client() {
    seq += 1;
    return {
      name: `Client ${seq} Muthoni`,
      email: `client-${seq}-${Date.now()}@example.com`,
      phone: `07130${String(seq).padStart(5, '0')}`,
      e164: `+2547130${String(seq).padStart(5, '0')}`,
    };
  }

  async function book(made: Business, who: ReturnType<typeof client>, time = '10:00') {
    const response = await app.request(`/api/public/businesses/${made.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody(made.service.id, {
          date: bookableDate(4),
          time,
          customer: { name: who.name, email: who.email, phone: who.phone },
        }),
      ),
    });
    expect(response.status).toBe(201);
    return (await readJson<{ booking: { id: string; ticketCode: string } }>(response)).booking;
  }

  /** Waits until the booking's messages are all sent or failed, and returns them. */
  async function settledFor(bookingId: string, count: number, timeoutMs = 20_000) {
    return vi.waitFor(
      async () => {
        const rows = await app.db
          .select()
          .from(messageSends)
          .where(eq(messageSends.bookingId, bookingId));
        const open = rows.filter((row) => row.status === 'queued' || row.status === 'sending');
        if (rows.length >= count && !open.length) return rows;
        throw new Error(`${rows.length} of ${count} messages, ${open.length} unsettled`);
      },
      { timeout: timeoutMs, interval: 100 },
    );
  }

  const tokenIn = (text: string) => {
    const match = new RegExp(`${app.url}/b/([A-Za-z0-9_-]{38})`).exec(text);
    return match ? match[1]! : null;
  };

  it('confirms on e-mail, SMS and WhatsApp with a link the token module reads back to the booking', async () => {
    const made = await business({
      sms_reminders: true,
      whatsapp_reminders: true,
      email_bookings: false,
    });
    const who = client();
    const booking = await book(made, who);
    const rows = await settledFor(booking.id, 3);
    expect(rows.map((row) => `${row.channel}:${row.template}:${row.status}`).sort()).toEqual([
      'email:booking_confirmation:sent',
      'sms:booking_confirmation:sent',
      'whatsapp:booking_confirmation:sent',
    ]);
    const email = rows.find((row) => row.channel === 'email')!;
    expect(email.providerId).toMatch(/@/);
    expect(email.to).toBe(who.email);

    const received = await mail.nextMailTo(who.email);
    expect(received.subject).toMatch(/^Booking confirmed/);
    // the one way dates and times are written (docs/decisions/0063)
    expect(received.subject).toContain(`on ${formatShortDay(bookableDate(4))} at 10:00`);
    expect(received.text).toContain(formatLongDayTime(bookableDate(4), '10:00'));
    expect(received.attachments.some((file) => file.filename?.endsWith('.ics'))).toBe(true);
    const fromMail = tokenIn(received.text);
    expect(fromMail).not.toBeNull();
    expect(readBookingToken(key, fromMail!)).toBe(booking.id);

    const text = sms.sent.find((m) => m.to === who.e164)!;
    expect(text.message).toContain(booking.ticketCode);
    expect(text.message.length).toBeLessThanOrEqual(160);
    expect(readBookingToken(key, tokenIn(text.message)!)).toBe(booking.id);

    const template = whatsapp.sent.find((m) => m.to === who.e164.slice(1))!;
    expect(template.name).toBe('booking_confirmation');
    expect(template.parameters.slice(0, 3)).toEqual([
      who.name,
      'Kilele Fitness Studio',
      'Personal Training Session',
    ]);
    expect(readBookingToken(key, tokenIn(template.parameters.at(-1)!)!)).toBe(booking.id);
  });

  it('stores the confirmation with the booking: its rows exist when the booking is answered, once per booking', async () => {
    const made = await business(
      { sms_reminders: true, whatsapp_reminders: false, email_bookings: true },
      { email: 'desk@kilele.example' },
    );
    const who = client();
    const body = JSON.stringify(
      bookingBody(made.service.id, {
        date: bookableDate(4),
        time: '11:00',
        customer: { name: who.name, email: who.email, phone: who.phone },
      }),
    );
    const post = () =>
      app.request(`/api/public/businesses/${made.businessId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const first = await post();
    expect(first.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(first);
    // read at once, before anything in the background could have written them
    const recorded = await app.db
      .select({ channel: messageSends.channel, template: messageSends.template })
      .from(messageSends)
      .where(eq(messageSends.bookingId, booking.id));
    expect(recorded.map((row) => `${row.channel}:${row.template}`).sort()).toEqual([
      'email:booking_confirmation',
      'email:owner_new_booking',
      'sms:booking_confirmation',
    ]);
    // the same request again is a replay: nothing more is recorded
    expect((await post()).status).toBe(200);
    expect(await settledFor(booking.id, 3)).toHaveLength(3);
  });

  it('sends SMS and WhatsApp to the client only on the channels that are on', async () => {
    const made = await business({
      sms_reminders: false,
      whatsapp_reminders: false,
      email_bookings: false,
    });
    const who = client();
    const booking = await book(made, who);
    const rows = await settledFor(booking.id, 1);
    // messages are recorded after the answer: real time must pass to show no SMS or WhatsApp follows
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rows.map((row) => row.channel)).toEqual(['email']);
    expect(sms.sent.filter((m) => m.to === who.e164)).toHaveLength(0);
    expect(whatsapp.sent.filter((m) => m.to === who.e164.slice(1))).toHaveLength(0);
  });

  it('tells the owner of an online booking on the channels their preferences turn on, once', async () => {
    const desk = `desk-${Date.now()}@example.com`;
    const made = await business(
      {
        email_bookings: true,
        sms_bookings: true,
        whatsapp_bookings: true,
        whatsapp_number: '0799 000 111',
        whatsapp_reminders: false,
      },
      { email: desk, phone: '0788000222' },
    );
    const who = client();
    const booking = await book(made, who);
    const rows = await settledFor(booking.id, 4);
    const owner = rows.filter((row) => row.template.startsWith('owner_'));
    expect(owner.map((row) => `${row.channel}:${row.to}`).sort()).toEqual([
      `email:${desk}`,
      'sms:+254788000222',
      'whatsapp:+254799000111',
    ]);
    expect(owner.every((row) => row.status === 'sent')).toBe(true);
    const notice = await mail.nextMailTo(desk);
    expect(notice.subject).toContain(`New booking: ${who.name}`);
    // the client's phone as a person reads it, not as stored
    expect(notice.text).toContain(`${who.name} (${formatPhone(who.e164)})`);
    expect(formatPhone(who.e164)).toMatch(/^\+254 7\d\d \d{3} \d{3}$/);
    expect(notice.text).toContain(formatLongDayTime(bookableDate(4), '10:00'));
    expect(notice.links).toContain(`${app.url}/app/bookings`);
    const ownerSms = sms.sent.find((m) => m.to === '+254788000222')!;
    expect(ownerSms.message).toContain(who.name);
    expect(ownerSms.message.length).toBeLessThanOrEqual(160);
    const ownerWhatsApp = whatsapp.sent.find((m) => m.to === '254799000111')!;
    expect(ownerWhatsApp).toMatchObject({ name: 'owner_new_booking' });
    expect(ownerWhatsApp.parameters).toContain(booking.ticketCode);

    // a booking the owner makes at the desk tells no one but the client
    const walkIn = await made.owner.client.post('/api/bookings', {
      serviceId: made.service.id,
      date: bookableDate(4),
      time: '12:00',
      client: { name: 'Desk Walk-in', phone: '0733 555 666' },
      idempotencyKey: `walkin-${Date.now()}`,
    });
    expect(walkIn.status).toBe(201);
    const walkInId = (await readJson<BookingAnswer>(walkIn)).booking.id;
    // nothing may be recorded for a walk-in: real time must pass to show the background send does not
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const walkInRows = await app.db
      .select()
      .from(messageSends)
      .where(eq(messageSends.bookingId, walkInId));
    expect(walkInRows.filter((row) => row.template.startsWith('owner_'))).toHaveLength(0);
  });

  it('leaves out owner channels that are off, and mails the account when the business has no e-mail', async () => {
    const made = await business(
      { email_bookings: true, sms_bookings: false, whatsapp_bookings: true, whatsapp_number: '' },
      { email: null, phone: '0788000333' },
    );
    const booking = await book(made, client());
    const rows = await settledFor(booking.id, 2);
    const owner = rows.filter((row) => row.template.startsWith('owner_'));
    expect(owner.map((row) => `${row.channel}:${row.to}`)).toEqual([`email:${made.owner.email}`]);
    expect(sms.sent.filter((m) => m.to === '+254788000333')).toHaveLength(0);
    // the account's own sign-up mail came first
    let notice = await mail.nextMailTo(made.owner.email);
    if (!notice.subject.startsWith('New booking')) notice = await mail.nextMailTo(made.owner.email);
    expect(notice.subject).toMatch(/^New booking/);
  });

  it('tells the owner when the client cancels or moves through their link, per preference', async () => {
    const desk = `changes-${Date.now()}@example.com`;
    const made = await business(
      {
        email_bookings: false,
        email_cancellations: true,
        sms_bookings: true,
        whatsapp_bookings: false,
        whatsapp_reminders: false,
      },
      { email: desk, phone: '0788000444' },
    );
    const who = client();
    const booking = await book(made, who);
    await settledFor(booking.id, 2);

    // moved by the client: the owner's e-mail for moves (email_bookings) is off, SMS is on
    await sendBookingChange(deps(), {
      bookingId: booking.id,
      change: 'moved',
      previous: { date: bookableDate(3), time: '09:00' },
      by: 'client',
    });
    // cancelled by the client: e-mail (email_cancellations) and SMS
    await app.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'client' })
      .where(eq(bookings.id, booking.id));
    await sendBookingChange(deps(), { bookingId: booking.id, change: 'cancelled', by: 'client' });
    // cancelled by the business: the client hears of it, the owner does not
    await sendBookingChange(deps(), { bookingId: booking.id, change: 'cancelled' });

    const rows = await settledFor(booking.id, 8);
    const owner = rows
      .filter((row) => row.template === MESSAGE_KINDS.ownerChange)
      .map((row) => `${row.channel}:${row.body?.includes('moved') ? 'moved' : 'cancelled'}`)
      .sort();
    expect(owner).toEqual(['email:cancelled', 'sms:cancelled', 'sms:moved']);
    const notice = await mail.nextMailTo(desk);
    expect(notice.subject).toMatch(/^Booking cancelled by the client/);
    const client1 = rows.filter((row) => row.template === MESSAGE_KINDS.change);
    expect(client1.map((row) => row.channel)).toEqual(['email', 'email', 'email']);
    expect((await mail.nextMailTo(who.email)).subject).toMatch(/^Booking confirmed/);
    const changes: string[] = [];
    for (let i = 0; i < 3; i++) changes.push((await mail.nextMailTo(who.email)).subject);
    expect(changes.filter((s) => s.startsWith('Booking moved'))).toHaveLength(1);
    expect(changes.filter((s) => s.startsWith('Booking cancelled'))).toHaveLength(2);
  });

  it('asks for a review once when the owner marks the booking completed', async () => {
    const made = await business({
      whatsapp_reminders: true,
      sms_reminders: false,
      email_bookings: false,
    });
    const who = client();
    const booking = await book(made, who);
    await settledFor(booking.id, 2);
    // a visit that has begun: only then can it be completed
    await moveIntoPast(app.db, booking.id);
    const done = await made.owner.client.request(`/api/bookings/${booking.id}/status`, {
      method: 'PATCH',
      body: { status: 'completed' },
    });
    expect(done.status).toBe(200);
    await Promise.all([
      sendReviewRequest(deps(), booking.id),
      sendReviewRequest(deps(), booking.id),
    ]);
    const rows = await settledFor(booking.id, 4);
    const reviews = rows.filter((row) => row.template === 'review_request');
    expect(reviews.map((row) => row.channel).sort()).toEqual(['email', 'whatsapp']);
    // the confirmation mail came first; the review request carries the review page
    await mail.nextMailTo(who.email);
    const request = await mail.nextMailTo(who.email);
    expect(request.subject).toMatch(/^How was/);
    const link = request.links.find((href) => href.endsWith('/review'))!;
    expect(readBookingToken(key, link.slice(`${app.url}/b/`.length, -'/review'.length))).toBe(
      booking.id,
    );
    const template = whatsapp.sent.filter(
      (m) => m.to === who.e164.slice(1) && m.name === 'review_request',
    );
    expect(template).toHaveLength(1);
    expect(template[0]!.parameters.at(-1)).toBe(link);
    const [stored] = await app.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.id, booking.id)));
    expect(stored?.status).toBe('completed');
  });

  it('tells the client once when the business confirms a booking that waited for it', async () => {
    const made = await business({
      sms_reminders: true,
      whatsapp_reminders: true,
      email_bookings: false,
    });
    await app.db
      .update(businessSettings)
      .set({ autoConfirmBookings: false })
      .where(eq(businessSettings.businessId, made.businessId));
    const who = client();
    const booking = await book(made, who);
    // the receipt says the business will confirm it
    const receipt = await settledFor(booking.id, 3);
    expect(receipt.map((row) => `${row.channel}:${row.template}`).sort()).toEqual([
      'email:booking_confirmation',
      'sms:booking_confirmation',
      'whatsapp:booking_received',
    ]);
    expect((await mail.nextMailTo(who.email)).subject).not.toMatch(/^Booking confirmed/);
    expect(sms.sent.find((m) => m.to === who.e164)?.message).toMatch(
      /to be confirmed|will confirm/i,
    );

    const setStatus = (status: string) =>
      made.owner.client.request(`/api/bookings/${booking.id}/status`, {
        method: 'PATCH',
        body: { status },
      });
    expect((await setStatus('confirmed')).status).toBe(200);
    const rows = await settledFor(booking.id, 6);
    const told = rows.filter((row) => !receipt.some((earlier) => earlier.id === row.id));
    expect(told.map((row) => `${row.channel}:${row.template}:${row.status}`).sort()).toEqual([
      'email:booking_confirmed:sent',
      'sms:booking_confirmed:sent',
      'whatsapp:booking_confirmation:sent',
    ]);
    expect((await mail.nextMailTo(who.email)).subject).toMatch(/^Booking confirmed/);
    const texts = sms.sent.filter((m) => m.to === who.e164);
    expect(texts.at(-1)?.message).toMatch(/booking confirmed|booked/);

    // twice at once, a second confirmation, or back to pending and confirmed again: nothing more
    await Promise.all([
      sendConfirmedByBusiness(deps(), booking.id),
      sendConfirmedByBusiness(deps(), booking.id),
    ]);
    expect((await setStatus('confirmed')).status).toBe(200);
    expect((await setStatus('pending')).status).toBe(200);
    expect((await setStatus('confirmed')).status).toBe(200);
    // the time a seventh message would take to be recorded: it must not be
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await settledFor(booking.id, 6)).toHaveLength(6);

    // a booking still waiting for the business hears nothing
    const other = await book(made, client(), '12:00');
    await settledFor(other.id, 3);
    await sendConfirmedByBusiness(deps(), other.id);
    expect(await settledFor(other.id, 3)).toHaveLength(3);
  });

  it('does not confirm again on WhatsApp a booking its client already heard confirmed there', async () => {
    const made = await business({ sms_reminders: false, whatsapp_reminders: true });
    const who = client();
    // a walk-in with a phone and no e-mail: confirmed at once, told on WhatsApp only
    const response = await made.owner.client.request('/api/bookings', {
      method: 'POST',
      body: {
        serviceId: made.service.id,
        date: bookableDate(4),
        time: '14:00',
        client: { name: who.name, phone: who.phone },
        idempotencyKey: `walk-in-${Date.now()}`,
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { booking } = await readJson<BookingAnswer>(response);
    const first = await settledFor(booking.id, 1);
    expect(first.map((row) => `${row.channel}:${row.template}`)).toEqual([
      'whatsapp:booking_confirmation',
    ]);
    for (const status of ['pending', 'confirmed']) {
      const changed = await made.owner.client.request(`/api/bookings/${booking.id}/status`, {
        method: 'PATCH',
        body: { status },
      });
      expect(changed.status).toBe(200);
    }
    // the time a second message would take to be recorded: it must not be
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await settledFor(booking.id, 1)).toHaveLength(1);
  });
});
