import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { bookingDialogs, dialogContacts } from '../../src/server/db/schema/dialogs';
import {
  clientBusinessTransactions,
  testProviderPayments,
} from '../../src/server/db/schema/payments';
import {
  promptLeftUssdBookings,
  USSD_PROMPT_DELAY_MS,
  ussdPromptsSent,
} from '../../src/server/dialog/ussd-prompt';
import { createTestProvider } from '../../src/server/payments/test-provider';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { readJson } from '../support/answers';
import { IDLE_MINUTES, loadDialog, takeExpiredDialogs } from '../../src/server/dialog/store';
import { startTestServer, type TestServer } from '../support/test-server';
import { bookingCodeOf, ussdSession } from '../support/ussd-session';

/**
 * A booking made on the USSD menu, as Africa's Talking calls in: each callback carries the
 * session's every answer so far, joined by '*' (docs/decisions/0074).
 */
describe('booking by USSD', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const session = (phoneNumber: string) => ussdSession(app, phoneNumber);
  const codeOf = (businessId: string) => bookingCodeOf(app, businessId);

  it('books a service by code, day, time and name, with the channel and the language kept', async () => {
    const business = await bookableBusiness(app, { staffCount: 2 });
    const code = await codeOf(business.businessId);
    const phone = session('+254711000201');
    expect(await phone.key(null)).toBe(
      'CON Choose your language / Chagua lugha\n1. English\n2. Kiswahili',
    );
    expect(await phone.key('1')).toMatch(/^CON Enter the business's booking code/);
    expect(await phone.key(code)).toBe(
      'CON Kilele Fitness Studio: choose a service\n1. Personal Training Session\n0 Back',
    );
    expect(await phone.key('1')).toBe(
      'CON Who should serve you?\n1. Anyone available\n2. Trainer 1\n3. Trainer 2\n0 Back',
    );
    const days = await phone.key('2');
    expect(days).toMatch(/^CON Personal Training Session: choose a day\n1\. (Today|Tomorrow)\n/);
    expect(days).toMatch(/\n98 More\n0 Back$|\n0 Back$/);
    const times = await phone.key('2');
    expect(times).toMatch(/^CON [^\n]+: choose a time\n1\. 09:00\n2\. 09:30\n/);
    expect(await phone.key('3')).toBe('CON Type your name:\n0 Back');
    const confirm = await phone.key('Mary Atieno');
    expect(confirm).toMatch(
      /^CON Personal Training Session at Kilele Fitness Studio, \w+, \d+ \w+ 10:00, with Trainer 1\. KES 2,000\. Confirm\?\n1\. Confirm\n0 Back$/,
    );
    const done = await phone.key('1');
    expect(done).toMatch(
      /^END Booked: Personal Training Session at Kilele Fitness Studio, .* 10:00\. Ticket [A-Z0-9]{8}\. See or change it: http/,
    );
    const [booking] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.businessId, business.businessId));
    expect(booking).toMatchObject({
      source: 'ussd',
      customerName: 'Mary Atieno',
      customerPhone: '+254711000201',
      customerEmail: null,
      staffId: business.staffIds[0],
      bookingTime: '10:00:00',
      status: 'confirmed',
      locale: 'en',
    });
    expect(done).toContain(`Ticket ${booking?.ticketCode}.`);
    // the session is over: nothing kept of it, and the number's language is remembered
    expect(
      await app.db
        .select()
        .from(bookingDialogs)
        .where(eq(bookingDialogs.key, `ussd:${phone.sessionId}`)),
    ).toEqual([]);
    const [contact] = await app.db
      .select()
      .from(dialogContacts)
      .where(eq(dialogContacts.phone, '+254711000201'));
    expect(contact?.locale).toBe('en');
  });

  const attemptsOf = (bookingId: string) =>
    app.db
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.bookingId, bookingId));

  /** A paid service booked by USSD to the END screen: the booking and what the screen said. */
  async function bookPaid(phoneNumber: string) {
    const business = await bookableBusiness(app, { requirePayment: true });
    const phone = session(phoneNumber);
    // the code keyed into the dial string; language, service, day, time, name, confirm
    const code = await codeOf(business.businessId);
    for (const answer of [null, '1', '1', '2', '1', 'Zawadi Njeri']) await phone.key(answer, code);
    const end = await phone.key('1', code);
    const [booking] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.businessId, business.businessId));
    return { booking: booking!, end };
  }

  it('takes the code from the dial string, speaks Kiswahili, and sends the M-Pesa prompt once the session has ended', async () => {
    const business = await bookableBusiness(app, { requirePayment: true });
    const code = await codeOf(business.businessId);
    const phone = session('+254722000303');
    expect(await phone.key(null, code)).toMatch(/^CON Choose your language/);
    expect(await phone.key('2')).toMatch(
      /^CON Kilele Fitness Studio: chagua huduma\n1\. Personal Training Session\n0 Rudi$/,
    );
    expect(await phone.key('1')).toMatch(/^CON Personal Training Session: chagua siku\n/);
    expect(await phone.key('2')).toMatch(/: chagua saa\n/);
    expect(await phone.key('1')).toBe('CON Andika jina lako:\n0 Rudi');
    expect(await phone.key('Zawadi Njeri')).toMatch(/Thibitisha\?\n1\. Thibitisha\n0 Rudi$/);
    const end = await phone.key('1');
    expect(end).toMatch(
      /^END Ombi la M-Pesa la KES 2,000 litafika kwa \+254722000303 baada ya sekunde chache\. Weka PIN yako; SMS itathibitisha miadi\. Tiketi [A-Z0-9]{8}\.$/,
    );
    const [booking] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.businessId, business.businessId));
    expect(booking).toMatchObject({ source: 'ussd', status: 'pending', locale: 'sw' });
    // no prompt while the session is open on the phone: it would not show
    expect(await attemptsOf(booking!.id)).toEqual([]);
    await expect
      .poll(async () => (await attemptsOf(booking!.id)).map((a) => [a.channel, a.clientPhone]), {
        timeout: USSD_PROMPT_DELAY_MS + 5_000,
      })
      .toEqual([['mpesa', '254722000303']]);
  });

  it('sends a prompt still waiting when the server stops, and one a stopped process never sent, once each', async () => {
    // shutdown sends the prompts still waiting for their session to close
    const first = await bookPaid('+254722000313');
    expect(first.end).toMatch(/^END An M-Pesa prompt for KES 2,000 comes to \+254722000313 /);
    expect(await attemptsOf(first.booking.id)).toEqual([]);
    await ussdPromptsSent();
    expect(await attemptsOf(first.booking.id)).toHaveLength(1);

    // the minute job prompts a USSD booking left without one, and only that
    const second = await bookPaid('+254722000323');
    const web = await bookableBusiness(app, { requirePayment: true });
    const held = await app.request(`/api/public/businesses/${web.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody(web.service.id, {
          customer: { name: 'Web Client', email: 'web@example.com', phone: '+254722000333' },
        }),
      ),
    });
    expect(held.status, await held.clone().text()).toBe(201);
    const deps = {
      db: app.db,
      logger: app.server.logger,
      publicUrl: app.url,
      provider: createTestProvider({ db: app.db, publicUrl: app.url, secret: 'x'.repeat(32) }),
    };
    // not before half a minute: the process that made it may still send it
    expect(await promptLeftUssdBookings(deps)).toBe(0);
    const later = new Date(Date.now() + 60_000);
    expect(await promptLeftUssdBookings(deps, later)).toBe(1);
    expect(await attemptsOf(second.booking.id)).toHaveLength(1);
    // the session's own timer then finds it sent, and prompts nobody twice
    await ussdPromptsSent();
    expect(await attemptsOf(second.booking.id)).toHaveLength(1);
    const prompts = await app.db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.phone, '+254722000323'));
    expect(prompts).toHaveLength(1);
    expect(await promptLeftUssdBookings(deps, later)).toBe(0);
  });

  it('goes back on 0, starts again on 00, stops on 000, and says so of an unknown code', async () => {
    const business = await bookableBusiness(app);
    const code = await codeOf(business.businessId);
    const phone = session('+254733000404');
    await phone.key(null);
    await phone.key('1');
    expect(await phone.key('00000')).toMatch(
      /^CON No business has the code 00000\. Check it and enter it again:\n/,
    );
    expect(await phone.key(code)).toMatch(/choose a service/);
    const days = await phone.key('1');
    expect(days).toMatch(/choose a day/);
    // the network sends the same callback again: the same screen, and the day is not chosen twice
    expect(await phone.key(null)).toBe(days);
    expect(await phone.key('0')).toMatch(/choose a service/);
    expect(await phone.key('00')).toMatch(/^CON Enter the business's booking code/);
    expect(await phone.key('000')).toBe(
      'END Stopped. Nothing was booked. Send a message any time to book again.',
    );
  });

  it('refuses a callback without a session or a phone number, in words, and changes nothing', async () => {
    const before = await app.db.select().from(bookingDialogs);
    for (const body of [
      'phoneNumber=%2B254711000201&text=',
      'sessionId=abc&phoneNumber=not-a-phone&text=',
      `sessionId=${'x'.repeat(101)}&phoneNumber=%2B254711000201`,
      `sessionId=abc&phoneNumber=%2B254711000201&text=${'1*'.repeat(600)}`,
    ]) {
      const response = await app.request('/api/channels/ussd', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(response.status).toBe(400);
      const answer = await readJson<{ error: { message: string } }>(response);
      expect(answer.error.message).toMatch(/USSD callback/);
    }
    const json = await app.request('/api/channels/ussd', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"sessionId":"a"}',
    });
    expect(json.status).toBe(400);
    expect(await app.db.select().from(bookingDialogs)).toEqual(before);
  });

  it('forgets a session left idle past five minutes, and ends it for good once swept', async () => {
    const business = await bookableBusiness(app);
    const code = await codeOf(business.businessId);
    const phone = session('+254744000505');
    await phone.key(null, code);
    await phone.key('1');
    const key = `ussd:${phone.sessionId}`;
    const [kept] = await app.db.select().from(bookingDialogs).where(eq(bookingDialogs.key, key));
    expect(kept?.state.step).toBe('service');
    const later = new Date(Date.now() + (IDLE_MINUTES.ussd + 1) * 60_000);
    expect(await loadDialog(app.db, key, later)).toBeNull();
    const swept = await takeExpiredDialogs(app.db, later);
    expect(swept.map((dialog) => dialog.key)).toContain(key);
    expect(await app.db.select().from(bookingDialogs).where(eq(bookingDialogs.key, key))).toEqual(
      [],
    );
  });
});
