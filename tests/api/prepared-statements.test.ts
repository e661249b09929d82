import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableBusiness, bookableDate } from '../support/bookable';
import { startTestServer, type TestServer } from '../support/test-server';

describe('the prepared statements of the hot reads', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('keep answering after a failed query made the pool replace its connection', async () => {
    const business = await bookableBusiness(app);
    const page = () => app.request(`/api/public/businesses/${business.businessId}`);
    const availability = () =>
      app.request(
        `/api/public/businesses/${business.businessId}/availability?serviceId=${business.service.id}&date=${bookableDate()}`,
      );
    expect((await page()).status).toBe(200);
    expect((await availability()).status).toBe(200);
    for (let round = 0; round < 3; round++) {
      // a query that fails: the pool drops the connection it ran on and opens another
      await expect(app.db.execute(sql`SELECT 1 / 0`)).rejects.toThrow();
      const [pageAgain, availabilityAgain] = [await page(), await availability()];
      expect(pageAgain.status, await pageAgain.clone().text()).toBe(200);
      expect(availabilityAgain.status, await availabilityAgain.clone().text()).toBe(200);
    }
  });
});
