import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { clients } from '../../src/server/db/schema/people';
import { PLAN_LIMIT_MESSAGES } from '../../src/shared/plan-limits';
import { SUBSCRIPTION_MESSAGES } from '../../src/shared/subscriptions';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { lapse, onPlan } from '../support/plan-limits';
import type { ErrorBody } from '../support/staff';
import { setSubscription } from '../support/subscriptions';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

type Business = Awaited<ReturnType<typeof bookableBusiness>>;
const NEUTRAL = { error: { code: 'not_taking_bookings', message: SUBSCRIPTION_MESSAGES.lapsed } };

describe('a lapsed subscription', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const publicBook = (b: Business, overrides: Record<string, unknown> = {}) =>
    app.request(`/api/public/businesses/${b.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(b.service.id, overrides)),
    });
  const publicPage = async (b: Business) => {
    const response = await app.request(`/api/public/businesses/${b.businessId}`);
    expect(response.status).toBe(200);
    return await readJson<{ booking: { isTakingBookings: boolean } }>(response);
  };
  const availability = (b: Business) =>
    app.request(
      `/api/public/businesses/${b.businessId}/availability?serviceId=${b.service.id}&date=${bookableDate()}`,
    );
  const counts = async (b: Business) => ({
    bookings: await app.db.$count(bookings, eq(bookings.businessId, b.businessId)),
    clients: await app.db.$count(clients, eq(clients.businessId, b.businessId)),
  });
  const ownerView = async (b: Business) => {
    const response = await b.owner.client.get('/api/business');
    expect(response.status).toBe(200);
    return await readJson<{ business: { isSubscriptionActive: boolean } }>(response);
  };

  it('closes the public booking page with the neutral words, holding nothing', async () => {
    const b = await bookableBusiness(app, { requirePayment: true });
    expect((await publicPage(b)).booking.isTakingBookings).toBe(true);
    expect((await publicBook(b, { time: '09:00' })).status).toBe(201);
    await lapse(app, b.businessId);

    expect((await publicPage(b)).booking.isTakingBookings).toBe(false);
    const times = await availability(b);
    expect(times.status).toBe(403);
    expect(await times.json()).toEqual(NEUTRAL);
    const before = await counts(b);
    const refused = await publicBook(b, {
      time: '11:00',
      customer: { name: 'Achieng Otieno', email: 'achieng@example.com', phone: '0722555111' },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(NEUTRAL);
    expect(await counts(b)).toEqual(before);
  });

  it('counts a subscription as lapsed by its status as well as by its end', async () => {
    const b = await bookableBusiness(app);
    await onPlan(app, b.businessId, 'economy');
    await setSubscription(app, b.businessId, { status: 'expired' });
    expect((await publicBook(b)).status).toBe(403);
    await setSubscription(app, b.businessId, { status: 'cancelled' });
    expect((await publicPage(b)).booking.isTakingBookings).toBe(false);
  });

  it('refuses owner-made bookings with a message pointing to the subscription page', async () => {
    const b = await bookableBusiness(app);
    await lapse(app, b.businessId);
    const refused = await b.owner.client.post('/api/bookings', {
      serviceId: b.service.id,
      date: bookableDate(4),
      time: '10:00',
      client: { name: 'Otieno Walk-in', phone: '0733 123 456' },
      idempotencyKey: `walkin-${Date.now()}`,
    });
    expect(refused.status).toBe(403);
    const body = await readJson<ErrorBody>(refused);
    expect(body).toEqual({
      error: { code: 'subscription_lapsed', message: PLAN_LIMIT_MESSAGES.lapsedOwner },
    });
    expect(body.error.message).toContain('/app/subscription');
  });

  it('keeps every record readable and editable by the owner, and removes nothing', async () => {
    const b = await bookableBusiness(app, { staffCount: 1 });
    const made = await publicBook(b, { date: bookableDate(5), time: '10:00' });
    const { booking } = await readJson<{ booking: { id: string; clientId: string } }>(made);
    await lapse(app, b.businessId);
    const before = await counts(b);

    for (const path of [
      `/api/bookings?date=${bookableDate(5)}`,
      `/api/bookings/${booking.id}`,
      '/api/clients',
      '/api/services',
      '/api/staff',
      '/api/dashboard?period=month',
      '/api/invoices',
      '/api/subscription',
    ]) {
      expect((await b.owner.client.get(path)).status, path).toBe(200);
    }
    const [client] = await app.db
      .select()
      .from(clients)
      .where(eq(clients.businessId, b.businessId));
    const edited = await b.owner.client.request(`/api/clients/${client?.id}`, {
      method: 'PUT',
      body: { name: 'Mary Atieno Wanjiku', email: 'mary@example.com', phone: '0711000101' },
    });
    expect(edited.status).toBe(200);
    const service = await b.owner.client.post('/api/services', {
      name: 'Stretching Class',
      description: 'A gentle group class.',
      priceMinor: 800_00,
      durationMinutes: 45,
    });
    expect(service.status).toBe(201);
    // a booking already made can still be moved, and cancelled
    const moved = await b.owner.client.request(`/api/bookings/${booking.id}`, {
      method: 'PATCH',
      body: { date: bookableDate(5), time: '13:00' },
    });
    expect(moved.status).toBe(200);
    expect(await counts(b)).toEqual(before);
    const cancelled = await b.owner.client.request(`/api/bookings/${booking.id}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(await counts(b)).toEqual(before);
  });

  it("tells the owner's banner, and opens again the moment the plan is renewed", async () => {
    const b = await bookableBusiness(app);
    expect((await ownerView(b)).business.isSubscriptionActive).toBe(true);
    await lapse(app, b.businessId);
    expect((await ownerView(b)).business.isSubscriptionActive).toBe(false);
    expect((await publicBook(b)).status).toBe(403);

    await onPlan(app, b.businessId, 'starter');
    expect((await ownerView(b)).business.isSubscriptionActive).toBe(true);
    expect((await publicPage(b)).booking.isTakingBookings).toBe(true);
    expect((await availability(b)).status).toBe(200);
    expect((await publicBook(b)).status).toBe(201);
  });
});
