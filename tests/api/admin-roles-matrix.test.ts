import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canDo, ROLES } from '../../src/shared/roles';
import { payoutsVersion } from '../../src/server/admin/presenter';
import { userRoles } from '../../src/server/db/schema/auth';
import { businesses } from '../../src/server/db/schema/businesses';
import { businessPayouts } from '../../src/server/db/schema/payments';
import { bookings, reviews } from '../../src/server/db/schema/bookings';
import { readJson, type BookingAnswer } from '../support/answers';
import { bookableBusiness, bookingBody } from '../support/bookable';
import {
  ADMIN_ENDPOINTS,
  ADMIN_PREFIXES,
  type AdminEndpoint,
  type MatrixTarget,
} from '../support/admin-endpoints';
import { signedInStaff } from '../support/admins';
import { authClient, type AuthClient } from '../support/auth-client';
import { ownerWithBusiness } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';

describe('the roles matrix: who may call each admin endpoint', () => {
  let app: TestServer;
  // reviewId: a client's review its owner reported, for the review moderation endpoints
  let target: MatrixTarget;
  let owner: AuthClient;
  const staff = new Map<string, AuthClient>();

  beforeAll(async () => {
    app = await startTestServer();
    const victim = await ownerWithBusiness(app, 'Matrix Barbers');
    const saved = await victim.client.request('/api/business/payouts', {
      method: 'PUT',
      body: {
        mpesaNumber: '0712345678',
        bankName: '',
        bankAccountNumber: '',
        accountHolderName: '',
      },
    });
    expect(saved.status).toBe(200);
    const [payouts] = await app.db
      .select()
      .from(businessPayouts)
      .where(eq(businessPayouts.businessId, victim.businessId));
    if (!payouts) throw new Error('no payouts saved');
    const version = payoutsVersion(payouts);
    const reviewed = await bookableBusiness(app);
    const booked = await app.request(`/api/public/businesses/${reviewed.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(reviewed.service.id)),
    });
    const { booking } = await readJson<BookingAnswer>(booked);
    await app.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
    const [review] = await app.db
      .insert(reviews)
      .values({
        businessId: reviewed.businessId,
        bookingId: booking.id,
        rating: 1,
        customerName: 'Mary Atieno',
        reportedAt: new Date(),
        reportReason: 'Matrix check',
      })
      .returning({ id: reviews.id });
    target = {
      businessId: victim.businessId,
      email: victim.email,
      userId: victim.userId,
      version,
      reviewId: review?.id ?? '',
    };
    owner = (await ownerWithBusiness(app, 'Plain Owner Salon')).client;
    for (const role of ROLES) staff.set(role, (await signedInStaff(app, role)).client);
  });
  afterAll(() => app.close());

  async function state() {
    return {
      business: await app.db.select().from(businesses).where(eq(businesses.id, target.businessId)),
      payouts: await app.db
        .select()
        .from(businessPayouts)
        .where(eq(businessPayouts.businessId, target.businessId)),
      roles: await app.db.select().from(userRoles).orderBy(asc(userRoles.id)),
      review: await app.db.select().from(reviews).where(eq(reviews.id, target.reviewId)),
    };
  }

  type State = Awaited<ReturnType<typeof state>>;
  const anyDate = expect.any(Date) as unknown;

  /** What an allowed action leaves behind in the database; a list leaves it as it was. */
  function expectEffect(name: string, before: State, after: State) {
    const targetRoles = (s: State) =>
      s.roles.filter((r) => r.userId === target.userId).map((r) => r.role);
    switch (name) {
      case 'PUT /api/admin/businesses/:businessId/verification':
        return expect(after.business).toMatchObject([{ isVerified: true }]);
      case 'POST /api/admin/businesses/:businessId/deactivate':
        return expect(after.business).toMatchObject([
          { isActive: false, deactivatedReason: 'Matrix check' },
        ]);
      case 'POST /api/admin/businesses/:businessId/reactivate':
        return expect(after.business).toMatchObject([{ isActive: true, deactivatedAt: null }]);
      case 'POST /api/admin/payouts/:businessId/verify':
        return expect(after.payouts).toMatchObject([{ isVerified: true }]);
      case 'POST /api/admin/reviews/:reviewId/hide':
        return expect(after.review).toMatchObject([{ hiddenAt: anyDate, moderatedAt: anyDate }]);
      case 'POST /api/admin/reviews/:reviewId/keep':
        return expect(after.review).toMatchObject([{ hiddenAt: null, moderatedAt: anyDate }]);
      case 'POST /api/admin/roles':
        return expect(targetRoles(after)).toContain('moderator');
      case 'DELETE /api/admin/roles':
        return expect(targetRoles(after)).not.toContain('moderator');
      case 'POST /api/roles/admin':
        return expect(targetRoles(after)).toContain('admin');
      default:
        return expect(after).toEqual(before);
    }
  }

  function call(client: AuthClient, endpoint: AdminEndpoint) {
    const path = endpoint.path
      .replace(':businessId', target.businessId)
      .replace(':reviewId', target.reviewId);
    return client.request(path, {
      method: endpoint.method,
      body: endpoint.body?.(target),
    });
  }

  it('knows every admin endpoint the server has', () => {
    const routes = app.server.routes
      .filter(
        (route) =>
          route.method !== 'ALL' && ADMIN_PREFIXES.some((prefix) => route.path.startsWith(prefix)),
      )
      .map((route) => `${route.method} ${route.path}`);
    const known = ADMIN_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.filter((route) => !known.includes(route))).toEqual([]);
    expect(new Set(routes)).toEqual(new Set(known));
  });

  for (const endpoint of ADMIN_ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.path}`;

    it(`${name} refuses a request without a session (401) and changes nothing`, async () => {
      const before = await state();
      const response = await call(authClient(app), endpoint);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
      expect(await state()).toEqual(before);
    });

    it(`${name} refuses a plain owner (403 Access denied) and changes nothing`, async () => {
      const before = await state();
      const response = await call(owner, endpoint);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'forbidden', message: 'Access denied' },
      });
      expect(await state()).toEqual(before);
    });

    for (const role of ROLES) {
      const isAllowed = canDo([role], endpoint.ability);
      it(`${name} ${isAllowed ? 'lets' : 'refuses'} a ${role}`, async () => {
        const client = staff.get(role);
        if (!client) throw new Error(`no ${role}`);
        // each allowed call finds the business active, unverified and its payouts waiting
        await app.db
          .update(businesses)
          .set({ isActive: true, isVerified: false, deactivatedReason: null, deactivatedAt: null })
          .where(eq(businesses.id, target.businessId));
        await app.db
          .update(businessPayouts)
          .set({ isVerified: false })
          .where(eq(businessPayouts.businessId, target.businessId));
        // ...and the review reported and waiting for a decision
        await app.db
          .update(reviews)
          .set({ hiddenAt: null, moderatedAt: null })
          .where(eq(reviews.id, target.reviewId));
        const before = await state();
        const response = await call(client, endpoint);
        if (isAllowed) {
          expect(response.status, await response.clone().text()).toBe(200);
          expect(await response.json()).toMatchObject(endpoint.answer(target));
          expectEffect(name, before, await state());
        } else {
          expect(response.status).toBe(403);
          expect(await state()).toEqual(before);
        }
      });
    }
  }

  it('allows moderators exactly the looking after of businesses, payout details and reported reviews', () => {
    const moderator = ADMIN_ENDPOINTS.filter((e) => canDo(['moderator'], e.ability)).map(
      (e) => `${e.method} ${e.path}`,
    );
    expect(moderator).toEqual([
      'GET /api/admin/businesses',
      'PUT /api/admin/businesses/:businessId/verification',
      'GET /api/admin/payouts',
      'POST /api/admin/payouts/:businessId/verify',
      'GET /api/admin/reviews/reported',
      'GET /api/admin/reviews/uncounted',
      'POST /api/admin/reviews/:reviewId/hide',
      'POST /api/admin/reviews/:reviewId/keep',
    ]);
  });
});
