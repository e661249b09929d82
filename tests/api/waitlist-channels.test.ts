import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatShortDay } from '../../src/shared/format/dates';
import { bookings } from '../../src/server/db/schema/bookings';
import { businessHours } from '../../src/server/db/schema/businesses';
import { waitlistEntries } from '../../src/server/db/schema/waitlist';
import { offerPlaces } from '../../src/server/waitlist/offers';
import { recordJoinedMessage } from '../../src/server/waitlist/joined-message';
import { messageSends } from '../../src/server/db/schema/messaging';
import { readJson } from '../support/answers';
import { bookableBusiness, bookableDate } from '../support/bookable';
import { AT_API_KEY, AT_USERNAME, startFakeAfricasTalking } from '../support/fake-africastalking';
import { startFakeWhatsApp, WA_PHONE_NUMBER_ID, WA_TOKEN } from '../support/fake-whatsapp';
import { secondProcessDeps } from '../support/waitlist';
import { startTestServer, type TestServer } from '../support/test-server';
import { bookingCodeOf, ussdSession } from '../support/ussd-session';
import { whatsappClient, whatsappEnv } from '../support/whatsapp-client';

const DATE = bookableDate(3);

/**
 * Joining a day's waitlist from the USSD menu and the WhatsApp chat (docs/decisions/0077), played
 * as Africa's Talking and the Cloud API call in; the offer of a freed place goes out through the
 * providers' fakes.
 */
