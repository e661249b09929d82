import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/server/db/schema/businesses';
import { subscriptions, trialGrants } from '../../src/server/db/schema/payments';
import { loadSubscriptionPage } from '../../src/server/subscriptions/operations-page';
import { createTestProvider } from '../../src/server/payments/test-provider';
import { TRIAL_REFUSALS } from '../../src/server/subscriptions/trial';
import { SUBSCRIPTION_MESSAGES } from '../../src/shared/subscriptions';
import { ownerWithBusiness, signedInOwner, type Owner } from '../support/owners';
import {
  addActiveStaff,
  choiceOf,
  DAY,
  setSubscription,
  subscriptionPage,
  subscriptionRow,
} from '../support/subscriptions';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BusinessAnswer, type ErrorAnswer } from '../support/answers';

const EMPTY_BUSINESS = {
  email: '',
  phone: '',
  address: '',
  city: '',
  country: '',
  website: '',
  description: '',
};

describe('the free trial', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const grantsOf = (owner: { userId: string; businessId?: string }) =>
    app.db
      .select()
      .from(trialGrants)
      .where(
        owner.businessId
          ? or(eq(trialGrants.userId, owner.userId), eq(trialGrants.businessId, owner.businessId))
          : eq(trialGrants.userId, owner.userId),
      );

  /** A business that never had the trial: its row and its grant gone, as for one made before. */
  async function neverTrialled(owner: Owner & { businessId: string }) {
    await app.db.delete(subscriptions).where(eq(subscriptions.businessId, owner.businessId));
    await app.db.delete(trialGrants).where(eq(trialGrants.userId, owner.userId));
  }

  it('starts a new business on the 7-day trial, recorded once for its owner and for it', async () => {
    const before = Date.now();
    const owner = await ownerWithBusiness(app, 'Zawadi Nails');
    const row = await subscriptionRow(app, owner.businessId);
    expect(row).toMatchObject({
      planType: 'trial',
      status: 'active',
      staffLimit: 3,
      bookingsLimit: 100,
      paymentInterval: 'one_time',
      userId: owner.userId,
    });
    const endsAt = row?.trialEndsAt?.getTime() ?? 0;
    expect(endsAt).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 7 * DAY + 1000);
    expect(await grantsOf(owner)).toEqual([
      expect.objectContaining({ userId: owner.userId, businessId: owner.businessId }),
    ]);

    const page = await subscriptionPage(owner);
    expect(page.subscription).toMatchObject({
      phase: 'trial',
      planId: 'trial',
      planName: 'Free Trial',
      status: 'active',
      daysLeft: 7,
      isEndingSoon: false,
      canRenew: false,
    });
    expect(page.hasHadTrial).toBe(true);
    expect(page.usage).toMatchObject({
      activeStaff: 0,
      staffLimit: 3,
      bookingsThisMonth: 0,
      bookingsLimit: 100,
    });
    expect(page.plans.map((plan) => [plan.id, plan.choice.label])).toEqual([
      ['trial', 'Current Plan'],
      ['starter', 'Upgrade to Starter'],
      ['economy', 'Upgrade to Economy'],
      ['medium', 'Upgrade to Business'],
      ['premium', 'Upgrade to Enterprise'],
    ]);
    expect(page.plans.find((plan) => plan.id === 'starter')).toMatchObject({
      priceMinor: 399_00,
      currency: 'KES',
    });
    expect(page.openPayment).toBeNull();
    expect(page.isTestMode).toBe(true);
  });

  it('counts the days left, warns at 3 or fewer and shows the lapse, by the clock', async () => {
    const owner = await ownerWithBusiness(app, 'Clock Salon');
    const row = await subscriptionRow(app, owner.businessId);
    const endsAt = row?.trialEndsAt ?? new Date();
    const provider = createTestProvider({ db: app.db, publicUrl: app.url, secret: 'unused' });
    const [business] = await app.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, owner.businessId));
    if (!business) throw new Error('no business');
    const at = (msBeforeEnd: number) =>
      loadSubscriptionPage(app.db, {
        business,
        provider,
        now: new Date(endsAt.getTime() - msBeforeEnd),
      });
    expect((await at(3.5 * DAY)).subscription).toMatchObject({ daysLeft: 4, isEndingSoon: false });
    expect((await at(3 * DAY)).subscription).toMatchObject({ daysLeft: 3, isEndingSoon: true });
    expect((await at(2 * 60 * 60 * 1000)).subscription).toMatchObject({
      phase: 'trial',
      daysLeft: 1,
      isEndingSoon: true,
    });
    const lapsed = await at(-1);
    expect(lapsed.subscription).toMatchObject({ phase: 'expired', daysLeft: 0 });
    expect(lapsed.plans.map((plan) => plan.choice.label)).toEqual([
      'Trial used',
      'Subscribe Now',
      'Subscribe Now',
      'Subscribe Now',
      'Subscribe Now',
    ]);

    // the same through the endpoint, with the end moved in the database
    await setSubscription(app, owner.businessId, {
      trialEndsAt: new Date(Date.now() + 2.5 * DAY),
    });
    expect((await subscriptionPage(owner)).subscription).toMatchObject({
      phase: 'trial',
      daysLeft: 3,
      isEndingSoon: true,
    });
    await setSubscription(app, owner.businessId, { trialEndsAt: new Date(Date.now() - 60_000) });
    expect((await subscriptionPage(owner)).subscription).toMatchObject({
      phase: 'expired',
      planId: 'trial',
      daysLeft: 0,
      isEndingSoon: false,
    });
  });

  it('refuses a second trial while one runs, and after it ended', async () => {
    const owner = await ownerWithBusiness(app, 'Twice Salon');
    const running = await owner.client.post('/api/subscription/trial');
    expect(running.status).toBe(409);
    expect(await running.json()).toMatchObject({
      error: { code: 'trial_running', message: TRIAL_REFUSALS.running },
    });
    await setSubscription(app, owner.businessId, { trialEndsAt: new Date(Date.now() - 1000) });
    const ended = await owner.client.post('/api/subscription/trial');
    expect(ended.status).toBe(409);
    expect(await ended.json()).toMatchObject({
      error: { code: 'trial_used', message: SUBSCRIPTION_MESSAGES.trialUsed },
    });
    expect(await grantsOf(owner)).toHaveLength(1);
  });

  it("shows 'none' for a business without a subscription, and starts the trial once for racing starts", async () => {
    const owner = await ownerWithBusiness(app, 'Never Trialled');
    await neverTrialled(owner);
    const none = await subscriptionPage(owner);
    expect(none.subscription).toMatchObject({ phase: 'none', planId: null, daysLeft: 0 });
    expect(none.hasHadTrial).toBe(false);
    expect(none.usage).toMatchObject({ staffLimit: null, bookingsLimit: null });
    expect(none.plans.map((plan) => plan.choice.label)).toEqual([
      'Start Free Trial',
      'Subscribe Now',
      'Subscribe Now',
      'Subscribe Now',
      'Subscribe Now',
    ]);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => owner.client.post('/api/subscription/trial')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const started = answers.find((answer) => answer.status === 200);
    expect(started).toBeDefined();
    const body = await readJson<{ message: string; subscription: { phase: string } }>(started!);
    expect(body.message).toBe('Free trial started! You have 7 days of full access.');
    expect(body.subscription.phase).toBe('trial');
    expect(await grantsOf(owner)).toHaveLength(1);
    expect((await subscriptionPage(owner)).subscription).toMatchObject({
      phase: 'trial',
      daysLeft: 7,
    });
  });

  it('gives the trial once per owner: a second business of the same owner has none', async () => {
    const owner = await ownerWithBusiness(app, 'First Business');
    await app.db.delete(businesses).where(eq(businesses.id, owner.businessId));
    const created = await owner.client.post('/api/business', {
      ...EMPTY_BUSINESS,
      name: 'Second Business',
    });
    expect(created.status).toBe(201);
    const { business } = await readJson<BusinessAnswer>(created);
    expect(await subscriptionRow(app, business.id)).toBeUndefined();
    const page = await subscriptionPage(owner);
    expect(page.subscription.phase).toBe('none');
    expect(page.hasHadTrial).toBe(true);
    expect(choiceOf(page, 'trial')).toBe('Trial used');
    const again = await owner.client.post('/api/subscription/trial');
    expect(again.status).toBe(409);
    expect((await readJson<ErrorAnswer>(again)).error.code).toBe('trial_used');
    expect(await subscriptionRow(app, business.id)).toBeUndefined();
  });

  it('gives one business and one trial when the same owner creates twice at once', async () => {
    const owner = await signedInOwner(app);
    const answers = await Promise.all(
      ['Race One', 'Race Two', 'Race Three'].map((name) =>
        owner.client.post('/api/business', { ...EMPTY_BUSINESS, name }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const grants = await grantsOf(owner);
    expect(grants).toHaveLength(1);
    const owned = await app.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.userId, owner.userId));
    expect(owned).toHaveLength(1);
    expect(grants[0]?.businessId).toBe(owned[0]?.id);
    expect((await subscriptionRow(app, owned[0]?.id ?? ''))?.planType).toBe('trial');
  });

  it('refuses the trial to a business with more active staff than it allows, saying what to change', async () => {
    const owner = await ownerWithBusiness(app, 'Big Team');
    await neverTrialled(owner);
    await addActiveStaff(app, owner.businessId, 4);
    const refused = await owner.client.post('/api/subscription/trial');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'plan_exceeded',
        message:
          'The Free Trial plan allows 3 active staff members; you have 4. Deactivate 1 staff member in Staff, then choose Free Trial again.',
      },
    });
    expect(await subscriptionRow(app, owner.businessId)).toBeUndefined();
    expect(await grantsOf(owner)).toHaveLength(0);
  });

  it('never offers the trial over a paid plan that is still running', async () => {
    const owner = await ownerWithBusiness(app, 'Paid Already');
    await app.db.delete(trialGrants).where(eq(trialGrants.userId, owner.userId));
    await setSubscription(app, owner.businessId, {
      planType: 'starter',
      trialEndsAt: null,
      currentPeriodEnd: new Date(Date.now() + 20 * DAY),
      staffLimit: 1,
      bookingsLimit: 500,
      paymentInterval: 'monthly',
    });
    const page = await subscriptionPage(owner);
    expect(page.hasHadTrial).toBe(false);
    expect(choiceOf(page, 'trial')).toBe('Trial not available');
    const refused = await owner.client.post('/api/subscription/trial');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'plan_active', message: TRIAL_REFUSALS.paidPlan },
    });
    expect((await subscriptionRow(app, owner.businessId))?.planType).toBe('starter');
  });

  it('answers Business Setup Required without a business, and 401 without a session', async () => {
    const owner = await signedInOwner(app);
    const response = await owner.client.get('/api/subscription');
    expect(response.status).toBe(404);
    expect((await readJson<ErrorAnswer>(response)).error.code).toBe('no_business');
    expect((await owner.client.post('/api/subscription/trial')).status).toBe(404);
    expect(await grantsOf(owner)).toHaveLength(0);
    for (const [method, path] of [
      ['GET', '/api/subscription'],
      ['POST', '/api/subscription/trial'],
      ['POST', '/api/subscription/checkout'],
      ['GET', '/api/subscription/payments/SUB-1-abcdef0123'],
    ] as const) {
      const anonymous = await app.request(path, { method, headers: { origin: app.url } });
      expect(anonymous.status, path).toBe(401);
    }
  });
});
