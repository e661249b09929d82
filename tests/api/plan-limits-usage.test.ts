import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { staff } from '../../src/server/db/schema/people';
import { businessUsage, checkPlanFits } from '../../src/server/subscriptions/limits';
import { zonedInstant } from '../../src/shared/zoned-time';
import { buildBooking, buildBusiness, buildService } from '../support/factories';
import { ownerWithBusiness } from '../support/owners';
import { onPlan } from '../support/plan-limits';
import { addActiveStaff } from '../support/subscriptions';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

const TZ = 'Africa/Nairobi';

describe('plan limits: usage and whether a plan fits', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  /** A booking at a local date and time of the business, as the booking engine stores it. */
  async function bookAt(
    ids: { businessId: string; serviceId: string },
    date: string,
    time: string,
    fields: Partial<Parameters<typeof buildBooking>[1]> = {},
  ) {
    const startsAt = zonedInstant(date, time, TZ);
    return buildBooking(app.db, {
      ...ids,
      bookingDate: date,
      bookingTime: time,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      status: 'confirmed',
      ...fields,
    });
  }

  it("counts this month's bookings in the business's time zone, leaving out cancelled and expired holds", async () => {
    const business = await buildBusiness(app.db);
    const service = await buildService(app.db, { businessId: business.id });
    const ids = { businessId: business.id, serviceId: service.id };
    await bookAt(ids, '2031-03-31', '23:00');
    await bookAt(ids, '2031-04-01', '01:00');
    await bookAt(ids, '2031-04-15', '10:00', { status: 'pending' });
    await bookAt(ids, '2031-04-16', '10:00', { status: 'cancelled' });
    // an unpaid hold counts while it holds, and not once its time is up
    const holdEnds = new Date('2031-04-01T00:00:00Z');
    await bookAt(ids, '2031-04-20', '10:00', { status: 'pending', holdExpiresAt: holdEnds });
    await bookAt(ids, '2031-05-01', '00:30');

    // 01:30 on 1 April in Nairobi is still 31 March in UTC
    const firstOfApril = new Date('2031-03-31T22:30:00Z');
    expect(await businessUsage(app.db, { businessId: business.id, now: firstOfApril })).toEqual({
      activeStaff: 0,
      bookingsThisMonth: 3,
      month: '2031-04',
    });
    const afterHold = new Date('2031-04-02T09:00:00Z');
    expect(await businessUsage(app.db, { businessId: business.id, now: afterHold })).toMatchObject({
      bookingsThisMonth: 2,
      month: '2031-04',
    });
    const lastOfMarch = new Date('2031-03-31T20:30:00Z');
    expect(
      await businessUsage(app.db, { businessId: business.id, now: lastOfMarch }),
    ).toMatchObject({ bookingsThisMonth: 1, month: '2031-03' });

    // another time zone moves the month's edge
    await app.db
      .update(businessSettings)
      .set({ timezone: 'UTC' })
      .where(eq(businessSettings.businessId, business.id));
    expect(
      await businessUsage(app.db, { businessId: business.id, now: firstOfApril }),
    ).toMatchObject({ month: '2031-03', bookingsThisMonth: 1 });
  });

  it('counts active staff only', async () => {
    const business = await buildBusiness(app.db);
    await addActiveStaff(app, business.id, 3);
    await app.db.insert(staff).values({
      businessId: business.id,
      name: 'Resting',
      email: 'r@example.com',
      isActive: false,
    });
    const usage = await businessUsage(app.db, { businessId: business.id, now: new Date() });
    expect(usage.activeStaff).toBe(3);
  });

  it('says a plan fits, or what to change first, by active staff', async () => {
    const business = await buildBusiness(app.db);
    const fits = (planId: 'trial' | 'starter' | 'economy' | 'premium') =>
      checkPlanFits(app.db, { businessId: business.id, planId });
    expect(await fits('starter')).toBeNull();
    await addActiveStaff(app, business.id, 3);
    expect(await fits('starter')).toBe(
      'The Starter plan allows 1 active staff member; you have 3. Deactivate 2 staff members in Staff, then choose Starter again.',
    );
    expect(await fits('trial')).toBeNull();
    expect(await fits('economy')).toBeNull();
    expect(await fits('premium')).toBeNull();
    await app.db.update(staff).set({ isActive: false }).where(eq(staff.businessId, business.id));
    await addActiveStaff(app, business.id, 2);
    expect(await fits('starter')).toBe(
      'The Starter plan allows 1 active staff member; you have 2. Deactivate 1 staff member in Staff, then choose Starter again.',
    );
  });

  it('shows usage against the limits on the dashboard, in its one request', async () => {
    const owner = await ownerWithBusiness(app);
    await onPlan(app, owner.businessId, 'starter', { bookingsLimit: 500 });
    await addActiveStaff(app, owner.businessId, 1);
    const service = await buildService(app.db, { businessId: owner.businessId });
    const view = async () => {
      const response = await owner.client.get('/api/dashboard');
      expect(response.status).toBe(200);
      return await readJson<{ plan: { usage: unknown }; today: string }>(response);
    };
    const { today } = await view();
    for (const time of ['09:00', '10:00', '11:00'])
      await bookAt({ businessId: owner.businessId, serviceId: service.id }, today, time);
    expect((await view()).plan.usage).toEqual({
      activeStaff: 1,
      staffLimit: 1,
      bookingsThisMonth: 3,
      bookingsLimit: 500,
    });
    await onPlan(app, owner.businessId, 'premium');
    expect((await view()).plan.usage).toEqual({
      activeStaff: 1,
      staffLimit: null,
      bookingsThisMonth: 3,
      bookingsLimit: null,
    });
  });
});
