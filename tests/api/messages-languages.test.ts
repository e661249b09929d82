import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import { bookings } from '../../src/server/db/schema/bookings';
import { clients } from '../../src/server/db/schema/people';
import { businesses, businessSettings } from '../../src/server/db/schema/businesses';
import { messageSends } from '../../src/server/db/schema/messaging';
import { createLogger } from '../../src/server/logger';
import { REMINDER_KIND, runDueReminders } from '../../src/server/reminders/run';
import { NOTIFICATION_DEFAULTS } from '../../src/shared/settings';
import { readJson, type BookingAnswer } from '../support/answers';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { AT_API_KEY, AT_USERNAME, startFakeAfricasTalking } from '../support/fake-africastalking';
import { startFakeWhatsApp, WA_PHONE_NUMBER_ID, WA_TOKEN } from '../support/fake-whatsapp';
import { createInvoice, invoicingOwner, nairobiDate } from '../support/invoices';
import { decryptPush, startPushService, subscriberKeys } from '../support/push-service';
import { startServerWithMail, type ServerWithMail } from '../support/server-with-mail';

type Business = Awaited<ReturnType<typeof bookableBusiness>>;

const HOUR = 3_600_000;
const OWNER_PHONE = '+254720555001';
const OWNER_WHATSAPP = '+254720555002';

/**
 * Each message about a booking is in its recipient's language (docs/decisions/0071): the client's
 * in the one they booked in, the owner's in the one their account keeps, whoever's request or job
 * caused it. Mail goes to a real SMTP server, SMS and WhatsApp to the providers' local fakes.
 */
