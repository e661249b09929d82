import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateAt } from '../../src/shared/zoned-time';
import { bookableBusiness, bookableDate, bookingBody, GENERAL_SETTINGS } from '../support/bookable';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

interface Days {
  days: { date: string; status: string; slots: { time: string; status: string }[] }[];
}

describe("the owner's availability for a walk-in or a booking by phone", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it("answers the day's slots of the owner's own service, today included", async () => {
    const business = await bookableBusiness(app);
    const ask = (query: string) => business.owner.client.get(`/api/bookings/availability?${query}`);
    const day = bookableDate();
    const response = await ask(`serviceId=${business.service.id}&date=${day}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const { days } = await readJson<Days>(response);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ date: day, status: 'open' });
    expect(days[0]!.slots.filter((slot) => slot.status === 'available').length).toBeGreaterThan(4);

    // a zone where it is morning now: today still has times for a walk-in
    for (const timezone of ['Asia/Tokyo', 'UTC', 'America/Los_Angeles']) {
      const saved = await business.owner.client.request('/api/business/settings/general', {
        method: 'PUT',
        body: { ...GENERAL_SETTINGS, timezone },
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const today = localDateAt(new Date(), timezone);
      const now = await ask(`serviceId=${business.service.id}&date=${today}`);
      expect(now.status, `${timezone} ${await now.clone().text()}`).toBe(200);
    }
  });

  it('answers 404 for a service or staff member the business does not have', async () => {
    const business = await bookableBusiness(app);
    const other = await bookableBusiness(app);
    const day = bookableDate();
    const service = await business.owner.client.get(
      `/api/bookings/availability?serviceId=${other.service.id}&date=${day}`,
    );
    expect(service.status).toBe(404);
    const staff = await business.owner.client.get(
      `/api/bookings/availability?serviceId=${business.service.id}&staffId=${crypto.randomUUID()}&date=${day}`,
    );
    expect(staff.status).toBe(404);
  });

  it('frees the place of the booking being moved, so it can move by half an hour or change staff', async () => {
    // one place, an hour's service on half-hour slots
    const business = await bookableBusiness(app, { capacity: 1 });
    const other = await bookableBusiness(app, { capacity: 1 });
    const day = bookableDate();
    const book = async (time: string) => {
      const response = await app.request(`/api/public/businesses/${business.businessId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(business.service.id, { date: day, time })),
      });
      expect(response.status).toBe(201);
      return (await readJson<BookingAnswer>(response)).booking.id;
    };
    const moving = await book('10:00');
    await book('12:00');
    const times = async (extra = '') => {
      const response = await business.owner.client.get(
        `/api/bookings/availability?serviceId=${business.service.id}&date=${day}${extra}`,
      );
      expect(response.status, await response.clone().text()).toBe(200);
      const { days } = await readJson<Days>(response);
      return Object.fromEntries(days[0]!.slots.map((slot) => [slot.time, slot.status]));
    };
    const near = (found: Record<string, string>) =>
      ['09:30', '10:00', '10:30', '11:30', '12:00', '12:30'].map((time) => found[time]);

    expect(near(await times())).toEqual(['full', 'full', 'full', 'full', 'full', 'full']);
    const own = await times(`&bookingId=${moving}`);
    expect(near(own)).toEqual(['available', 'available', 'available', 'full', 'full', 'full']);

    const moved = await business.owner.client.request(`/api/bookings/${moving}`, {
      method: 'PATCH',
      body: { date: day, time: '10:30' },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);

    // another business's booking, a booking that does not exist, or no id: 404 or 400, no times
    const foreign = await other.owner.client.get(
      `/api/bookings/availability?serviceId=${other.service.id}&date=${day}&bookingId=${moving}`,
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('10:30');
    const missing = await business.owner.client.get(
      `/api/bookings/availability?serviceId=${business.service.id}&date=${day}&bookingId=${crypto.randomUUID()}`,
    );
    expect(missing.status).toBe(404);
    const junk = await business.owner.client.get(
      `/api/bookings/availability?serviceId=${business.service.id}&date=${day}&bookingId=10:00`,
    );
    expect(junk.status).toBe(400);
  });
});
