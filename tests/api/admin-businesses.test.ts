import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../src/shared/admin';
import type { PlanId } from '../../src/shared/plans';
import { auditLog } from '../../src/server/db/schema/auth';
import { businesses } from '../../src/server/db/schema/businesses';
import { subscriptions } from '../../src/server/db/schema/payments';
import { signedInStaff } from '../support/admins';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { buildBusiness, buildUser } from '../support/factories';
import type { Owner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer } from '../support/answers';

interface Listed {
  id: string;
  name: string;
  owner: { email: string; name: string };
  isActive: boolean;
  isVerified: boolean;
  deactivatedReason: string | null;
  subscription: { planId: string | null; phase: string };
}
interface Page {
  businesses: Listed[];
  total: number;
  page: number;
  pageSize: number;
}

describe('admin: businesses', () => {
  let app: TestServer;
  let admin: Owner;
  let moderator: Owner;
  beforeAll(async () => {
    app = await startTestServer();
    admin = await signedInStaff(app, 'admin');
    moderator = await signedInStaff(app, 'moderator');
  });
  afterAll(() => app.close());

  async function list(query: Record<string, string>, as = admin): Promise<Page> {
    const response = await as.client.get(`/api/admin/businesses?${new URLSearchParams(query)}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return await readJson<Page>(response);
  }

  const names = (page: Page) => page.businesses.map((business) => business.name);

  async function setPlan(businessId: string, plan: PlanId | null) {
    const [business] = await app.db.select().from(businesses).where(eq(businesses.id, businessId));
    await app.db.delete(subscriptions).where(eq(subscriptions.businessId, businessId));
    if (!plan || !business) return;
    const end = new Date(Date.now() + 10 * 86_400_000);
    await app.db.insert(subscriptions).values({
      userId: business.userId,
      businessId,
      planType: plan,
      status: 'active',
      currentPeriodEnd: end,
      trialEndsAt: plan === 'trial' ? end : null,
      paymentInterval: plan === 'trial' ? 'one_time' : 'monthly',
    });
  }

  async function auditRows(recordId: string) {
    return app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, recordId), eq(auditLog.tableName, 'businesses')))
      .orderBy(desc(auditLog.createdAt));
  }

  it('searches by business name, owner e-mail and owner name, in any case, % taken literally', async () => {
    const user = await buildUser(app.db, { name: 'Wairimu Kamau', email: 'wairimu@kamau.example' });
    await buildBusiness(app.db, { name: 'Kamau Hair Studio', userId: user.id });
    await buildBusiness(app.db, { name: '100% Organic Nails' });
    expect(names(await list({ q: 'hair studio' }))).toEqual(['Kamau Hair Studio']);
    expect(names(await list({ q: 'WAIRIMU@KAMAU' }))).toEqual(['Kamau Hair Studio']);
    expect(names(await list({ q: 'wairimu kam' }))).toEqual(['Kamau Hair Studio']);
    expect(names(await list({ q: '100%' }))).toEqual(['100% Organic Nails']);
    expect(names(await list({ q: '0% o' }))).toEqual(['100% Organic Nails']);
    expect(names(await list({ q: '1_0' }))).toEqual([]);
    expect((await list({ q: 'zzz-nothing-zzz' })).total).toBe(0);
    const [found] = (await list({ q: 'Kamau Hair' })).businesses;
    expect(found?.owner).toEqual({ email: 'wairimu@kamau.example', name: 'Wairimu Kamau' });
  });

  it('filters by plan (or none), status, verification and created date in Nairobi days', async () => {
    const tag = `Filter${Date.now()}`;
    const make = async (suffix: string, values: Partial<typeof businesses.$inferInsert>) =>
      buildBusiness(app.db, { name: `${tag} ${suffix}`, ...values });
    const starter = await make('Starter', { createdAt: new Date('2024-02-29T21:30:00Z') });
    const trial = await make('Trial', { createdAt: new Date('2024-03-15T09:00:00Z') });
    const none = await make('None', {
      createdAt: new Date('2024-03-31T21:30:00Z'),
      isActive: false,
      isVerified: true,
    });
    await setPlan(starter.id, 'starter');
    await setPlan(trial.id, 'trial');
    await setPlan(none.id, null);

    expect(names(await list({ q: tag, plan: 'starter' }))).toEqual([`${tag} Starter`]);
    expect(names(await list({ q: tag, plan: 'trial' }))).toEqual([`${tag} Trial`]);
    expect(names(await list({ q: tag, plan: 'none' }))).toEqual([`${tag} None`]);
    expect(names(await list({ q: tag, status: 'inactive' }))).toEqual([`${tag} None`]);
    expect(names(await list({ q: tag, status: 'active' }))).toEqual([
      `${tag} Trial`,
      `${tag} Starter`,
    ]);
    expect(names(await list({ q: tag, verified: 'yes' }))).toEqual([`${tag} None`]);
    // 21:30 UTC on 29 February is 1 March in Nairobi; 21:30 UTC on 31 March is 1 April
    expect(names(await list({ q: tag, from: '2024-03-01', to: '2024-03-31' }))).toEqual([
      `${tag} Trial`,
      `${tag} Starter`,
    ]);
    expect(names(await list({ q: tag, from: '2024-04-01' }))).toEqual([`${tag} None`]);
    expect(names(await list({ q: tag, to: '2024-02-29' }))).toEqual([]);
    const [listed] = (await list({ q: tag, plan: 'starter' })).businesses;
    expect(listed?.subscription).toMatchObject({ planId: 'starter', phase: 'active' });
  });

  it('pages on the server, newest first, with the total', async () => {
    const tag = `Paging${Date.now()}`;
    for (let i = 1; i <= 22; i++) {
      await buildBusiness(app.db, {
        name: `${tag} ${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2025, 0, i)),
      });
    }
    const first = await list({ q: tag });
    expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20 });
    expect(first.businesses[0]?.name).toBe(`${tag} 22`);
    const second = await list({ q: tag, page: '2' });
    expect(names(second)).toEqual([`${tag} 02`, `${tag} 01`]);
    expect(await list({ q: tag, page: '5' })).toMatchObject({ total: 22, businesses: [] });
  });

  it('refuses a bad query with a clear 400', async () => {
    for (const [query, message] of [
      [{ plan: 'gold' }, undefined],
      [{ status: 'sleeping' }, undefined],
      [{ from: '2024-02-30' }, ADMIN_MESSAGES.date],
      [{ from: '2024-05-01', to: '2024-04-01' }, ADMIN_MESSAGES.dateOrder],
      [{ page: '0' }, ADMIN_MESSAGES.page],
      [{ q: 'x'.repeat(101) }, ADMIN_MESSAGES.search],
    ] as const) {
      const response = await admin.client.get(
        `/api/admin/businesses?${new URLSearchParams(query)}`,
      );
      expect(response.status, JSON.stringify(query)).toBe(400);
      const body = await readJson<ErrorAnswer>(response);
      if (message) expect(body.error.message).toBe(message);
    }
  });

  it('verifies a business: the badge shows on its public page and on Discover, and the audit has before and after', async () => {
    const { businessId, owner } = await bookableBusiness(app);
    const name = `Verified Spa ${Date.now()}`;
    const renamed = await owner.client.request('/api/business', {
      method: 'PATCH',
      body: {
        name,
        email: 'desk@spa.example',
        phone: '',
        website: '',
        description: '',
        address: '',
        city: '',
        country: '',
      },
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const located = await owner.client.request('/api/business/location', {
      method: 'PUT',
      body: {
        latitude: -1.28,
        longitude: 36.82,
        serviceRadiusKm: 10,
        showOnMap: true,
        mapDescription: '',
      },
    });
    expect(located.status).toBe(200);
    const publicPage = async () =>
      (
        await readJson<{
          business: { isVerified: boolean };
        }>(await app.request(`/api/public/businesses/${businessId}`))
      ).business;
    const discovered = async () =>
      (
        await readJson<{
          businesses: { id: string; isVerified: boolean }[];
        }>(await app.request(`/api/public/discover?q=${encodeURIComponent(name)}`))
      ).businesses.find((business) => business.id === businessId);
    expect((await publicPage()).isVerified).toBe(false);

    const verified = await moderator.client.request(
      `/api/admin/businesses/${businessId}/verification`,
      { method: 'PUT', body: { isVerified: true } },
    );
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ business: { id: businessId, isVerified: true } });
    expect((await publicPage()).isVerified).toBe(true);
    expect(await discovered()).toMatchObject({ isVerified: true });

    const [row] = await auditRows(businessId);
    expect(row).toMatchObject({
      action: 'BUSINESS_VERIFIED',
      tableName: 'businesses',
      recordId: businessId,
      userId: moderator.userId,
      ipAddress: moderator.client.address,
      oldValues: { isVerified: false },
      newValues: { isVerified: true },
    });

    const unverified = await admin.client.request(
      `/api/admin/businesses/${businessId}/verification`,
      { method: 'PUT', body: { isVerified: false } },
    );
    expect(unverified.status).toBe(200);
    expect((await publicPage()).isVerified).toBe(false);
    expect((await auditRows(businessId))[0]).toMatchObject({
      action: 'BUSINESS_UNVERIFIED',
      oldValues: { isVerified: true },
      newValues: { isVerified: false },
    });
  });

  it('deactivates with a reason: gone from the public page, availability, booking and Discover; the owner reads why', async () => {
    const { businessId, owner, service } = await bookableBusiness(app);
    const name = `Deactivated Gym ${Date.now()}`;
    await app.db
      .update(businesses)
      .set({ name, latitude: -1.29, longitude: 36.8 })
      .where(eq(businesses.id, businessId));
    const publicCalls = {
      page: () => app.request(`/api/public/businesses/${businessId}`),
      availability: () =>
        app.request(
          `/api/public/businesses/${businessId}/availability?serviceId=${service.id}&date=${bookableDate()}`,
        ),
      booking: () =>
        app.request(`/api/public/businesses/${businessId}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bookingBody(service.id, { date: bookableDate(4), time: '11:00' })),
        }),
      discover: async () =>
        (
          await readJson<{
            businesses: { id: string }[];
          }>(await app.request(`/api/public/discover?q=${encodeURIComponent(name)}`))
        ).businesses.map((business) => business.id),
    };
    expect((await publicCalls.page()).status).toBe(200);
    expect(await publicCalls.discover()).toEqual([businessId]);

    // a reason is required, and nothing changes without one
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await admin.client.post(
        `/api/admin/businesses/${businessId}/deactivate`,
        body,
      );
      expect(refused.status).toBe(400);
    }
    expect((await publicCalls.page()).status).toBe(200);
    // a moderator may not deactivate
    const byModerator = await moderator.client.post(
      `/api/admin/businesses/${businessId}/deactivate`,
      { reason: 'No' },
    );
    expect(byModerator.status).toBe(403);

    const reason = 'The phone number and address could not be confirmed.';
    const deactivated = await admin.client.post(`/api/admin/businesses/${businessId}/deactivate`, {
      reason: `  ${reason} `,
    });
    expect(deactivated.status).toBe(200);
    expect(await deactivated.json()).toMatchObject({
      business: { isActive: false, deactivatedReason: reason },
    });
    for (const call of [publicCalls.page, publicCalls.availability, publicCalls.booking]) {
      const response = await call();
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { message: 'Business not found or is currently inactive.' },
      });
    }
    expect(await publicCalls.discover()).toEqual([]);

    const ownView = await readJson<{
      business: { isActive: boolean; deactivatedReason: string; deactivatedAt: string };
    }>(await owner.client.get('/api/business'));
    expect(ownView.business).toMatchObject({ isActive: false, deactivatedReason: reason });
    expect(Date.now() - Date.parse(ownView.business.deactivatedAt)).toBeLessThan(60_000);
    // the owner area itself still works
    expect((await owner.client.get('/api/services')).status).toBe(200);

    const [audit] = await auditRows(businessId);
    expect(audit).toMatchObject({
      action: 'BUSINESS_DEACTIVATED',
      userId: admin.userId,
      ipAddress: admin.client.address,
      oldValues: {
        isActive: true,
        isVerified: false,
        deactivatedReason: null,
        deactivatedAt: null,
      },
      newValues: { isActive: false, deactivatedReason: reason },
    });

    const reactivated = await admin.client.post(`/api/admin/businesses/${businessId}/reactivate`);
    expect(reactivated.status).toBe(200);
    expect((await publicCalls.page()).status).toBe(200);
    expect((await publicCalls.availability()).status).toBe(200);
    expect((await publicCalls.booking()).status).toBe(201);
    expect(await publicCalls.discover()).toEqual([businessId]);
    const again = await readJson<{
      business: { isActive: boolean; deactivatedReason: string | null };
    }>(await owner.client.get('/api/business'));
    expect(again.business).toMatchObject({ isActive: true, deactivatedReason: null });
    expect((await auditRows(businessId))[0]).toMatchObject({
      action: 'BUSINESS_REACTIVATED',
      oldValues: { isActive: false, deactivatedReason: reason },
      newValues: {
        isActive: true,
        isVerified: false,
        deactivatedReason: null,
        deactivatedAt: null,
      },
    });
  });

  it('answers 404 for a business that does not exist, malformed or unknown', async () => {
    for (const id of ['not-a-uuid', '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60']) {
      const response = await admin.client.request(`/api/admin/businesses/${id}/verification`, {
        method: 'PUT',
        body: { isVerified: true },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { message: ADMIN_MESSAGES.businessNotFound },
      });
    }
  });
});
