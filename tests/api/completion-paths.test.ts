import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_BOOKING_MESSAGES } from '../../src/shared/owner-bookings';
import { bookingLinkKey, makeBookingToken } from '../../src/server/booking-links/token';
import { bookings } from '../../src/server/db/schema/bookings';
import { bookableBusiness, nthSlot } from '../support/bookable';
import { moveIntoPast } from '../support/past-visit';
import { inputsFor, UNKNOWN_UUID, type SweepData } from '../support/sweep-fixtures';
import { fillPath, phaseOf, routeName, type SweepRoute } from '../support/sweep-routes';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

type Business = Awaited<ReturnType<typeof bookableBusiness>>;

/**
 * docs/product/settled-rules.md §11 Channels and reviews: a booking is marked completed only once its start time has
 * passed. Read from the server's own route table, so a path added later (the staff's screens, the
 * public API) is tried too: every route that can change something is sent, by the booking's owner,
 * at a desk booking that has not begun, with its valid body and with `status: 'completed'` in it.
 */
describe('completing a booking: no route does it before the booking starts', () => {
  let app: TestServer;
  let business: Business;
  let key: Buffer;
  let slot = 0;

  beforeAll(async () => {
    app = await startTestServer();
    business = await bookableBusiness(app, { capacity: 100 });
    key = await bookingLinkKey(app.db);
  });
  afterAll(() => app.close());

  /** The probe's booking: made at the desk for an e-mail the owner reads, not yet begun. */
  async function futureDeskBooking(): Promise<{ id: string; clientId: string }> {
    const response = await business.owner.client.post('/api/bookings', {
      serviceId: business.service.id,
      ...nthSlot(slot++),
      client: { name: 'Self Reviewer', phone: '0722 900 100', email: business.owner.email },
      idempotencyKey: `paths-${slot}-${Date.now()}`,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await readJson<{ booking: { id: string; clientId: string } }>(response)).booking;
  }

  const statusOf = async (bookingId: string) =>
    (
      await app.db
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
    )[0]?.status;

  it('refuses on every path, and the one path that completes does so once the start has passed', async () => {
    // the app's own routes that can change something, better-auth's account routes aside
    const routes: SweepRoute[] = [
      ...new Map(
        app.server.routes
          .filter((route) => route.method !== 'GET' && route.method !== 'ALL')
          .filter((route) => !route.path.startsWith('/api/auth/') && route.path !== '/*')
          .map((route) => [routeName(route), { ...route, queryKeys: [], bodyKeys: [] }]),
      ).values(),
    ].sort((a, b) => phaseOf(a) - phaseOf(b));
    expect(routes.map(routeName)).toContain('PATCH /api/bookings/:bookingId/status');

    // made before any route runs: the deletions among them may take the service away
    const targets = [];
    for (let i = 0; i <= routes.length; i++) targets.push(await futureDeskBooking());
    const answers = new Map<string, number[]>();
    for (const [i, route] of routes.entries()) {
      const booking = targets[i];
      if (!booking) throw new Error('no booking to aim at');
      const data: SweepData = {
        businessId: business.businessId,
        serviceId: business.service.id,
        bookingId: booking.id,
        clientId: booking.clientId,
        staffId: UNKNOWN_UUID,
        paymentReference: 'CBP-none',
        ownerEmail: business.owner.email,
        invoiceId: UNKNOWN_UUID,
        attendanceId: UNKNOWN_UUID,
      };
      const inputs = inputsFor(route, data);
      // the client's link and the review link take the booking's own token
      const path = fillPath(route.path, {
        ...inputs.params,
        token: makeBookingToken(key, booking.id),
      });
      const statuses: number[] = [];
      for (const body of [inputs.body(), { ...inputs.body(), status: 'completed' }]) {
        const response = await business.owner.client.request(path, {
          method: route.method,
          body,
        });
        statuses.push(response.status);
        expect(
          response.status,
          `${routeName(route)}: ${await response.clone().text()}`,
        ).toBeLessThan(500);
        expect(await statusOf(booking.id), routeName(route)).not.toBe('completed');
      }
      answers.set(routeName(route), statuses);
    }
    // the status route itself was reached, and said why
    expect(answers.get('PATCH /api/bookings/:bookingId/status')?.[1]).toBe(409);
    const booking = targets[routes.length];
    if (!booking) throw new Error('no booking to aim at');
    const early = await business.owner.client.request(`/api/bookings/${booking.id}/status`, {
      method: 'PATCH',
      body: { status: 'completed' },
    });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      error: { code: 'not_started', message: OWNER_BOOKING_MESSAGES.notStarted },
    });

    // the same request once the visit has begun: the refusals above were the rule, not the harness
    await moveIntoPast(app.db, booking.id);
    const done = await business.owner.client.request(`/api/bookings/${booking.id}/status`, {
      method: 'PATCH',
      body: { status: 'completed' },
    });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await statusOf(booking.id)).toBe('completed');
  }, 120_000);
});