describe('booking messages in each recipient’s language', () => {
  let env: ServerWithMail;
  let sms: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
  let whatsapp: Awaited<ReturnType<typeof startFakeWhatsApp>>;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let seq = 0;
  beforeAll(async () => {
    sms = await startFakeAfricasTalking();
    whatsapp = await startFakeWhatsApp();
    push = await startPushService();
    env = await startServerWithMail({
      PUSH_SERVICE_ORIGINS: push.origin,
      AFRICASTALKING_USERNAME: AT_USERNAME,
      AFRICASTALKING_API_KEY: AT_API_KEY,
      AFRICASTALKING_API_URL: sms.url,
      WHATSAPP_TOKEN: WA_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: WA_PHONE_NUMBER_ID,
      WHATSAPP_API_URL: whatsapp.url,
    });
  });
  afterAll(async () => {
    await env?.close();
    await sms.close();
    await whatsapp.close();
    await push.close();
  });

  /** A business whose client hears on every channel, and whose owner on every channel too. */
  async function business(ownerLocale: 'en' | 'sw' = 'en') {
    const made = await bookableBusiness(env.app, { capacity: 10, advanceDays: 60 });
    await env.app.db
      .update(businessSettings)
      .set({
        notificationPreferences: {
          ...NOTIFICATION_DEFAULTS,
          email_bookings: true,
          email_cancellations: true,
          email_reminders: true,
          sms_bookings: true,
          sms_reminders: true,
          whatsapp_bookings: true,
          whatsapp_reminders: true,
          whatsapp_number: OWNER_WHATSAPP,
        },
      })
      .where(eq(businessSettings.businessId, made.businessId));
    await env.app.db
      .update(businesses)
      .set({ phone: OWNER_PHONE })
      .where(eq(businesses.id, made.businessId));
    await env.app.db
      .update(users)
      .set({ locale: ownerLocale })
      .where(eq(users.id, made.owner.userId));
    return made;
  }

  function client() {
    seq += 1;
    const digits = `07140${String(seq).padStart(5, '0')}`;
    return {
      name: `Amina ${seq} Wanjiku`,
      email: `lugha-${seq}-${Date.now()}@example.com`,
      phone: digits,
      whatsapp: `2547140${String(seq).padStart(5, '0')}`,
      e164: `+2547140${String(seq).padStart(5, '0')}`,
    };
  }

  async function book(
    made: Business,
    who: ReturnType<typeof client>,
    {
      daysAhead = 5,
      time = '10:00',
      language,
    }: { daysAhead?: number; time?: string; language?: string },
  ) {
    const response = await env.app.request(`/api/public/businesses/${made.businessId}/bookings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify(
        bookingBody(made.service.id, {
          date: bookableDate(daysAhead),
          time,
          customer: { name: who.name, email: who.email, phone: who.phone },
        }),
      ),
    });
    expect(response.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(response);
    const [row] = await env.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    return row!;
  }

  /** Waits until `count` messages of the booking (of `kinds`, when given) are sent, and returns them. */
  async function sentFor(bookingId: string, count: number, kinds?: string[]) {
    return vi.waitFor(
      async () => {
        const rows = (
          await env.app.db.select().from(messageSends).where(eq(messageSends.bookingId, bookingId))
        ).filter((row) => !kinds || kinds.includes(row.template));
        const open = rows.filter((row) => row.status === 'queued' || row.status === 'sending');
        if (rows.length >= count && !open.length) return rows;
        throw new Error(`${rows.length} of ${count} messages, ${open.length} unsettled`);
      },
      { timeout: 20_000, interval: 100 },
    );
  }

  const smsTo = (to: string, bookingTicket: string) =>
    sms.sent.filter((m) => m.to === to && m.message.includes(bookingTicket));
  const whatsAppTo = (digits: string, template: string) =>
    whatsapp.sent.filter((m) => m.to === digits && m.name === template);
  const ownerWhatsApp = (template: string, ticket: string) =>
    whatsapp.sent.filter(
      (m) =>
        m.to === OWNER_WHATSAPP.slice(1) && m.name === template && m.parameters.includes(ticket),
    );

  it('confirms a booking made in Kiswahili in Kiswahili on e-mail, SMS and WhatsApp, and tells an English owner in English', async () => {
    const made = await business('en');
    const who = client();
    const booking = await book(made, who, { language: 'sw-KE,sw;q=0.9,en;q=0.5' });
    expect(booking.locale).toBe('sw');
    // the client's three and the owner's three
    const rows = await sentFor(booking.id, 6);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);

    // the client: all three in Kiswahili
    const [confirmation] = await env.mail.expectOnlyMailsTo(who.email, 1);
    expect(confirmation!.subject).toMatch(
      new RegExp(
        `^Miadi imethibitishwa: Personal Training Session, \\w+, \\d+ \\w+, 10:00 \\(${booking.ticketCode}\\)$`,
      ),
    );
    expect(confirmation!.text).toContain(`Habari ${who.name},`);
    expect(confirmation!.text).toContain('Miadi yako kwa Kilele Fitness Studio imethibitishwa.');
    expect(confirmation!.text).toContain(`Tiketi: ${booking.ticketCode}`);
    expect(confirmation!.text).toContain('Ona, badilisha au ghairi miadi yako: ');
    expect(confirmation!.text).not.toMatch(/Hello|Ticket|Booking|Show your ticket/);
    expect(confirmation!.html).toContain('Nambari ya tiketi yako');
    const calendar = confirmation!.attachments.find((file) => file.filename?.endsWith('.ics'));
    expect(Buffer.from(calendar!.contentBase64, 'base64').toString('utf8')).toContain(
      `DESCRIPTION:Tiketi ${booking.ticketCode}.`,
    );

    const [text] = smsTo(who.e164, booking.ticketCode);
    expect(text!.message).toMatch(
      new RegExp(
        `^Kilele Fitness Studio: miadi Personal Training Session, \\w+, \\d+ \\w+ 10:00\\. Tiketi ${booking.ticketCode}\\. `,
      ),
    );
    expect(text!.message.length).toBeLessThanOrEqual(160);

    const [template] = whatsAppTo(who.whatsapp, 'booking_confirmation');
    expect(template!.language).toBe('sw');
    expect(template!.parameters.slice(0, 3)).toEqual([
      who.name,
      'Kilele Fitness Studio',
      'Personal Training Session',
    ]);
    // the day as Kiswahili writes it: the full weekday
    expect(template!.parameters[3]).toMatch(
      /^(Jumapili|Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi), \d{1,2} \w{3} 10:00$/,
    );
    const row = rows.find((r) => r.channel === 'whatsapp' && r.to === who.e164);
    expect(row!.language).toBe('sw');

    // the owner: all three in English, WhatsApp in the configured template language
    const notice = await mailAbout(made.owner.email, booking.ticketCode);
    expect(notice.subject).toMatch(
      new RegExp(
        `^New booking: ${who.name}, Personal Training Session, \\w{3}, \\d+ \\w{3} at 10:00 \\(${booking.ticketCode}\\)$`,
      ),
    );
    expect(notice.text).toContain('New booking at Kilele Fitness Studio');
    expect(notice.text).toContain('The booking is confirmed.');
    const [ownerText] = smsTo(OWNER_PHONE, booking.ticketCode);
    expect(ownerText!.message).toMatch(/^Kilele Fitness Studio: new booking, /);
    const [ownerTemplate] = ownerWhatsApp('owner_new_booking', booking.ticketCode);
    expect(ownerTemplate!.language).toBe('en');
    expect(ownerTemplate!.parameters).toContain('confirmed');
  });

  it('tells an owner whose account is in Kiswahili in Kiswahili, and an English client in English', async () => {
    const made = await business('sw');
    const who = client();
    const booking = await book(made, who, { time: '11:00' });
    expect(booking.locale).toBe('en');
    await sentFor(booking.id, 6);

    const notice = await mailAbout(made.owner.email, booking.ticketCode);
    expect(notice.subject).toMatch(
      new RegExp(
        `^Miadi mpya: ${who.name}, Personal Training Session, \\w+, \\d+ \\w+, 11:00 \\(${booking.ticketCode}\\)$`,
      ),
    );
    expect(notice.text).toContain('Miadi mpya kwa Kilele Fitness Studio');
    expect(notice.text).toContain('Miadi imethibitishwa.');
    expect(notice.text).toContain('Fungua orodha ya miadi: ');
    expect(notice.text).not.toMatch(/New booking|Ticket|Open your bookings/);
    const [ownerText] = smsTo(OWNER_PHONE, booking.ticketCode);
    expect(ownerText!.message).toMatch(/^Kilele Fitness Studio: miadi mpya, /);
    expect(ownerText!.message.length).toBeLessThanOrEqual(160);
    const [ownerTemplate] = ownerWhatsApp('owner_new_booking', booking.ticketCode);
    expect(ownerTemplate!.language).toBe('sw');
    expect(ownerTemplate!.parameters).toContain('imethibitishwa');

    // the client, who booked in English, hears in English
    const [confirmation] = await env.mail.expectOnlyMailsTo(who.email, 1);
    expect(confirmation!.subject).toMatch(/^Booking confirmed: Personal Training Session on /);
    expect(smsTo(who.e164, booking.ticketCode)[0]!.message).toMatch(
      /^Kilele Fitness Studio: (booking confirmed,|booked) Personal Training Session, /,
    );
    expect(whatsAppTo(who.whatsapp, 'booking_confirmation')[0]!.language).toBe('en');
  });

  it('reminds a client who booked in Kiswahili in Kiswahili, on every channel', async () => {
    const made = await business('en');
    const who = client();
    const booking = await book(made, who, { daysAhead: 6, time: '12:00', language: 'sw' });
    await sentFor(booking.id, 6);
    const due = new Date(booking.startsAt.getTime() - 24 * HOUR);
    const deps = {
      db: env.app.db,
      logger: createLogger('silent'),
      publicUrl: env.app.url,
      retryDelaySeconds: 1,
    };
    expect(await runDueReminders(deps, { now: due })).toMatchObject({ messages: 3 });
    const rows = await sentFor(booking.id, 3, [REMINDER_KIND, 'booking_reminder']);
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);

    const reminder = (await env.mail.expectOnlyMailsTo(who.email, 2)).find((m) =>
      m.subject.startsWith('Kumbusho'),
    );
    expect(reminder!.subject).toMatch(
      /^Kumbusho: Personal Training Session kwa Kilele Fitness Studio, \w+, \d+ \w+, 12:00$/,
    );
    expect(reminder!.text).toContain('Tunakukumbusha miadi yako kwa Kilele Fitness Studio');
    const text = sms.sent.find((m) => m.to === who.e164 && m.message.startsWith('Kumbusho'));
    expect(text!.message).toMatch(
      /^Kumbusho: Personal Training Session kwa Kilele Fitness Studio, \w+, \d+ \w+ 12:00\. /,
    );
    expect(text!.message.length).toBeLessThanOrEqual(160);
    const [template] = whatsAppTo(who.whatsapp, 'booking_reminder');
    expect(template!.language).toBe('sw');
  });

  it('tells the client of a change in their language, the owner in theirs, whoever made it', async () => {
    const made = await business('en');
    const who = client();
    const booking = await book(made, who, { time: '13:00', language: 'sw' });
    await sentFor(booking.id, 6);

    // the owner cancels from an English session: the client hears in Kiswahili
    const cancel = await made.owner.client.request(`/api/bookings/${booking.id}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    await sentFor(booking.id, 3, ['booking_change', 'booking_cancelled']);
    const mails = await env.mail.expectOnlyMailsTo(who.email, 2);
    const cancelled = mails.find((m) => m.subject.startsWith('Miadi imeghairiwa'));
    expect(cancelled!.subject).toMatch(
      new RegExp(
        `^Miadi imeghairiwa: Personal Training Session, \\w+, \\d+ \\w+ \\(${booking.ticketCode}\\)$`,
      ),
    );
    expect(cancelled!.text).toContain(
      'Kilele Fitness Studio imeghairi miadi yako ya Personal Training Session, ',
    );
    const text = sms.sent.find((m) => m.to === who.e164 && m.message.includes('imeghairi'));
    expect(text!.message).toMatch(/^Kilele Fitness Studio imeghairi miadi yako: /);
    expect(whatsAppTo(who.whatsapp, 'booking_cancelled')[0]!.language).toBe('sw');

    // a client who booked in Kiswahili cancels through their link from a Kiswahili phone: the
    // owner, whose account is in English, hears in English
    const other = client();
    const second = await book(made, other, { time: '14:00', language: 'sw' });
    const confirmationRows = await sentFor(second.id, 6);
    const confirmationText = confirmationRows.find(
      (row) => row.channel === 'sms' && row.to === other.e164,
    );
    const token = /\/b\/([A-Za-z0-9_-]{38})/.exec(confirmationText!.body!)![1]!;
    const byClient = await env.app.request(`/api/my-booking/${token}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'sw' },
      body: '{}',
    });
    expect(byClient.status).toBe(200);
    await sentFor(second.id, 3, ['owner_booking_change', 'owner_booking_cancelled']);
    const ownerMail = await mailAbout(
      made.owner.email,
      second.ticketCode,
      'Booking cancelled by the client: ',
    );
    expect(ownerMail.text).toContain('A client cancelled their booking');
    const ownerText = sms.sent.find(
      (m) => m.to === OWNER_PHONE && m.message.includes(`${other.name} cancelled`),
    );
    expect(ownerText).toBeDefined();
    expect(ownerWhatsApp('owner_booking_cancelled', second.ticketCode)[0]!.language).toBe('en');
    // and the client's own notice in Kiswahili
    expect(
      sms.sent.find(
        (m) =>
          m.to === other.e164 &&
          m.message.startsWith('Umeghairi miadi kwa Kilele Fitness Studio: '),
      ),
    ).toBeDefined();
  });

  it('notifies an owner whose account is in Kiswahili on their device in Kiswahili, whoever booked', async () => {
    const made = await business('sw');
    const device = subscriberKeys();
    const path = '/push/owner-in-kiswahili';
    const subscribed = await made.owner.client.post('/api/push/subscriptions', {
      endpoint: `${push.origin}${path}`,
      keys: device.keys,
    });
    expect(subscribed.status).toBe(201);
    const who = client();
    // the client books in English
    await book(made, who, { time: '15:00', language: 'en' });
    const [delivery] = await push.waitFor(path, 1);
    const payload = JSON.parse(decryptPush(delivery?.body ?? Buffer.alloc(0), device)) as Record<
      string,
      string
    >;
    expect(payload.title).toBe('Miadi mpya');
    expect(payload.body).toMatch(
      new RegExp(`^${who.name} - Personal Training Session, \\w+, \\d+ \\w+ \\d{4}, 15:00$`),
    );
    expect(payload.url).toBe('/app/bookings');
  });

  it('writes the calendar event of the client’s link in the language the link is opened in', async () => {
    const made = await business('en');
    const who = client();
    const booking = await book(made, who, { time: '16:00', language: 'sw' });
    const rows = await sentFor(booking.id, 6);
    const sent = rows.find((row) => row.channel === 'sms' && row.to === who.e164);
    const token = /\/b\/([A-Za-z0-9_-]{38})/.exec(sent!.body!)![1]!;
    const calendar = async (language: string) => {
      const response = await env.app.request(`/api/my-booking/${token}/calendar.ics`, {
        headers: { 'accept-language': language },
      });
      expect(response.status).toBe(200);
      return (await response.text()).replace(/\r\n /g, '');
    };
    const kiswahili = await calendar('sw');
    expect(kiswahili).toContain('SUMMARY:Personal Training Session kwa Kilele Fitness Studio');
    expect(kiswahili).toContain(`DESCRIPTION:Tiketi ${booking.ticketCode}\\nSimu +254 720 555 001`);
    const english = await calendar('en');
    expect(english).toContain('SUMMARY:Personal Training Session at Kilele Fitness Studio');
    expect(english).toContain(`DESCRIPTION:Ticket ${booking.ticketCode}\\nPhone +254 720 555 001`);
  });

  it('mails an invoice in the language its client last booked in, whatever the owner’s', async () => {
    const email = `ankara-${Date.now()}@example.com`;
    const owner = await invoicingOwner(env.app, { name: 'Wanjiru Kamau', email });
    await env.app.db.update(clients).set({ locale: 'sw' }).where(eq(clients.id, owner.customer.id));
    const draft = await createInvoice(owner, {
      clientId: owner.customer.id,
      subtotalMinor: 150_000,
      taxMinor: 0,
      dueDate: nairobiDate(14),
    });
    expect((await owner.client.post(`/api/invoices/${draft.id}/send`)).status).toBe(200);
    const received = await env.mail.nextMailTo(email);
    expect(received.subject).toBe(`Ankara ${draft.number} kutoka Amani Beauty Spa: KES 1,500`);
    expect(received.text).toContain('Habari Wanjiru Kamau,');
    expect(received.text).toMatch(
      new RegExp(
        `Amani Beauty Spa imekutumia ankara ${draft.number} ya KES 1,500, ilipwe kufikia \\d+ \\w+ \\d{4}\\.`,
      ),
    );
    expect(received.text).toContain('Jumla: KES 1,500');
    expect(received.html).toContain('Ankara imeambatishwa kama PDF.');
  });

  const mail = (address: string) => env.mail.mailsTo(address);

  /**
   * The one mail to `address` about the booking whose ticket is `ticket` (an owner also has the
   * mail that confirmed their sign-up).
   */
  async function mailAbout(address: string, ticket: string, subjectStart = '') {
    const about = () =>
      mail(address).filter((m) => m.subject.includes(ticket) && m.subject.startsWith(subjectStart));
    await vi.waitFor(
      () => {
        if (!about().length) throw new Error(`no mail about ${ticket} to ${address}`);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(about()).toHaveLength(1);
    return about()[0]!;
  }
});
