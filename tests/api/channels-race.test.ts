import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { businesses, retiredBookingCodes } from '../../src/server/db/schema/businesses';
import { bookingDialogs, ussdSessions } from '../../src/server/db/schema/dialogs';
import { bookableBusiness } from '../support/bookable';
import { startFakeWhatsApp, WA_PHONE_NUMBER_ID, WA_TOKEN } from '../support/fake-whatsapp';
import { startTestServer, type TestServer } from '../support/test-server';
import { bookingCodeOf, ussdSession } from '../support/ussd-session';
import { whatsappClient, whatsappEnv } from '../support/whatsapp-client';

/**
 * Chat and USSD clients on one booking engine (docs/decisions/0074, 0075): the last places go to
 * as many clients as there are places, whatever the channel, and a dialog outlives a restart.
 */
describe('chat and USSD clients together', () => {
  let app: TestServer;
  let wa: Awaited<ReturnType<typeof startFakeWhatsApp>>;
  beforeAll(async () => {
    wa = await startFakeWhatsApp();
    app = await startTestServer(whatsappEnv(wa.url, WA_TOKEN, WA_PHONE_NUMBER_ID));
  });
  afterAll(async () => {
    await app?.close();
    await wa.close();
  });

  it('gives the last 3 places to exactly 3 of 50 clients racing on both channels, and offers the rest another time', async () => {
    const business = await bookableBusiness(app, { capacity: 3 });
    const code = await bookingCodeOf(app, business.businessId);
    const chats = Array.from({ length: 25 }, (_, i) =>
      whatsappClient(app, wa.chats, `+2547120${String(i).padStart(5, '0')}`),
    );
    const dials = Array.from({ length: 25 }, (_, i) =>
      ussdSession(app, `+2547130${String(i).padStart(5, '0')}`),
    );
    // every client reaches the confirmation of the same time: the second day offered, at 09:00
    // (the first may be today, whose 09:00 has begun by mid-morning)
    const walkChat = async (client: (typeof chats)[number], i: number) => {
      await client.send({ text: `Book ${code}` });
      await client.send({ text: '1' });
      await client.send({ text: '1' });
      await client.send({ text: '2' });
      await client.send({ text: '1' });
      const confirm = await client.send({ text: `Chat Client ${i + 1}` });
      expect(confirm.text).toMatch(/ 09:00\. KES 2,000\. Confirm\?$/);
    };
    const walkUssd = async (session: (typeof dials)[number], i: number) => {
      await session.key(null, code);
      await session.key('1');
      await session.key('1');
      await session.key('2');
      await session.key('1');
      expect(await session.key(`Phone Client ${i + 1}`)).toMatch(/ 09:00\. KES 2,000\. Confirm\?/);
    };
    for (let at = 0; at < 25; at += 5) {
      await Promise.all([
        ...chats.slice(at, at + 5).map((client, i) => walkChat(client, at + i)),
        ...dials.slice(at, at + 5).map((session, i) => walkUssd(session, at + i)),
      ]);
    }

    // all 50 confirm at once
    const answers = await Promise.all([
      ...chats.map(async (client) => (await client.send({ text: '1' })).text),
      ...dials.map((session) => session.key('1')),
    ]);
    const booked = answers.filter((text) => /^(END )?Booked: /.test(text));
    const refused = answers.filter((text) => !/^(END )?Booked: /.test(text));
    expect(booked).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const text of refused) {
      // the day's other times, and its waitlist (decision 0077)
      expect(text).toMatch(
        /That time was just taken\.\n[^\n]*choose another time, or join the waitlist/,
      );
      // offered the other times of that day, 09:00 no longer among them
      expect(text).not.toMatch(/\b09:00\b/);
    }
    const made = await app.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.businessId, business.businessId),
          inArray(bookings.status, ['confirmed', 'pending']),
        ),
      );
    expect(made).toHaveLength(3);
    expect(new Set(made.map((booking) => booking.bookingTime))).toEqual(new Set(['09:00:00']));
    expect(made.every((booking) => ['whatsapp', 'ussd'].includes(booking.source))).toBe(true);
  });

  it('reaches a business by the code it gave up, from an old poster', async () => {
    const business = await bookableBusiness(app);
    const code = await bookingCodeOf(app, business.businessId);
    // the owner changed the code; the old one is kept for the business
    await app.db
      .update(businesses)
      .set({ bookingCode: '7070707' })
      .where(eq(businesses.id, business.businessId));
    await app.db.insert(retiredBookingCodes).values({ code, businessId: business.businessId });
    const old = ussdSession(app, '+254714000002');
    expect(await old.key(null, code)).toMatch(/^CON Choose your language/);
    expect(await old.key('1')).toBe(
      'CON Kilele Fitness Studio: choose a service\n1. Personal Training Session\n0 Back',
    );
    const current = ussdSession(app, '+254714000002');
    expect(await current.key(null, '7070707')).toBe(
      'CON Kilele Fitness Studio: choose a service\n1. Personal Training Session\n0 Back',
    );
  });

  it('records how a USSD session ended, once, and lets go of its dialog', async () => {
    const business = await bookableBusiness(app);
    const session = ussdSession(app, '+254714000001');
    await session.key(null, await bookingCodeOf(app, business.businessId));
    const key = `ussd:${session.sessionId}`;
    expect(
      await app.db.select().from(bookingDialogs).where(eq(bookingDialogs.key, key)),
    ).toHaveLength(1);
    const notification = new URLSearchParams({
      date: '2026-11-29 15:30:12',
      sessionId: session.sessionId,
      serviceCode: '*384*123#',
      networkCode: '63902',
      phoneNumber: '+254714000001',
      status: 'Incomplete',
      cost: 'KES 0.0000',
      durationInMillis: '18934',
      hopsCount: '2',
      input: '1',
      lastAppResponse: 'CON Choose your language',
      errorMessage: 'Session timed out',
    }).toString();
    for (let i = 0; i < 2; i++) {
      const response = await app.request('/api/channels/ussd/events', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: notification,
      });
      expect(response.status).toBe(200);
    }
    const ended = await app.db
      .select()
      .from(ussdSessions)
      .where(eq(ussdSessions.sessionId, session.sessionId));
    expect(ended).toEqual([
      expect.objectContaining({
        phone: '+254714000001',
        status: 'Incomplete',
        durationMs: 18934,
        hops: 2,
        cost: 'KES 0.0000',
        error: 'Session timed out',
      }),
    ]);
    expect(await app.db.select().from(bookingDialogs).where(eq(bookingDialogs.key, key))).toEqual(
      [],
    );
    const bad = await app.request('/api/channels/ussd/events', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ sessionId: 'x', phoneNumber: '+254714000001', status: 'Gone' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { message: "The USSD notification's status must be Success, Incomplete or Failed." },
    });
  });
});

