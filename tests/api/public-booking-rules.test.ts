import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/local-time';
import { localDateAt } from '../../src/shared/zoned-time';
import { blockedTimeSlots, bookings } from '../../src/server/db/schema/bookings';
import { businessHours, businesses } from '../../src/server/db/schema/businesses';
import { services } from '../../src/server/db/schema/services';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer, type BookingAnswer } from '../support/answers';

describe('booking rules, checked again on the server', () => {
  let app: TestServer;
  let target: Awaited<ReturnType<typeof bookableBusiness>>;
  let other: Awaited<ReturnType<typeof bookableBusiness>>;
  beforeAll(async () => {
    app = await startTestServer();
    target = await bookableBusiness(app, { capacity: 2, staffCount: 2 });
    other = await bookableBusiness(app, { staffCount: 1 });
  });
  afterAll(() => app.close());

  const book = (body: unknown, businessId = target.businessId) =>
    app.request(`/api/public/businesses/${businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  async function expectRefused(response: Response, status: number, message?: string) {
    expect(response.status).toBe(status);
    const body = await readJson<ErrorAnswer>(response);
    if (message) expect(body.error.message).toBe(message);
  }

  async function bookingCount() {
    return app.db.$count(bookings, eq(bookings.businessId, target.businessId));
  }

  it.each([
    [
      'a missing name',
      { customer: { name: '', email: 'a@b.co', phone: '0711000101' } },
      'Please fill in all required fields',
    ],
    [
      'a missing e-mail',
      { customer: { name: 'Mary', email: '', phone: '0711000101' } },
      'Please fill in all required fields',
    ],
    [
      'a bad e-mail',
      { customer: { name: 'Mary', email: 'mary@', phone: '0711000101' } },
      'Please enter a valid email address.',
    ],
    [
      'a bad phone',
      { customer: { name: 'Mary', email: 'a@b.co', phone: '12' } },
      'Please enter a valid phone number, e.g. 0712345678',
    ],
    ['no date', { date: '' }, 'Please select both date and time'],
    ['no time', { time: '' }, 'Please select both date and time'],
    ['an impossible date', { date: '2026-02-30' }, 'Please select both date and time'],
    ['no retry key', { idempotencyKey: '' }, 'A retry key is required'],
    ['a malformed service id', { serviceId: 'drop table' }, undefined],
  ])('refuses %s with 400 and writes nothing', async (_label, change, message) => {
    const before = await bookingCount();
    await expectRefused(await book(bookingBody(target.service.id, change)), 400, message);
    expect(await bookingCount()).toBe(before);
  });

  it('refuses times the business does not offer, with 409 and nothing written', async () => {
    const before = await bookingCount();
    const today = localDateAt(new Date(), 'Africa/Nairobi');
    for (const change of [
      { date: addDays(today, -1) },
      { date: addDays(today, 31) },
      { time: '16:30' },
      { time: '18:00' },
      { time: '10:10' },
      { time: '07:00' },
    ]) {
      await expectRefused(
        await book(bookingBody(target.service.id, change)),
        409,
        'This time is not available. Please pick another time.',
      );
    }
    expect(await bookingCount()).toBe(before);
  });

  it('refuses a closed day and a blocked time', async () => {
    const date = bookableDate(5);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    await app.db
      .update(businessHours)
      .set({ isOpen: false })
      .where(eq(businessHours.weekday, weekday));
    await expectRefused(await book(bookingBody(target.service.id, { date })), 409);
    await app.db
      .update(businessHours)
      .set({ isOpen: true })
      .where(eq(businessHours.weekday, weekday));
    await app.db
      .insert(blockedTimeSlots)
      .values({ businessId: target.businessId, blockedDate: date, blockedTime: '11:00' });
    await expectRefused(await book(bookingBody(target.service.id, { date, time: '11:00' })), 409);
    // the hour-long 10:30 slot runs into the blocked 11:00 step
    await expectRefused(await book(bookingBody(target.service.id, { date, time: '10:30' })), 409);
    expect((await book(bookingBody(target.service.id, { date, time: '12:00' }))).status).toBe(201);
  });

  it('charges the service price whatever the request says', async () => {
    const response = await book({
      ...bookingBody(target.service.id, { time: '13:00' }),
      totalAmountMinor: 1,
      price: 1,
      amountMinor: 1,
      currency: 'USD',
    });
    expect(response.status).toBe(201);
    const { booking } = await readJson<{
      booking: { amountMinor: number; currency: string };
    }>(response);
    expect(booking).toMatchObject({ amountMinor: 2_000_00, currency: 'KES' });
  });

  it("answers 404 for an inactive service, another business's service or staff, and an inactive business", async () => {
    const [inactive] = await app.db
      .insert(services)
      .values({
        businessId: target.businessId,
        name: 'Old',
        description: 'x',
        priceMinor: 100,
        isActive: false,
      })
      .returning();
    await expectRefused(
      await book(bookingBody(inactive?.id ?? '')),
      404,
      'This service is not available.',
    );
    await expectRefused(await book(bookingBody(other.service.id)), 404);
    await expectRefused(
      await book(bookingBody(target.service.id, { staffId: other.staffIds[0] })),
      404,
    );
    const closed = await bookableBusiness(app);
    await app.db
      .update(businesses)
      .set({ isActive: false })
      .where(eq(businesses.id, closed.businessId));
    await expectRefused(
      await book(bookingBody(closed.service.id), closed.businessId),
      404,
      'Business not found or is currently inactive.',
    );
  });

  it('answers 400 to unreadable bodies and 413 to huge ones, never 500', async () => {
    await expectRefused(await book('{"serviceId": '), 400);
    await expectRefused(await book('[]'), 400);
    await expectRefused(await book('null'), 400);
    const huge = await book({ ...bookingBody(target.service.id), notes: 'x'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
  });

  it('fills a slot to its capacity, then says it was taken', async () => {
    const date = bookableDate(6);
    expect((await book(bookingBody(target.service.id, { date, time: '09:00' }))).status).toBe(201);
    // an hour-long booking at 09:30 overlaps 09:00's second half
    expect((await book(bookingBody(target.service.id, { date, time: '09:30' }))).status).toBe(201);
    await expectRefused(
      await book(bookingBody(target.service.id, { date, time: '09:00' })),
      409,
      'This time was just taken. Please pick another time.',
    );
    expect((await book(bookingBody(target.service.id, { date, time: '10:00' }))).status).toBe(201);
    const response = await app.request(
      `/api/public/businesses/${target.businessId}/availability?serviceId=${target.service.id}&date=${date}`,
    );
    const { days } = await readJson<{
      days: { slots: { time: string; status: string }[] }[];
    }>(response);
    const status = Object.fromEntries(
      (days[0]?.slots ?? []).map((slot) => [slot.time, slot.status]),
    );
    expect(status['09:00']).toBe('full');
    expect(status['09:30']).toBe('full');
    expect(status['10:00']).toBe('full');
    expect(status['10:30']).toBe('available');
  });

  it('never gives one staff member two overlapping bookings', async () => {
    const date = bookableDate(7);
    const [first, second] = target.staffIds;
    expect(
      (await book(bookingBody(target.service.id, { date, time: '14:00', staffId: first }))).status,
    ).toBe(201);
    await expectRefused(
      await book(bookingBody(target.service.id, { date, time: '14:30', staffId: first })),
      409,
    );
    expect(
      (await book(bookingBody(target.service.id, { date, time: '14:30', staffId: second }))).status,
    ).toBe(201);
  });

  it('books once for fifty retries of one key', async () => {
    const body = bookingBody(target.service.id, { date: bookableDate(8), time: '15:00' });
    const responses = await Promise.all(Array.from({ length: 50 }, () => book(body)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    const ids = new Set(
      await Promise.all(responses.map(async (r) => (await readJson<BookingAnswer>(r)).booking.id)),
    );
    expect(ids.size).toBe(1);
    expect(await app.db.$count(bookings, eq(bookings.idempotencyKey, body.idempotencyKey))).toBe(1);
  });
});
