import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { signedInOwner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

describe('the client view of the bookings list', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('shows an account without a business only the bookings made under its own e-mail, at any business', async () => {
    const client = await signedInOwner(app);
    const stranger = await signedInOwner(app);
    const salon = await bookableBusiness(app);
    const gym = await bookableBusiness(app);
    const bookAt = async (business: typeof salon, email: string, time: string) => {
      const response = await app.request(`/api/public/businesses/${business.businessId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // typed in capitals: the client record keeps e-mails lower-case
        body: JSON.stringify(
          bookingBody(business.service.id, {
            time,
            customer: { name: 'Amina Said', email: email.toUpperCase(), phone: '0712000999' },
          }),
        ),
      });
      expect(response.status).toBe(201);
    };
    await bookAt(salon, client.email, '09:00');
    await bookAt(gym, client.email, '10:00');
    await bookAt(salon, 'someone-else@example.com', '11:00');

    const mine = await client.client.get('/api/bookings');
    expect(mine.status).toBe(200);
    const view = await readJson<{ mode: string; bookings: Record<string, unknown>[] }>(mine);
    expect(view.mode).toBe('client');
    expect(view.bookings).toHaveLength(2);
    for (const booking of view.bookings) {
      expect(booking).not.toHaveProperty('customerName');
      expect(booking).not.toHaveProperty('customerPhone');
      expect(booking).not.toHaveProperty('customerEmail');
    }
    const theirs = await readJson<{
      bookings: unknown[];
    }>(await stranger.client.get('/api/bookings'));
    expect(theirs.bookings).toEqual([]);
    // and no control over them
    const id = String(view.bookings[0]?.id);
    const change = await client.client.request(`/api/bookings/${id}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(change.status).toBe(404);
  });
});