describe('a dialog across a restart', () => {
  it('goes on where it was, on both channels, after the server restarts', async () => {
    const wa = await startFakeWhatsApp();
    const env = whatsappEnv(wa.url, WA_TOKEN, WA_PHONE_NUMBER_ID);
    const first = await startTestServer(env);
    let second: TestServer | undefined;
    try {
      const business = await bookableBusiness(first, { capacity: 3 });
      const code = await bookingCodeOf(first, business.businessId);
      const chat = whatsappClient(first, wa.chats, '+254715000001');
      await chat.send({ text: `Book ${code}` });
      await chat.send({ text: '1' });
      expect((await chat.send({ text: '1' })).text).toMatch(/choose a day$/);
      const dial = ussdSession(first, '+254715000002');
      await dial.key(null, code);
      await dial.key('1');
      expect(await dial.key('1')).toMatch(/choose a day/);

      // the server stops, and another starts on the same database
      const isEmbedded = !('DATABASE_URL' in first.database.env);
      if (isEmbedded) {
        await first.server.close();
        second = await startTestServer({ ...env, DATA_DIR: first.dataDir });
      } else {
        second = await startTestServer(env, first);
        await first.server.close();
      }
      const after = whatsappClient(second, wa.chats, '+254715000001');
      expect((await after.send({ text: '1' })).text).toMatch(/choose a time$/);
      expect((await after.send({ text: '1' })).text).toMatch(/^Type your name/);
      // the network's next callback for the same session carries every answer so far
      const response = await second.request('/api/channels/ussd', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          sessionId: dial.sessionId,
          serviceCode: '*384*123#',
          phoneNumber: '+254715000002',
          networkCode: '63902',
          text: `${code}*1*1*1`,
        }).toString(),
      });
      expect(await response.text()).toMatch(/^CON .*: choose a time\n/);
    } finally {
      await second?.close();
      await first.database.drop();
      await wa.close();
    }
  });
});