describe('the waitlist by USSD and WhatsApp', () => {
  let app: TestServer;
  let sms: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
  let wa: Awaited<ReturnType<typeof startFakeWhatsApp>>;
  beforeAll(async () => {
    sms = await startFakeAfricasTalking();
    wa = await startFakeWhatsApp();
    app = await startTestServer({
      AFRICASTALKING_USERNAME: AT_USERNAME,
      AFRICASTALKING_API_KEY: AT_API_KEY,
      AFRICASTALKING_API_URL: sms.url,
      ...whatsappEnv(wa.url, WA_TOKEN, WA_PHONE_NUMBER_ID),
    });
  });
  afterAll(async () => {
    await app.close();
    await sms.close();
    await wa.close();
  });
  beforeEach(() => wa.reset());

  const deps = () => secondProcessDeps(app);

  /** A business of one place a time whose days run 09:00 to `closesAt`, with DATE's times taken. */
  async function fullDay(closesAt: string, times: string[]) {
    const business = await bookableBusiness(app, { capacity: 1 });
    await app.db
      .update(businessHours)
      .set({ closesAt })
      .where(eq(businessHours.businessId, business.businessId));
    const taken: Record<string, string> = {};
    for (const time of times)
      taken[time] = await bookByWeb(business, time, `07110${time.slice(0, 2)}900`);
    return { ...business, code: await bookingCodeOf(app, business.businessId), taken };
  }

  async function bookByWeb(
    business: { businessId: string; service: { id: string } },
    time: string,
    phone: string,
  ): Promise<string> {
    const made = await app.request(`/api/public/businesses/${business.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceId: business.service.id,
        date: DATE,
        time,
        staffId: null,
        customer: { name: 'Web Client', email: 'web@example.com', phone },
        idempotencyKey: `web-${business.businessId}-${time.replace(':', '')}`,
      }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    return (await readJson<{ booking: { id: string } }>(made)).booking.id;
  }

  const entriesOf = (businessId: string) =>
    app.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.businessId, businessId))
      .orderBy(waitlistEntries.createdAt);

  const cancel = async (
    owner: Awaited<ReturnType<typeof bookableBusiness>>['owner'],
    bookingId: string,
  ) => {
    const cancelled = await owner.client.request(`/api/bookings/${bookingId}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
  };

  const smsTo = (phone: string) => sms.sent.filter((one) => one.to.replace(/^\+/, '') === phone);

  it('joins a full day by USSD in Kiswahili with a window, gets its link by SMS, and the freed place offered by SMS', async () => {
    // 60-minute places from 09:00 to 13:00, every one taken
    const business = await fullDay('13:00', ['09:00', '10:00', '11:00', '12:00']);
    const phone = ussdSession(app, '+254711000801');
    await phone.key(null, business.code);
    expect(await phone.key('2', business.code)).toMatch(/: chagua huduma\n/);
    const days = await phone.key('1', business.code);
    const fullLine = /\n(\d+)\. ([^\n]+) \(imejaa\)\n/.exec(days);
    expect(fullLine, days).not.toBeNull();
    const wait = await phone.key(fullLine![1]!, business.code);
    expect(wait).toMatch(
      /^CON Nafasi zote za Personal Training Session zimejaa \S+, \d+ \S+\.\n1\. Jiunge na foleni\n2\. Chagua siku nyingine\n0 Rudi$/,
    );
    expect(await phone.key('1', business.code)).toBe(
      'CON Unaweza kuja saa ngapi? Tutakupa nafasi ya kwanza itakayokuwa wazi:\n' +
        '1. Wakati wowote\n2. Asubuhi (kabla ya 12:00)\n3. Mchana (12:00-17:00)\n0 Rudi',
    );
    expect(await phone.key('3', business.code)).toBe('CON Andika jina lako:\n0 Rudi');
    const end = await phone.key('Zawadi Njeri', business.code);
    expect(end).toMatch(
      /^END Uko kwenye orodha ya kusubiri ya \S+, \d+ \S+, wa 1 kwenye foleni\. Nafasi ikiwa wazi tutakutumia SMS na kukushikilia dakika 15\. SMS yetu ina kiungo cha kuondoka\.$/,
    );
    const [entry] = await entriesOf(business.businessId);
    expect(entry).toMatchObject({
      source: 'ussd',
      locale: 'sw',
      date: DATE,
      fromTime: '12:00:00',
      toTime: '12:00:00',
      customerName: 'Zawadi Njeri',
      customerPhone: '+254711000801',
      customerEmail: null,
      status: 'waiting',
    });
    const link = `${app.url}/w/${entry!.token}`;
    // the SMS with the link to follow or leave the wait, in Kiswahili
    await expect
      .poll(() => smsTo('254711000801').map((one) => one.message))
      .toEqual([
        expect.stringMatching(new RegExp(`: uko kwenye foleni ya .*\\. Kiungo: ${link}$`)),
      ]);
    // the same join worked out again tells them once
    await recordJoinedMessage(deps(), entry!);
    expect(
      (await app.db.select().from(messageSends)).filter(
        (row) => row.template === 'waitlist_joined' && row.to === '+254711000801',
      ),
    ).toHaveLength(1);

    // the same day again: the waitlist's refusal, in words, over the days
    const again = ussdSession(app, '+254711000801');
    await again.key(null, business.code);
    await again.key('1', business.code);
    await again.key(fullLine![1]!, business.code);
    await again.key('1', business.code);
    await again.key('1', business.code);
    expect(await again.key('Zawadi Njeri', business.code)).toMatch(
      /^CON Tayari uko kwenye orodha ya kusubiri ya huduma hii siku hiyo\.\n.*: chagua siku\n1\. /,
    );
    expect(await entriesOf(business.businessId)).toHaveLength(1);

    // a morning place frees: not in the afternoon they wait for
    await cancel(business.owner, business.taken['09:00']!);
    expect(await offerPlaces(deps(), { businessId: business.businessId, date: DATE })).toBe(0);
    expect((await entriesOf(business.businessId))[0]?.status).toBe('waiting');
    // the afternoon's frees: held for them, and the offer goes by SMS with their link
    await cancel(business.owner, business.taken['12:00']!);
    await expect
      .poll(async () => (await entriesOf(business.businessId))[0]?.status)
      .toBe('offered');
    await expect
      .poll(() => smsTo('254711000801').map((one) => one.message))
      .toContainEqual(expect.stringMatching(new RegExp(`12:00 .*Ichukue: ${link}$`)));
    // one segment each
    for (const one of smsTo('254711000801')) expect(one.message.length).toBeLessThanOrEqual(160);
    const [held] = await app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.businessId, business.businessId), eq(bookings.bookingTime, '12:00')))
      .then((rows) => rows.filter((row) => row.status === 'pending'));
    expect(held).toMatchObject({ customerName: 'Zawadi Njeri', source: 'ussd', locale: 'sw' });
  });

  it('joins a full day in a WhatsApp chat, and the freed place is offered there', async () => {
    // one place a day, at 09:00, taken on DATE
    const business = await fullDay('10:00', ['09:00']);
    const client = whatsappClient(app, wa.chats, '+254722000802');
    const language = await client.send({ text: `Book ${business.code}` });
    const services = await client.tap(language, /^English$/);
    const days = await client.tap(services, /Personal Training/);
    const wait = await client.tap(days, /\(full\)$/);
    expect(wait).toMatchObject({
      kind: 'button',
      text: `Personal Training Session is fully booked on ${formatShortDay(DATE)}.`,
      options: [
        { id: 'wait', title: 'Join the waitlist' },
        { id: 'otherday', title: 'Choose another day' },
      ],
    });
    // the day has one part: no window to ask
    const name = await client.tap(wait, /^Join the waitlist$/);
    expect(name.text).toMatch(/^Type your name:/);
    const end = await client.send({ text: 'Mary Atieno' });
    const [entry] = await entriesOf(business.businessId);
    expect(entry).toMatchObject({
      source: 'whatsapp',
      locale: 'en',
      fromTime: null,
      toTime: null,
      customerName: 'Mary Atieno',
      customerPhone: '+254722000802',
      status: 'waiting',
    });
    const link = `${app.url}/w/${entry!.token}`;
    expect(end).toMatchObject({ kind: 'text' });
    expect(end.text).toBe(
      `You are on the waitlist for Personal Training Session at Kilele Fitness Studio, ${formatShortDay(DATE)}: number 1 in line. When a place frees we send you a WhatsApp message and hold it for you 15 minutes. See your place or leave the waitlist: ${link}`,
    );
    // no SMS for a chat: the link is in it
    expect(smsTo('254722000802')).toEqual([]);

    await cancel(business.owner, business.taken['09:00']!);
    await expect
      .poll(() => wa.sent.filter((one) => one.to === client.digits).map((one) => one.name))
      .toContain('waitlist_offer');
    const offer = wa.sent.find((one) => one.to === client.digits && one.name === 'waitlist_offer');
    expect(offer?.language).toBe('en');
    expect(offer?.parameters).toContain(link);
    expect(offer?.parameters).toContain('Mary Atieno');
  });

  it('offers the waitlist in a chat when the time is taken before the confirmation', async () => {
    const business = await bookableBusiness(app, { capacity: 1 });
    await app.db
      .update(businessHours)
      .set({ closesAt: '10:00' })
      .where(eq(businessHours.businessId, business.businessId));
    const code = await bookingCodeOf(app, business.businessId);
    const client = whatsappClient(app, wa.chats, '+254733000803');
    const language = await client.send({ text: `Book ${code}` });
    const services = await client.tap(language, /^English$/);
    const days = await client.tap(services, /Personal Training/);
    const times = await client.tap(days, new RegExp(formatShortDay(DATE)));
    await client.tap(times, /09:00/);
    const confirm = await client.send({ text: 'Otieno Ouma' });
    expect(confirm.text).toMatch(/ 09:00\. KES 2,000\. Confirm\?$/);
    // another client takes 09:00 first, on the web page
    await bookByWeb(business, '09:00', '0711000804');
    const taken = await client.tap(confirm, /^Confirm$/);
    expect(taken).toMatchObject({
      kind: 'button',
      text: `That time was just taken.\nPersonal Training Session is fully booked on ${formatShortDay(DATE)}.`,
    });
    const end = await client.tap(taken, /^Join the waitlist$/);
    expect(end.text).toMatch(
      /^You are on the waitlist for Personal Training Session at Kilele Fitness Studio, .*: number 1 in line\./,
    );
    expect(await entriesOf(business.businessId)).toMatchObject([
      { customerName: 'Otieno Ouma', source: 'whatsapp', date: DATE, status: 'waiting' },
    ]);
    expect(
      (
        await app.db.select().from(bookings).where(eq(bookings.businessId, business.businessId))
      ).map((row) => row.customerName),
    ).toEqual(['Web Client']);
  });
});
