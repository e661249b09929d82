import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsRecorded } from '../../src/server/bookings/notify';
import { messageSends } from '../../src/server/db/schema/messaging';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

describe('a confirmation decided after the answer', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('is recorded before the server stops: shutdown waits for messages still being recorded', async () => {
    const business = await bookableBusiness(app);
    const response = await app.request(`/api/public/businesses/${business.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(business.service.id)),
    });
    expect(response.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(response);
    // what the server's close() waits for between the last request and closing the database
    await notificationsRecorded();
    const rows = await app.db
      .select({ template: messageSends.template, channel: messageSends.channel })
      .from(messageSends)
      .where(eq(messageSends.bookingId, booking.id));
    expect(rows).toContainEqual({ template: 'booking_confirmation', channel: 'email' });
  });
});
