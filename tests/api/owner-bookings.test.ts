import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { messageSends } from '../../src/server/db/schema/messaging';
import { OWNER_BOOKING_MESSAGES } from '../../src/shared/owner-bookings';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { moveIntoPast } from '../support/past-visit';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import { type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

type Business = Awaited<ReturnType<typeof bookableBusiness>>;
interface Listed {
  id: string;
  status: string;
  paymentStatus: string;
  customerName: string;
  customerPhone: string;
  ticketCode: string;
  time: string;
  date: string;
  staffName: string | null;
  source: string;
}
interface Page {
  mode: 'owner';
  total: number;
  page: number;
  date: string;
  bookings: Listed[];
}

describe('booking management: the list and the status rules', () => {
  let app: TestServer;
  let mail: MailServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail());
  });
  afterAll(() => close());

  async function book(business: Business, overrides: Record<string, unknown> = {}) {
    const response = await app.request(`/api/public/businesses/${business.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(business.service.id, overrides)),
    });
    return { status: response.status, body: await readJson<{ booking: Listed }>(response) };
  }

  const list = async (business: Business, query = '') => {
    const response = await business.owner.client.get(`/api/bookings${query}`);
    expect(response.status).toBe(200);
    return await readJson<Page>(response);
  };
  const setStatus = (business: Business, id: string, status: string) =>
    business.owner.client.request(`/api/bookings/${id}/status`, {
      method: 'PATCH',
      body: { status },
    });
  const row = async (id: string) =>
    (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  it('lists a day, what is coming, and searches by name, phone or ticket, a page at a time', async () => {
    const business = await bookableBusiness(app, { capacity: 5 });
    const date = bookableDate(2);
    const made = [];
    for (const [i, time] of ['09:00', '10:00', '11:00'].entries()) {
      made.push(
        await book(business, {
          date,
          time,
          customer: {
            name: `Client ${i} Wambui`,
            email: `c${i}@example.com`,
            phone: `07110002${i}0`,
          },
        }),
      );
    }
    const day = await list(business, `?view=day&date=${date}`);
    expect(day.total).toBe(3);
    expect(day.bookings.map((b) => b.time)).toEqual(['09:00', '10:00', '11:00']);
    // today in Nairobi by default: nothing booked today
    expect((await list(business)).total).toBe(0);
    expect((await list(business, '?view=upcoming')).total).toBe(3);
    expect((await list(business, '?view=past')).total).toBe(0);

    const paged = await list(business, '?view=all&pageSize=2&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2 });
    expect(paged.bookings).toHaveLength(1);

    expect((await list(business, '?view=all&q=client%201')).bookings).toHaveLength(1);
    // the phone as typed at the desk, 07..., finds +2547...
    const byPhone = await list(business, '?view=all&q=0711000220');
    expect(byPhone.bookings.map((b) => b.customerName)).toEqual(['Client 2 Wambui']);
    const ticket = made[0]?.body.booking.ticketCode ?? '';
    const byTicket = await list(business, `?view=all&q=${ticket.toLowerCase()}`);
    expect(byTicket.bookings.map((b) => b.ticketCode)).toEqual([ticket]);
    // a search's own wildcards are taken literally
    expect((await list(business, '?view=all&q=%25')).total).toBe(0);
  });

  it('refuses bad filters with a clear message', async () => {
    const business = await bookableBusiness(app);
    for (const [query, message] of [
      ['?status=archived', OWNER_BOOKING_MESSAGES.status],
      ['?date=2026-02-30', OWNER_BOOKING_MESSAGES.date],
      ['?view=week', OWNER_BOOKING_MESSAGES.view],
    ] as const) {
      const response = await business.owner.client.get(`/api/bookings${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: { message } });
    }
    expect((await business.owner.client.get(`/api/bookings?q=${'x'.repeat(101)}`)).status).toBe(
      400,
    );
  });

  it('frees the place when cancelled, mails the client, and brings it back only while there is room', async () => {
    const business = await bookableBusiness(app, { capacity: 1 });
    const email = `cancel-${Date.now()}@example.com`;
    const first = await book(business, {
      time: '14:00',
      customer: { name: 'Halima Noor', email, phone: '0722000111' },
    });
    const id = first.body.booking.id;
    expect((await book(business, { time: '14:00' })).status).toBe(409);

    const cancelled = await setStatus(business, id, 'cancelled');
    expect(cancelled.status).toBe(200);
    expect((await mail.nextMailTo(email, 5000)).subject).toMatch(/^Booking confirmed/);
    expect((await mail.nextMailTo(email, 5000)).subject).toMatch(/^Booking cancelled/);
    expect((await setStatus(business, id, 'completed')).status).toBe(409);

    const rival = await book(business, { time: '14:00' });
    expect(rival.status).toBe(201);
    const back = await setStatus(business, id, 'confirmed');
    expect(back.status).toBe(409);
    expect(await back.json()).toMatchObject({
      error: { message: OWNER_BOOKING_MESSAGES.placeTaken },
    });
    expect(await row(id)).toMatchObject({ status: 'cancelled' });

    await setStatus(business, rival.body.booking.id, 'cancelled');
    expect((await setStatus(business, id, 'confirmed')).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'confirmed' });
  });

  it('will not complete an unpaid online hold, and records a payment at the counter once', async () => {
    const business = await bookableBusiness(app, { requirePayment: true });
    const held = await book(business, { time: '15:00' });
    const id = held.body.booking.id;
    const refused = await setStatus(business, id, 'completed');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { message: OWNER_BOOKING_MESSAGES.unpaidHold },
    });
    const paid = await business.owner.client.post(`/api/bookings/${id}/payment`);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({
      booking: { paymentStatus: 'completed', isAwaitingOnlinePayment: false },
    });
    expect((await business.owner.client.post(`/api/bookings/${id}/payment`)).status).toBe(409);
    // paid, and once the visit has begun it can be completed
    await moveIntoPast(app.db, id);
    expect((await setStatus(business, id, 'completed')).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'completed', holdExpiresAt: null });
  });

  it('books a walk-in for a new client without an e-mail, at the counter, under the same capacity', async () => {
    const business = await bookableBusiness(app, { capacity: 1, requirePayment: true });
    const body = {
      serviceId: business.service.id,
      date: bookableDate(4),
      time: '09:00',
      client: { name: 'Otieno Walk-in', phone: '0733 123 456' },
      idempotencyKey: `walkin-${Date.now()}`,
    };
    const created = await business.owner.client.post('/api/bookings', body);
    expect(created.status).toBe(201);
    const { booking } = await readJson<{ booking: Listed & { customerEmail: null } }>(created);
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
      source: 'owner',
      customerEmail: null,
      customerPhone: '+254733123456',
    });
    // a double tap books once
    expect((await business.owner.client.post('/api/bookings', body)).status).toBe(200);
    const full = await business.owner.client.post('/api/bookings', {
      ...body,
      idempotencyKey: `walkin-2-${Date.now()}`,
    });
    expect(full.status).toBe(409);
    // the same caller again is the same client
    const again = await business.owner.client.post('/api/bookings', {
      ...body,
      time: '11:00',
      client: { name: 'Otieno', phone: '+254733123456' },
      idempotencyKey: `walkin-3-${Date.now()}`,
    });
    const second = await readJson<{ booking: { clientId: string } }>(again);
    expect(second.booking.clientId).toBe((booking as unknown as { clientId: string }).clientId);
  });

  it('stores a front-desk booking with its confirmation: the rows exist when it is answered, once', async () => {
    const business = await bookableBusiness(app, { capacity: 2 });
    const body = {
      serviceId: business.service.id,
      date: bookableDate(5),
      time: '10:00',
      client: { name: 'Akinyi Caller', phone: '0722 555 111', email: 'akinyi@caller.example' },
      idempotencyKey: `desk-${Date.now()}`,
    };
    const created = await business.owner.client.post('/api/bookings', body);
    expect(created.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(created);
    const recorded = async () =>
      (
        await app.db
          .select({ channel: messageSends.channel, template: messageSends.template })
          .from(messageSends)
          .where(eq(messageSends.bookingId, booking.id))
      )
        .map((message) => `${message.channel}:${message.template}`)
        .sort();
    // read at once: nothing in the background could have written them yet
    const first = await recorded();
    expect(first).toContain('email:booking_confirmation');
    // the business made it: no notice to the business about its own booking
    expect(first.some((message) => message.includes('owner_new_booking'))).toBe(false);
    // a double tap books once and confirms once
    expect((await business.owner.client.post('/api/bookings', body)).status).toBe(200);
    expect(await recorded()).toEqual(first);
  });

  it('moves a booking to a free time, mails the client, and refuses a full one', async () => {
    const business = await bookableBusiness(app, { capacity: 1, staffCount: 2 });
    const email = `move-${Date.now()}@example.com`;
    const date = bookableDate(5);
    const mine = await book(business, {
      date,
      time: '10:00',
      customer: { name: 'Njeri Kamau', email, phone: '0744000123' },
    });
    await book(business, { date, time: '12:00' });
    const move = (body: unknown) =>
      business.owner.client.request(`/api/bookings/${mine.body.booking.id}`, {
        method: 'PATCH',
        body,
      });
    expect((await move({ date, time: '12:00' })).status).toBe(409);
    const moved = await move({ date, time: '13:00', staffId: business.staffIds[0] });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      booking: { time: '13:00', staffName: 'Trainer 1' },
    });
    expect((await mail.nextMailTo(email, 5000)).subject).toMatch(/^Booking confirmed/);
    expect((await mail.nextMailTo(email, 5000)).subject).toMatch(/^Booking moved/);
    expect((await move({ date: '2026-02-30', time: '13:00' })).status).toBe(400);
  });

  it('answers another business, and ids that are not ids, with 404 and changes nothing', async () => {
    const victim = await bookableBusiness(app);
    const intruder = await bookableBusiness(app, { staffCount: 1 });
    const { body } = await book(victim, { time: '16:00' });
    const id = body.booking.id;
    const before = await row(id);
    for (const request of [
      intruder.owner.client.get(`/api/bookings/${id}`),
      intruder.owner.client.request(`/api/bookings/${id}/status`, {
        method: 'PATCH',
        body: { status: 'cancelled' },
      }),
      intruder.owner.client.request(`/api/bookings/${id}`, {
        method: 'PATCH',
        body: { date: bookableDate(6), time: '09:00' },
      }),
      intruder.owner.client.post(`/api/bookings/${id}/payment`),
      intruder.owner.client.get('/api/bookings/not-an-id'),
    ]) {
      expect((await request).status).toBe(404);
    }
    // another business's staff member cannot be given the booking either
    const move = await victim.owner.client.request(`/api/bookings/${id}`, {
      method: 'PATCH',
      body: { date: bookableDate(3), time: '16:00', staffId: intruder.staffIds[0] },
    });
    expect(move.status).toBe(404);
    expect(await row(id)).toMatchObject({ status: before?.status, staffId: null });
  });
});
