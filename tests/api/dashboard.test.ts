import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from '../../src/shared/dashboard';
import { findPlan, type PlanId } from '../../src/shared/plans';
import { localDateAt, zonedInstant } from '../../src/shared/zoned-time';
import { loadDashboard, type DashboardView } from '../../src/server/dashboard/operations';
import { subscriptions } from '../../src/server/db/schema/payments';
import { GENERAL_SETTINGS } from '../support/bookable';
import { buildBooking, buildService } from '../support/factories';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer } from '../support/answers';

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('GET /api/dashboard', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  async function dashboardOf(owner: Owner, query = ''): Promise<DashboardView> {
    const response = await owner.client.get(`/api/dashboard${query}`);
    expect(response.status).toBe(200);
    return await readJson<DashboardView>(response);
  }

  /** A paid, confirmed booking today (in the business's time zone) at 23:00, an hour long. */
  async function paidToday(owner: Owner, amountMinor: number, timeZone = 'Africa/Nairobi') {
    const service = await buildService(app.db, { businessId: owner.businessId });
    const date = localDateAt(new Date(), timeZone);
    const startsAt = zonedInstant(date, '23:00', timeZone);
    return buildBooking(app.db, {
      businessId: owner.businessId,
      serviceId: service.id,
      bookingDate: date,
      bookingTime: '23:00',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      status: 'confirmed',
      paymentStatus: 'completed',
      totalAmountMinor: amountMinor,
    });
  }

  it('needs a session and a business', async () => {
    expect((await app.request('/api/dashboard')).status).toBe(401);
    expect((await app.request('/api/dashboard?period=week')).status).toBe(401);
    const owner = await signedInOwner(app);
    expect((await owner.client.get('/api/dashboard')).status).toBe(404);
  });

  it('refuses an unknown period with a clear 400', async () => {
    const owner = await ownerWithBusiness(app);
    for (const query of [
      '?period=decade',
      '?period=',
      '?period=TODAY',
      '?period=today&period=week',
    ]) {
      const response = await owner.client.get(`/api/dashboard${query}`);
      expect(response.status, query).toBe(400);
      const body = await readJson<ErrorAnswer>(response);
      expect(body.error.message).toBe(DASHBOARD_MESSAGES.period);
    }
  });

  it('answers a new business with zeros, today by default, and its server time', async () => {
    const owner = await ownerWithBusiness(app);
    const response = await owner.client.get('/api/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('server-timing')).toMatch(/^app;dur=[\d.]+$/);
    const view = await readJson<DashboardView>(response);
    expect(view.period).toBe('today');
    expect(view.today).toBe(localDateAt(new Date(), 'Africa/Nairobi'));
    expect(view.currency).toBe('KES');
    const zero = { current: 0, previous: 0 };
    expect(view.figures).toEqual({
      bookings: zero,
      revenueMinor: zero,
      cancellations: zero,
      newClients: zero,
    });
    expect(view.series.bookings).toEqual(new Array(24).fill(0));
    expect(view.upcoming).toEqual({ total: 0, bookings: [] });
    // a new business starts on the free trial, with nothing yet counted against its limits
    expect(view.plan).toMatchObject({
      kind: 'trial',
      daysLeft: 7,
      usage: { activeStaff: 0, staffLimit: 3, bookingsThisMonth: 0, bookingsLimit: 100 },
    });
  });

  it("counts only the owner's own business", async () => {
    const mine = await ownerWithBusiness(app, 'Pwani Dental Clinic');
    const theirs = await ownerWithBusiness(app, 'Other Salon');
    await paidToday(mine, 1_500_00);
    await paidToday(theirs, 9_000_00);
    await paidToday(theirs, 9_000_00);
    for (const period of ['today', 'week', 'month', 'year']) {
      const view = await dashboardOf(mine, `?period=${period}`);
      expect(view.figures.bookings.current, period).toBe(1);
      expect(view.figures.revenueMinor.current, period).toBe(1_500_00);
    }
    const seen = await dashboardOf(theirs, '?period=month');
    expect(seen.figures.bookings.current).toBe(2);
    expect(seen.figures.revenueMinor.current).toBe(18_000_00);
    expect(JSON.stringify(seen)).not.toContain(mine.businessId);
  });

  it("judges today in the business's time zone and sums in its currency", async () => {
    const owner = await ownerWithBusiness(app);
    const zone = 'Asia/Tokyo';
    const saved = await owner.client.request('/api/business/settings/general', {
      method: 'PUT',
      body: { ...GENERAL_SETTINGS, timezone: zone, currency: 'USD' },
    });
    expect(saved.status).toBe(200);
    await paidToday(owner, 2_500_00, zone);
    const view = await dashboardOf(owner);
    expect(view.timezone).toBe(zone);
    expect(view.today).toBe(localDateAt(new Date(), zone));
    expect(view.currency).toBe('USD');
    // a KES booking is counted as a booking, but its money is shown apart, never added to dollars
    expect(view.figures.bookings.current).toBe(1);
    expect(view.figures.revenueMinor.current).toBe(0);
    expect(view.otherCurrencies).toEqual([
      { currency: 'KES', revenueMinor: 2_500_00, bookings: 1 },
    ]);
    expect(view.series.bookings[23]).toBe(1);
  });

  describe('the plan badge', () => {
    const NOW = new Date('2030-03-10T09:00:00Z');
    let owner: Owner;
    beforeAll(async () => {
      owner = await ownerWithBusiness(app, 'Plan Salon');
    });

    async function subscribe(plan: PlanId, fields: Partial<typeof subscriptions.$inferInsert>) {
      await app.db.delete(subscriptions).where(eq(subscriptions.businessId, owner.businessId));
      const catalogue = findPlan(plan);
      await app.db.insert(subscriptions).values({
        userId: owner.userId,
        businessId: owner.businessId,
        planType: plan,
        status: 'active',
        currentPeriodEnd: new Date(NOW.getTime() + 30 * DAY),
        staffLimit: catalogue.staffLimit,
        bookingsLimit: catalogue.bookingsLimit,
        paymentInterval: plan === 'trial' ? 'one_time' : 'monthly',
        ...fields,
      });
    }
    const planAt = async (now = NOW) =>
      (
        await loadDashboard(app.db, {
          businessId: owner.businessId,
          currency: 'KES',
          period: 'today',
          now,
        })
      ).plan;

    it('shows a trial with its days left, counting a part day as a day', async () => {
      await subscribe('trial', { trialEndsAt: new Date(NOW.getTime() + 7 * DAY) });
      expect(await planAt()).toMatchObject({
        kind: 'trial',
        name: 'Free Trial',
        daysLeft: 7,
        isExpired: false,
      });
      await subscribe('trial', { trialEndsAt: new Date(NOW.getTime() + 2.5 * DAY) });
      expect(await planAt()).toMatchObject({ daysLeft: 3, isExpired: false });
      expect(await planAt(new Date(NOW.getTime() + 2 * DAY + HOUR))).toMatchObject({ daysLeft: 1 });
      expect(await planAt(new Date(NOW.getTime() + 2.5 * DAY))).toMatchObject({
        daysLeft: 0,
        isExpired: true,
      });
      expect(await planAt(new Date(NOW.getTime() + 9 * DAY))).toMatchObject({
        daysLeft: 0,
        isExpired: true,
      });
    });

    it('shows an ended trial as expired whatever its date says', async () => {
      await subscribe('trial', {
        status: 'expired',
        trialEndsAt: new Date(NOW.getTime() + 4 * DAY),
      });
      expect(await planAt()).toMatchObject({ kind: 'trial', daysLeft: 0, isExpired: true });
    });

    it("shows a paid plan by the catalogue's name, and whether it is still active", async () => {
      await subscribe('medium', {});
      expect(await planAt()).toEqual({
        kind: 'paid',
        planId: 'medium',
        name: 'Business',
        isActive: true,
        periodEnd: new Date(NOW.getTime() + 30 * DAY).toISOString(),
        usage: { activeStaff: 0, staffLimit: 15, bookingsThisMonth: 0, bookingsLimit: 5000 },
      });
      expect(await planAt(new Date(NOW.getTime() + 31 * DAY))).toMatchObject({ isActive: false });
      await subscribe('premium', { status: 'cancelled' });
      expect(await planAt()).toMatchObject({ name: 'Enterprise', isActive: false });
    });

    it('reaches the page through the endpoint', async () => {
      await app.db.delete(subscriptions).where(eq(subscriptions.businessId, owner.businessId));
      await app.db.insert(subscriptions).values({
        userId: owner.userId,
        businessId: owner.businessId,
        planType: 'trial',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 5 * DAY - 60_000),
        trialEndsAt: new Date(Date.now() + 5 * DAY - 60_000),
        paymentInterval: 'one_time',
      });
      const view = await dashboardOf(owner, '?period=week');
      expect(view.plan).toMatchObject({ kind: 'trial', daysLeft: 5, isExpired: false });
    });

    it('says plainly when the business has no subscription row, never a made-up plan', async () => {
      await app.db.delete(subscriptions).where(eq(subscriptions.businessId, owner.businessId));
      expect(await planAt()).toEqual({ kind: 'none' });
      expect((await dashboardOf(owner)).plan).toEqual({ kind: 'none' });
    });
  });
});
