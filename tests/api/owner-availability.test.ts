import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateAt } from '../../src/shared/zoned-time';
import { bookableBusiness, bookableDate, GENERAL_SETTINGS } from '../support/bookable';
import { startTestServer, type TestServer } from '../support/test-server';

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
    const { days } = (await response.json()) as Days;
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
});
