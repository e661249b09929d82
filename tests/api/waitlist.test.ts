import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { businessHours } from '../../src/server/db/schema/businesses';
import { messageSends } from '../../src/server/db/schema/messaging';
import { waitlistEntries } from '../../src/server/db/schema/waitlist';
import { offerByHand, offerPlaces, sweepWaitlist } from '../../src/server/waitlist/offers';
import { readJson } from '../support/answers';
import { bookableBusiness, bookableDate, GENERAL_SETTINGS } from '../support/bookable';
import { onPlan } from '../support/plan-limits';
import { secondProcessDeps } from '../support/waitlist';
import { startTestServer, type TestServer } from '../support/test-server';

interface EntryView {
  status: string;
  position: number | null;
  date: string;
  offer: {
    bookingId: string;
    date: string;
    time: string;
    expiresAt: string;
    requiresPayment: boolean;
    ticketCode?: string;
  } | null;
  link: string;
}
interface Refusal {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const DATE = bookableDate(3);

describe('the waitlist (docs/decisions/0077)', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const deps = () => secondProcessDeps(app);

  /** A business with one place at 09:00 on DATE, taken; every other time of the day blocked off. */
  async function oneTakenPlace(options: { requirePayment?: boolean } = {}) {
    const business = await bookableBusiness(app, { capacity: 1, ...options });
    // the day holds one time only: 09:00 (hours 09:00-10:00 on that weekday)
    await app.db
      .update(businessHours)
      .set({ closesAt: '10:00' })
      .where(eq(businessHours.businessId, business.businessId));
    const taken = await app.request(`/api/public/businesses/${business.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceId: business.service.id,
        date: DATE,
        time: '09:00',
        staffId: null,
        customer: { name: 'First Client', email: 'first@example.com', phone: '0711000100' },
        idempotencyKey: `first-${business.businessId}`,
      }),
    });
    expect(taken.status).toBe(201);
    const { booking } = await readJson<{ booking: { id: string } }>(taken);
    return { ...business, takenId: booking.id };
  }

  const join = (businessId: string, serviceId: string, i: number, extra: object = {}) =>
    app.request(`/api/public/businesses/${businessId}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceId,
        date: DATE,
        customer: {
          name: `Waiting Client ${i}`,
          email: `wait${i}@example.com`,
          phone: `07220${String(i).padStart(5, '0')}`,
        },
        ...extra,
      }),
    });
  const entriesOf = (businessId: string) =>
    app.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.businessId, businessId))
      .orderBy(waitlistEntries.createdAt);
  const liveBookingsAt9 = async (businessId: string) =>
    (
      await app.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.businessId, businessId), eq(bookings.bookingDate, DATE)))
    ).filter(
      (row) => row.status !== 'cancelled' && (!row.holdExpiresAt || row.holdExpiresAt > new Date()),
    );
  const cancel = (owner: Awaited<ReturnType<typeof bookableBusiness>>['owner'], id: string) =>
    owner.client.request(`/api/bookings/${id}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });

  it('holds a freed place for the first of 30 waiting, passes a lapsed offer on, and refuses it late', async () => {
    const business = await oneTakenPlace();
    const tokens: string[] = [];
    for (let i = 0; i < 30; i++) {
      const joined = await join(business.businessId, business.service.id, i);
      expect(joined.status).toBe(201);
      const body = await readJson<{ entry: EntryView; token: string }>(joined);
      expect(body.entry).toMatchObject({ status: 'waiting', position: i + 1 });
      tokens.push(body.token);
    }
    const cancelled = await cancel(business.owner, business.takenId);
    expect(cancelled.status).toBe(200);
    // exactly one offer holds the place: the first client's
    await expect
      .poll(async () => (await entriesOf(business.businessId)).map((e) => e.status).join(','))
      .toBe(['offered', ...Array<string>(29).fill('waiting')].join(','));
    const live = await liveBookingsAt9(business.businessId);
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ customerName: 'Waiting Client 0', status: 'pending' });
    const first = await readJson<{ entry: EntryView }>(
      await app.request(`/api/public/waitlist/${tokens[0]}`),
    );
    expect(first.entry.offer).toMatchObject({ date: DATE, time: '09:00', requiresPayment: false });
    // the client was told, with their link
    const told = await app.db
      .select()
      .from(messageSends)
      .where(
        and(eq(messageSends.bookingId, live[0]!.id), eq(messageSends.template, 'waitlist_offer')),
      );
    expect(told.map((m) => m.channel)).toContain('email');
    const mail = told.find((m) => m.channel === 'email')?.payload as { text: string } | undefined;
    expect(mail?.text).toContain(first.entry.link);

    // the offer's time runs out: the place passes to the second client
    const past = new Date(Date.now() - 1000);
    await app.db.update(bookings).set({ holdExpiresAt: past }).where(eq(bookings.id, live[0]!.id));
    await app.db
      .update(waitlistEntries)
      .set({ offerExpiresAt: past })
      .where(eq(waitlistEntries.token, tokens[0]!));
    expect(await sweepWaitlist(deps())).toBe(1);
    const statuses = (await entriesOf(business.businessId)).map((e) => e.status);
    expect(statuses.slice(0, 3)).toEqual(['expired', 'offered', 'waiting']);
    expect(await liveBookingsAt9(business.businessId)).toHaveLength(1);

    // the first client comes back too late: told so, nothing changes
    const before = await entriesOf(business.businessId);
    const late = await app.request(`/api/public/waitlist/${tokens[0]}/take`, { method: 'POST' });
    expect(late.status).toBe(410);
    expect((await readJson<Refusal>(late)).error.message).toMatch(
      /^The place was held for you until \d{2}:\d{2} and has gone to the next person waiting\./,
    );
    expect(await entriesOf(business.businessId)).toEqual(before);

    // the second takes it: theirs, confirmed, and the day is full again
    const took = await app.request(`/api/public/waitlist/${tokens[1]}/take`, { method: 'POST' });
    expect(took.status).toBe(200);
    const taken = await readJson<{ entry: EntryView }>(took);
    expect(taken.entry.status).toBe('booked');
    expect(taken.entry.offer?.ticketCode).toMatch(/^[A-Z0-9]{8}$/);
    const after = await liveBookingsAt9(business.businessId);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      customerName: 'Waiting Client 1',
      status: 'confirmed',
      holdExpiresAt: null,
    });
    // taking it twice answers the same
    const again = await app.request(`/api/public/waitlist/${tokens[1]}/take`, { method: 'POST' });
    expect((await readJson<{ entry: EntryView }>(again)).entry.status).toBe('booked');
    // the dashboard counts the place as filled from the waitlist (a day of this year's)
    const dashboard = await readJson<{ fromWaitlist: number; today: string }>(
      await business.owner.client.get('/api/dashboard?period=year'),
    );
    expect(dashboard.fromWaitlist).toBe(DATE.slice(0, 4) === dashboard.today.slice(0, 4) ? 1 : 0);
  });

  it('never offers one place twice when several offer it at once', async () => {
    const business = await oneTakenPlace();
    for (let i = 100; i < 106; i++) {
      expect((await join(business.businessId, business.service.id, i)).status).toBe(201);
    }
    // freed without the owner's hook: as a hold that lapsed, found by whoever looks first
    await app.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, business.takenId));
    const waiting = await entriesOf(business.businessId);
    const outcomes = await Promise.all([
      ...waiting.map((entry) => offerByHand(deps(), entry)),
      offerPlaces(deps(), { businessId: business.businessId, date: DATE }),
      sweepWaitlist(deps()),
    ]);
    // whichever of them won, one offer was made in all
    const made = outcomes.reduce<number>(
      (sum, outcome) =>
        sum + (outcome === 'offered' ? 1 : typeof outcome === 'number' ? outcome : 0),
      0,
    );
    expect(made).toBe(1);
    const entries = await entriesOf(business.businessId);
    expect(entries.filter((entry) => entry.status === 'offered')).toHaveLength(1);
    expect(entries.filter((entry) => entry.status === 'waiting')).toHaveLength(5);
    expect(await liveBookingsAt9(business.businessId)).toHaveLength(1);
  });

  it("holds an offer for the owner's time, set in Settings within 5 to 120 minutes", async () => {
    const business = await oneTakenPlace();
    const owner = business.owner.client;
    const save = (waitlistOfferMinutes: unknown) =>
      owner.request('/api/business/settings/general', {
        method: 'PUT',
        body: { ...GENERAL_SETTINGS, maxBookingsPerSlot: 1, waitlistOfferMinutes },
      });
    for (const bad of [4, 121, 'ten', 7.5]) {
      const refused = await save(bad);
      expect(refused.status).toBe(400);
      expect((await readJson<Refusal>(refused)).error.fields?.waitlistOfferMinutes).toBe(
        'A place offered to the waitlist is held for 5 to 120 minutes',
      );
    }
    const saved = await save(30);
    expect(saved.status).toBe(200);
    expect(
      (await readJson<{ settings: { waitlistOfferMinutes: number } }>(saved)).settings
        .waitlistOfferMinutes,
    ).toBe(30);
    await join(business.businessId, business.service.id, 400);
    const before = Date.now();
    expect((await cancel(business.owner, business.takenId)).status).toBe(200);
    await expect
      .poll(async () => (await entriesOf(business.businessId))[0]?.status)
      .toBe('offered');
    const [entry] = await entriesOf(business.businessId);
    const held = (entry!.offerExpiresAt!.getTime() - before) / 60_000;
    expect(held).toBeGreaterThan(29.9);
    expect(held).toBeLessThan(30.5);
  });

  it('has a place that takes payment on booking paid for, then booked', async () => {
    const business = await oneTakenPlace({ requirePayment: true });
    const joined = await join(business.businessId, business.service.id, 500);
    const { token } = await readJson<{ token: string }>(joined);
    // the taken booking is still held for its own payment: the owner cancels it
    expect((await cancel(business.owner, business.takenId)).status).toBe(200);
    await expect
      .poll(async () => (await entriesOf(business.businessId))[0]?.status)
      .toBe('offered');
    const took = await app.request(`/api/public/waitlist/${token}/take`, { method: 'POST' });
    const offered = (await readJson<{ entry: EntryView }>(took)).entry;
    expect(offered).toMatchObject({ status: 'offered', offer: { requiresPayment: true } });
    const paying = await app.request(`/api/public/bookings/${offered.offer!.bookingId}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'card' }),
    });
    expect(paying.status).toBe(200);
    const { payment } = await readJson<{ payment: { checkoutUrl: string } }>(paying);
    const approved = await app.request(new URL(payment.checkoutUrl).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const after = await readJson<{ entry: EntryView }>(
      await app.request(`/api/public/waitlist/${token}`),
    );
    expect(after.entry.status).toBe('booked');
    const [booking] = await liveBookingsAt9(business.businessId);
    expect(booking).toMatchObject({
      customerName: 'Waiting Client 500',
      status: 'confirmed',
      paymentStatus: 'completed',
    });
  });

  it('makes no offer past the plan’s bookings for the month', async () => {
    const business = await oneTakenPlace();
    expect((await join(business.businessId, business.service.id, 200)).status).toBe(201);
    // the month counts the taken booking: a limit of one leaves no room once another is made
    await onPlan(app, business.businessId, 'economy', { bookingsLimit: 1 });
    await app.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, business.takenId));
    // another booking fills the month's one
    await app.db.insert(bookings).values({
      ...(await app.db.select().from(bookings).where(eq(bookings.id, business.takenId)))[0]!,
      id: undefined,
      status: 'confirmed',
      bookingTime: '09:00',
      ticketCode: 'PLAN2345',
      idempotencyKey: 'plan-full',
      startsAt: new Date(Date.now() + 40 * 86_400_000),
      endsAt: new Date(Date.now() + 40 * 86_400_000 + 3_600_000),
      bookingDate: bookableDate(2),
    });
    expect(await offerPlaces(deps(), { businessId: business.businessId, date: DATE })).toBe(0);
    expect((await entriesOf(business.businessId)).map((e) => e.status)).toEqual(['waiting']);
  });

  it('lets a client wait for at most 3 places, once each, and refuses bad input in words', async () => {
    const business = await bookableBusiness(app);
    const other = await bookableBusiness(app);
    const phone = { name: 'Busy Client', email: 'busy@example.com', phone: '0733000999' };
    for (const days of [1, 2, 3]) {
      const joined = await app.request(`/api/public/businesses/${business.businessId}/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          serviceId: business.service.id,
          date: bookableDate(days),
          from: '10:00',
          to: '12:00',
          customer: phone,
        }),
      });
      expect(joined.status).toBe(201);
    }
    const fourth = await app.request(`/api/public/businesses/${business.businessId}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceId: business.service.id,
        date: bookableDate(4),
        customer: phone,
      }),
    });
    expect(fourth.status).toBe(409);
    expect((await readJson<Refusal>(fourth)).error.message).toBe(
      'You are already waiting for 3 places at this business. Leave one of those waits to join another.',
    );
    const twice = await app.request(`/api/public/businesses/${business.businessId}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceId: business.service.id,
        date: bookableDate(1),
        customer: { ...phone, phone: '0733000998' },
      }),
    });
    expect(twice.status).toBe(201);
    const again = await app.request(`/api/public/businesses/${business.businessId}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceId: business.service.id,
        date: bookableDate(1),
        customer: { ...phone, phone: '+254733000998' },
      }),
    });
    expect(again.status).toBe(409);
    expect((await readJson<Refusal>(again)).error.code).toBe('already_waiting');

    const before = await app.db.select().from(waitlistEntries);
    const bad = [
      { serviceId: other.service.id, date: bookableDate(1), customer: phone },
      { serviceId: business.service.id, date: '2020-01-01', customer: phone },
      { serviceId: business.service.id, date: bookableDate(400), customer: phone },
      {
        serviceId: business.service.id,
        date: bookableDate(1),
        from: '12:00',
        to: '10:00',
        customer: phone,
      },
      { serviceId: business.service.id, date: bookableDate(1), from: '12:00', customer: phone },
      { serviceId: 'x', date: bookableDate(1), customer: phone },
      {
        serviceId: business.service.id,
        date: bookableDate(1),
        customer: { ...phone, name: '\u0000' },
      },
    ];
    for (const body of bad) {
      const response = await app.request(`/api/public/businesses/${business.businessId}/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect([400, 404], JSON.stringify(body)).toContain(response.status);
      expect((await readJson<Refusal>(response)).error.message.length).toBeGreaterThan(10);
    }
    expect(await app.db.select().from(waitlistEntries)).toEqual(before);
    for (const token of ['nope', 'A'.repeat(32)]) {
      expect((await app.request(`/api/public/waitlist/${token}`)).status).toBe(404);
      expect(
        (await app.request(`/api/public/waitlist/${token}/take`, { method: 'POST' })).status,
      ).toBe(404);
    }
  });

  it('joins once when the same join is sent again or at once, after its answer was lost', async () => {
    const business = await oneTakenPlace();
    const body = {
      serviceId: business.service.id,
      date: DATE,
      customer: { name: 'Retry Client', email: 'retry@example.com', phone: '0744000321' },
      idempotencyKey: 'join-form-0001',
    };
    const send = (changes: object = {}) =>
      app.request(`/api/public/businesses/${business.businessId}/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, ...changes }),
      });
    const answers = await Promise.all([send(), send(), send()]);
    const again = await send();
    const tokens = new Set<string>();
    for (const answer of [...answers, again]) {
      expect(answer.status).toBe(201);
      tokens.add((await readJson<{ token: string }>(answer)).token);
    }
    expect(tokens.size).toBe(1);
    expect(await entriesOf(business.businessId)).toHaveLength(1);
    // the key is that form's: another phone sending it is refused and shown nothing
    const stranger = await send({ customer: { ...body.customer, phone: '0744000999' } });
    expect(stranger.status).toBe(409);
    expect(JSON.stringify(await readJson<Refusal>(stranger))).not.toContain([...tokens][0]);
    expect(await entriesOf(business.businessId)).toHaveLength(1);
  });

  it("shows the owner each day's queue, offers a place by hand and removes a client", async () => {
    const business = await oneTakenPlace();
    const intruder = await bookableBusiness(app);
    for (let i = 300; i < 303; i++) await join(business.businessId, business.service.id, i);
    const owner = business.owner.client;
    const list = await readJson<{
      entries: { id: string; customerName: string; status: string }[];
    }>(await owner.get(`/api/waitlist?date=${DATE}`));
    expect(list.entries.map((e) => [e.customerName, e.status])).toEqual([
      ['Waiting Client 300', 'waiting'],
      ['Waiting Client 301', 'waiting'],
      ['Waiting Client 302', 'waiting'],
    ]);
    const [a, b, c] = list.entries;
    // no place free yet
    const early = await owner.post(`/api/waitlist/${c!.id}/offer`);
    expect(early.status).toBe(409);
    expect((await readJson<Refusal>(early)).error.message).toBe(
      'No place is free for this client now.',
    );
    // another owner reaches none of it
    expect((await intruder.owner.client.post(`/api/waitlist/${a!.id}/offer`)).status).toBe(404);
    expect(
      (await intruder.owner.client.request(`/api/waitlist/${a!.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect(
      (
        await readJson<{ entries: unknown[] }>(
          await intruder.owner.client.get(`/api/waitlist?date=${DATE}`),
        )
      ).entries,
    ).toEqual([]);

    // the owner removes the first, then frees the place by hand for the third, ahead of the second
    expect((await owner.request(`/api/waitlist/${a!.id}`, { method: 'DELETE' })).status).toBe(204);
    await app.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, business.takenId));
    const offered = await owner.post(`/api/waitlist/${c!.id}/offer`);
    expect(offered.status).toBe(200);
    const statuses = (await entriesOf(business.businessId)).map((e) => [e.customerName, e.status]);
    expect(statuses).toEqual([
      ['Waiting Client 300', 'removed'],
      ['Waiting Client 301', 'waiting'],
      ['Waiting Client 302', 'offered'],
    ]);
    // removing the one offered lets the place go to the next
    expect((await owner.request(`/api/waitlist/${c!.id}`, { method: 'DELETE' })).status).toBe(204);
    await expect
      .poll(async () => (await entriesOf(business.businessId)).map((e) => e.status).join(','))
      .toBe('removed,offered,removed');
    expect(b).toBeDefined();
    expect((await owner.get('/api/waitlist?date=someday')).status).toBe(400);
  });
});
