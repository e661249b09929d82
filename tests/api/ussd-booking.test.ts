import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { businesses } from '../../src/server/db/schema/businesses';
import { bookingDialogs, dialogContacts } from '../../src/server/db/schema/dialogs';
import { clientBusinessTransactions } from '../../src/server/db/schema/payments';
import { bookableBusiness } from '../support/bookable';
import { readJson } from '../support/answers';
import { IDLE_MINUTES, loadDialog, takeExpiredDialogs } from '../../src/server/dialog/store';
import { startTestServer, type TestServer } from '../support/test-server';

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

  let sessions = 0;
  /** One USSD session: each call keys in one more answer, and gets the screen back. */
  function session(phoneNumber: string) {
    const sessionId = `ATUid_${Date.now()}_${(sessions += 1)}`;
    const keyed: string[] = [];
    return {
      sessionId,
      async key(answer: string | null, dialled = '') {
        if (answer !== null) keyed.push(answer);
        const text = [dialled, ...keyed].filter(Boolean).join('*');
        const response = await app.request('/api/channels/ussd', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            sessionId,
            serviceCode: '*384*123#',
            phoneNumber,
            networkCode: '63902',
            text,
          }).toString(),
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        const screen = await response.text();
        expect(screen.length).toBeLessThanOrEqual(182);
        return screen;
      },
    };
  }

  const codeOf = async (businessId: string) => {
    const [row] = await app.db
      .select({ code: businesses.bookingCode })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    return row?.code ?? '';
  };

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

  it('takes the code from the dial string, speaks Kiswahili, and ends with the M-Pesa prompt sent', async () => {
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
    const sent = await phone.key('1');
    expect(sent).toMatch(
      /^END Tumetuma ombi la M-Pesa la KES 2,000 kwa \+254722000303\. Weka PIN yako; SMS itathibitisha miadi\. Tiketi [A-Z0-9]{8}\.$/,
    );
    const [booking] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.businessId, business.businessId));
    expect(booking).toMatchObject({ source: 'ussd', status: 'pending', locale: 'sw' });
    const attempts = await app.db
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.bookingId, booking?.id ?? ''));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ channel: 'mpesa' });
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
