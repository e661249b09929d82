import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscoverQuerySchema } from '../../src/shared/discover';
import { addDays } from '../../src/shared/local-time';
import { localDateAt } from '../../src/shared/zoned-time';
import { businesses, businessHours, businessSettings } from '../../src/server/db/schema/businesses';
import { blockedTimeSlots, bookings } from '../../src/server/db/schema/bookings';
import { services } from '../../src/server/db/schema/services';
import { presentDiscover } from '../../src/server/discover/details';
import { searchDiscover } from '../../src/server/discover/search';
import { readJson, type ErrorAnswer } from '../support/answers';
import { bookableBusiness, bookingBody } from '../support/bookable';
import {
  at,
  discoverAnswer,
  east,
  requestDiscover,
  spreadCentre,
  type Point,
} from '../support/discover';
import { generateTicketCode } from '../../src/shared/ticket-code';
import { lapse } from '../support/plan-limits';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Open now and free on a day (docs/decisions/0081). The clock-bound cases ask the search itself
 * at a chosen moment, on the test's database; the rest go through the endpoint.
 */

let nextCentre = 0;
const newCentre = () => spreadCentre({ latitude: 2.5, longitude: 28 }, ++nextCentre);

type Hours = Partial<Record<number, [string, string] | null>>;

describe('Discover: open now and free on a day', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app.close();
  });

  /**
   * A business made through onboarding (09:00-17:00 every day, Nairobi time, one 60-minute
   * service), placed at `point`, with the hours and settings a test asks for.
   */
  async function listed(
    name: string,
    point: Point,
    options: {
      hours?: Hours;
      timezone?: string;
      capacity?: number;
      advanceDays?: number;
      durationMinutes?: number;
    } = {},
  ) {
    const made = await bookableBusiness(app, {
      capacity: options.capacity ?? 1,
      advanceDays: options.advanceDays ?? 30,
      durationMinutes: options.durationMinutes ?? 60,
    });
    await app.db
      .update(businesses)
      .set({
        name,
        latitude: point.latitude,
        longitude: point.longitude,
        categories: ['Beauty & Spa'],
      })
      .where(eq(businesses.id, made.businessId));
    await app.db
      .update(businessSettings)
      .set({ timezone: options.timezone ?? 'Africa/Nairobi', bookingSlotDurationMinutes: 60 })
      .where(eq(businessSettings.businessId, made.businessId));
    for (const [weekday, span] of Object.entries(options.hours ?? {})) {
      await app.db
        .update(businessHours)
        .set(span ? { opensAt: span[0], closesAt: span[1], isOpen: true } : { isOpen: false })
        .where(
          and(
            eq(businessHours.businessId, made.businessId),
            eq(businessHours.weekday, Number(weekday)),
          ),
        );
    }
    return made;
  }

  /** Every weekday closed but those given. */
  const only = (hours: Hours): Hours => ({
    ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, null])),
    ...hours,
  });

  /** The search at `now`, as the endpoint would answer it then: names and free times in order. */
  async function searchAt(now: Date, params: Record<string, string>) {
    const query = DiscoverQuerySchema.parse(params);
    const found = await searchDiscover(app.db, query, now);
    const list = await presentDiscover(app.db, found.ids, found.searched, found.freeFrom);
    return list.map((business) => ({ name: business.name, freeFrom: business.freeFrom }));
  }
  const namesAt = async (now: Date, params: Record<string, string>) =>
    (await searchAt(now, params)).map((found) => found.name);
  const around = (centre: Point) => ({
    lat: String(centre.latitude),
    lng: String(centre.longitude),
    radiusKm: '20',
  });

  it('open now follows each business’s weekly hours on its own clock, across midnight', async () => {
    const centre = newCentre();
    // Monday 7 December 2026 and the night into Tuesday, Nairobi time (UTC+3)
    await listed('Late Owl Barbers', east(centre, 1), {
      hours: only({ 1: ['18:00', '23:59'], 2: ['00:00', '02:00'] }),
    });
    await listed('Daytime Salon', east(centre, 2), { hours: only({ 1: ['08:00', '17:00'] }) });
    const open = { ...around(centre), open: '1' };
    expect(await namesAt(new Date('2026-12-07T07:00:00Z'), open)).toEqual(['Daytime Salon']);
    expect(await namesAt(new Date('2026-12-07T14:59:00Z'), open)).toEqual([]);
    expect(await namesAt(new Date('2026-12-07T15:00:00Z'), open)).toEqual(['Late Owl Barbers']);
    // 23:58 Monday, then 00:30 Tuesday: Tuesday's own hours, by the business's date
    expect(await namesAt(new Date('2026-12-07T20:58:00Z'), open)).toEqual(['Late Owl Barbers']);
    expect(await namesAt(new Date('2026-12-07T21:30:00Z'), open)).toEqual(['Late Owl Barbers']);
    // closing time is closed
    expect(await namesAt(new Date('2026-12-07T23:00:00Z'), open)).toEqual([]);
    // without the filter both are listed at any hour
    expect(await namesAt(new Date('2026-12-07T23:00:00Z'), around(centre))).toEqual([
      'Late Owl Barbers',
      'Daytime Salon',
    ]);
  });

  it('open now reads another time zone’s clock and its summer time', async () => {
    const centre = newCentre();
    await listed('Mayfair Cuts', east(centre, 1), {
      timezone: 'Europe/London',
      hours: only({ 1: ['09:00', '17:00'] }),
    });
    // Sunday evening in New York is Monday morning in Nairobi
    await listed('Brooklyn Braids', east(centre, 2), {
      timezone: 'America/New_York',
      hours: only({ 0: ['20:00', '23:00'] }),
    });
    const open = { ...around(centre), open: '1' };
    // Monday 7 December: London is on GMT, 08:30 there is closed and 09:30 open
    expect(await namesAt(new Date('2026-12-07T08:30:00Z'), open)).toEqual([]);
    expect(await namesAt(new Date('2026-12-07T09:30:00Z'), open)).toEqual(['Mayfair Cuts']);
    // Monday 29 March 2027, the day after the clocks went forward: 08:30 UTC is 09:30 in London
    expect(await namesAt(new Date('2027-03-29T08:30:00Z'), open)).toEqual(['Mayfair Cuts']);
    // 02:00 UTC Monday is 21:00 Sunday in New York
    expect(await namesAt(new Date('2026-12-07T02:00:00Z'), open)).toEqual(['Brooklyn Braids']);
  });

  describe('free on a day', () => {
    // a day two days on, booked through the public page on today's real clock
    const day = addDays(localDateAt(new Date(), 'Africa/Nairobi'), 2);
    /** `time` on the test's day, Nairobi time, as an instant. */
    const onDay = (time: string) => new Date(`${day}T${time}:00+03:00`);

    async function book(businessId: string, serviceId: string, time: string) {
      const booked = await app.request(`/api/public/businesses/${businessId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(serviceId, { date: day, time })),
      });
      expect(booked.status, await booked.clone().text()).toBe(201);
      return (await readJson<{ booking: { id: string } }>(booked)).booking.id;
    }

    it('drops a business once the last time is taken, and lists it again once that is cancelled', async () => {
      const centre = newCentre();
      const last = await listed('Last Slot Studio', east(centre, 1));
      const other = await listed('Open Diary Spa', east(centre, 2));
      // 15:30 on the day: of 09:00-17:00 in hours, only 16:00 has not started
      const now = onDay('15:30');
      const free = { ...around(centre), free: 'today' };
      expect(await searchAt(now, free)).toEqual([
        { name: 'Last Slot Studio', freeFrom: '16:00' },
        { name: 'Open Diary Spa', freeFrom: '16:00' },
      ]);
      const id = await book(last.businessId, last.service.id, '16:00');
      expect(await searchAt(now, free)).toEqual([{ name: 'Open Diary Spa', freeFrom: '16:00' }]);
      // without the filter it is still listed, with no free time claimed
      expect(await searchAt(now, around(centre))).toEqual([
        { name: 'Last Slot Studio', freeFrom: null },
        { name: 'Open Diary Spa', freeFrom: null },
      ]);
      const cancelled = await last.owner.client.request(`/api/bookings/${id}/status`, {
        method: 'PATCH',
        body: { status: 'cancelled' },
      });
      expect(cancelled.status).toBe(200);
      expect(await namesAt(now, free)).toEqual(['Last Slot Studio', 'Open Diary Spa']);
      // after 17:00 nothing is left that day; the next day is still free
      expect(await namesAt(onDay('17:00'), free)).toEqual([]);
      expect(await namesAt(onDay('17:00'), { ...free, free: addDays(day, 1) })).toEqual([
        'Last Slot Studio',
        'Open Diary Spa',
      ]);
      void other;
    });

    it('counts a hold until it lapses, a blocked time, the shortest service, the subscription and how far ahead', async () => {
      const centre = newCentre();
      const held = await listed('Held Place Salon', east(centre, 1));
      const blocked = await listed('Blocked Hour Salon', east(centre, 2));
      const short = await listed('Quick Trim Bar', east(centre, 3), {
        hours: { [new Date(`${day}T12:00:00Z`).getUTCDay()]: ['16:00', '16:30'] },
        durationMinutes: 120,
      });
      const lapsed = await listed('Lapsed Plan Salon', east(centre, 4));
      const near = await listed('Next Day Only Salon', east(centre, 5), { advanceDays: 1 });
      const now = onDay('15:30');
      // a place held for payment until 15:40
      await app.db.insert(bookings).values({
        businessId: held.businessId,
        serviceId: held.service.id,
        bookingDate: day,
        bookingTime: '16:00',
        startsAt: onDay('16:00'),
        endsAt: onDay('17:00'),
        status: 'pending',
        paymentStatus: 'pending',
        holdExpiresAt: onDay('15:40'),
        totalAmountMinor: 200000,
        currency: 'KES',
        ticketCode: generateTicketCode(),
        customerName: 'Mary Atieno',
        customerPhone: '+254711000101',
      });
      await app.db
        .insert(blockedTimeSlots)
        .values({ businessId: blocked.businessId, blockedDate: day, blockedTime: '16:00' });
      // the 120-minute service does not fit 16:00-16:30; a 30-minute one does
      await app.db.insert(services).values({
        businessId: short.businessId,
        name: 'Beard trim',
        description: 'A quick trim.',
        priceMinor: 50000,
        durationMinutes: 30,
      });
      await app.db
        .update(businessSettings)
        .set({ bookingSlotDurationMinutes: 30 })
        .where(eq(businessSettings.businessId, short.businessId));
      await lapse(app, lapsed.businessId);
      const free = { ...around(centre), free: day };
      expect(await searchAt(now, free)).toEqual([
        { name: 'Quick Trim Bar', freeFrom: '16:00' },
        { name: 'Next Day Only Salon', freeFrom: '16:00' },
      ]);
      // the hold lapsed at 15:40: the place is free again
      expect(await namesAt(onDay('15:45'), free)).toEqual([
        'Held Place Salon',
        'Quick Trim Bar',
        'Next Day Only Salon',
      ]);
      // two days on is beyond the one day ahead 'Next Day Only' takes bookings for
      expect(await namesAt(onDay('15:45'), { ...around(centre), free: addDays(day, 2) })).toEqual([
        'Held Place Salon',
        'Blocked Hour Salon',
        'Quick Trim Bar',
      ]);
      void near;
    });

    it('gives the earliest free time as the booking page offers it, and sorts by it', async () => {
      const centre = newCentre();
      const morning = await listed('Morning Glory Salon', east(centre, 1));
      const noon = await listed('Noon Nails', east(centre, 2));
      const early = await listed('Early Bird Spa', east(centre, 3));
      for (const time of ['09:00', '10:00'])
        await book(morning.businessId, morning.service.id, time);
      for (const time of ['09:00', '10:00', '11:00', '12:00']) {
        await book(noon.businessId, noon.service.id, time);
      }
      const answer = await discoverAnswer(app, { ...at(centre), radiusKm: 20, free: day });
      const freeFrom = Object.fromEntries(answer.businesses.map((b) => [b.name, b.freeFrom]));
      expect(freeFrom).toEqual({
        'Morning Glory Salon': '11:00',
        'Noon Nails': '13:00',
        'Early Bird Spa': '09:00',
      });
      // the same engine, asked by the booking page
      for (const made of [morning, noon, early]) {
        const slots = await app.request(
          `/api/public/businesses/${made.businessId}/availability?serviceId=${made.service.id}&date=${day}`,
        );
        const body = await readJson<{ days: { slots: { time: string; status: string }[] }[] }>(
          slots,
        );
        const first = body.days[0]?.slots.find((slot) => slot.status === 'available')?.time;
        const name = {
          [morning.businessId]: 'Morning Glory Salon',
          [noon.businessId]: 'Noon Nails',
        };
        expect(first).toBe(freeFrom[name[made.businessId] ?? 'Early Bird Spa']);
      }
      const soonest = await discoverAnswer(app, {
        ...at(centre),
        radiusKm: 20,
        free: day,
        sort: 'soonest',
      });
      expect(soonest.businesses.map((b) => b.name)).toEqual([
        'Early Bird Spa',
        'Morning Glory Salon',
        'Noon Nails',
      ]);
      // the map asks the same search within its box
      const box = [
        centre.latitude - 0.1,
        centre.longitude - 0.1,
        centre.latitude + 0.1,
        centre.longitude + 0.2,
      ];
      const markers = await discoverAnswer(app, { ...at(centre), free: day, bbox: box.join(',') });
      expect(markers.businesses.map((b) => b.name).sort()).toEqual([
        'Early Bird Spa',
        'Morning Glory Salon',
        'Noon Nails',
      ]);
    });
  });

  it('answers open and free searches with a short cache, and the others as before', async () => {
    const centre = newCentre();
    await listed('Always Open Gym', east(centre, 1), {
      hours: Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, ['00:00', '23:59']])),
    });
    await listed('Never Open Gym', east(centre, 2), { hours: only({}) });
    const open = await requestDiscover(app, { ...at(centre), radiusKm: 20, open: 1 });
    expect(open.headers.get('cache-control')).toBe('public, max-age=5');
    const names = (await readJson<{ businesses: { name: string }[] }>(open)).businesses.map(
      (b) => b.name,
    );
    // the minute before midnight is the one minute 'Always Open' is closed
    const lastMinute =
      localDateAt(new Date(Date.now() + 60_000), 'Africa/Nairobi') !==
      localDateAt(new Date(), 'Africa/Nairobi');
    expect(names).toEqual(lastMinute ? [] : ['Always Open Gym']);
    const plain = await requestDiscover(app, { ...at(centre), radiusKm: 20 });
    expect(plain.headers.get('cache-control')).toBe('public, max-age=30');
  });

  it('refuses a bad open flag, free day or sort with a message, in either language', async () => {
    const centre = newCentre();
    const refused = async (params: Record<string, string>, language = 'en') => {
      const response = await requestDiscover(
        app,
        { ...at(centre), ...params },
        { headers: { 'accept-language': language } },
      );
      expect(response.status).toBe(400);
      return (await readJson<ErrorAnswer>(response)).error.message;
    };
    expect(await refused({ open: 'maybe' })).toBe('Open now must be 1 (on) or 0 (off)');
    expect(await refused({ free: 'tomorrow' })).toBe(
      'The free day must be today or a date written as YYYY-MM-DD',
    );
    expect(await refused({ free: '2026-02-30' })).toBe(
      'The free day must be today or a date written as YYYY-MM-DD',
    );
    expect(await refused({ sort: 'cheapest' })).toBe('Sort must be nearest, rating or soonest');
    expect(await refused({ free: '2020-01-01' })).toMatch(
      /^Choose a free day from today to \w{3}, \d{1,2} \w{3}$/,
    );
    expect(await refused({ free: '2020-01-01' }, 'sw')).toMatch(
      /^Chagua siku ya nafasi kuanzia leo hadi /,
    );
    expect(await refused({ open: 'ndiyo' }, 'sw')).toBe('Wazi sasa iwe 1 (ndiyo) au 0 (hapana)');
    // soonest without a day asks for today; 0 and blank switch open now off
    const accepted: Record<string, string>[] = [
      { sort: 'soonest' },
      { open: '0' },
      { open: '' },
      { free: '' },
    ];
    for (const params of accepted) {
      const response = await requestDiscover(app, { ...at(centre), ...params });
      expect(response.status).toBe(200);
    }
  });
});
