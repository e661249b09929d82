import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransactions, testProviderPayments } from '../../src/server/db/schema/payments';
import { createTestProvider } from '../../src/server/payments/test-provider';
import { fulfilSubscriptionPayment } from '../../src/server/subscriptions/fulfil';
import { SUBSCRIPTION_MESSAGES } from '../../src/shared/subscriptions';
import { ownerWithBusiness } from '../support/owners';
import {
  addActiveStaff,
  answerTestCheckout,
  checkout,
  checkPayment,
  choiceOf,
  DAY,
  paymentRow,
  setSubscription,
  startCard,
  subscriptionPage,
  subscriptionRow,
  type StartedMpesa,
} from '../support/subscriptions';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

const near = (actual: Date | undefined, expected: number) => {
  expect(Math.abs((actual?.getTime() ?? 0) - expected)).toBeLessThan(5_000);
};

describe('paying for a plan through the built-in test provider', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const paymentsOf = (businessId: string) =>
    app.db.select().from(paymentTransactions).where(eq(paymentTransactions.businessId, businessId));

  it('upgrades a trial to Starter once the card payment is verified, and never twice', async () => {
    const owner = await ownerWithBusiness(app, 'Upgrade Salon');
    const trialRow = await subscriptionRow(app, owner.businessId);
    const payment = await startCard(owner, 'starter');
    expect(payment.reference).toMatch(/^SUB-\d+-[0-9a-f]{10}$/);
    expect(payment.checkoutUrl).toBe(`${app.url}/pay/test/${payment.reference}`);
    expect(await paymentRow(app, payment.reference)).toMatchObject({
      transactionType: 'subscription',
      status: 'pending',
      planType: 'starter',
      amountMinor: 399_00,
      currency: 'KES',
      channel: 'card',
      provider: 'test',
      checkoutUrl: payment.checkoutUrl,
    });
    // nothing changes before the money is verified
    expect(await subscriptionRow(app, owner.businessId)).toEqual(trialRow);
    const waiting = await subscriptionPage(owner);
    expect(waiting.openPayment).toMatchObject({
      reference: payment.reference,
      planId: 'starter',
      method: 'card',
      checkoutUrl: payment.checkoutUrl,
    });
    expect((await checkPayment(owner, payment.reference)).status).toBe('pending');

    // pressing Pay again, five times at once, reuses the open attempt
    const again = await Promise.all(Array.from({ length: 5 }, () => startCard(owner, 'starter')));
    expect(new Set(again.map((started) => started.reference))).toEqual(
      new Set([payment.reference]),
    );
    expect(await paymentsOf(owner.businessId)).toHaveLength(1);

    const page = await (await fetch(payment.checkoutUrl)).text();
    expect(page).toContain('Test payment');
    expect(page).toContain('KES 399');
    const paidAt = Date.now();
    const back = await answerTestCheckout(app, payment.reference, 'success');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `${app.url}/app/subscription?reference=${payment.reference}`,
    );
    const upgraded = await subscriptionRow(app, owner.businessId);
    expect(upgraded).toMatchObject({
      planType: 'starter',
      status: 'active',
      staffLimit: 1,
      bookingsLimit: 500,
      paymentInterval: 'monthly',
    });
    near(upgraded?.currentPeriodEnd, paidAt + 30 * DAY);
    const completed = await paymentRow(app, payment.reference);
    expect(completed).toMatchObject({
      status: 'completed',
      subscriptionId: upgraded?.id,
      paystackReference: `TEST-${payment.reference}`,
    });

    // the page coming back, reloaded, and the checkout answered again: applied once
    for (let i = 0; i < 3; i++) {
      expect(await checkPayment(owner, payment.reference)).toEqual({
        reference: payment.reference,
        status: 'paid',
        planId: 'starter',
        planName: 'Starter',
        message: 'Successfully upgraded to Starter plan!',
      });
    }
    await answerTestCheckout(app, payment.reference, 'success');
    expect((await subscriptionRow(app, owner.businessId))?.currentPeriodEnd).toEqual(
      upgraded?.currentPeriodEnd,
    );
    const after = await subscriptionPage(owner);
    expect(after.subscription).toMatchObject({ phase: 'active', planId: 'starter', daysLeft: 30 });
    expect(after.openPayment).toBeNull();
    expect(choiceOf(after, 'starter')).toBe('Current Plan');
    expect(choiceOf(after, 'trial')).toBe('Trial used');
    expect(choiceOf(after, 'economy')).toBe('Upgrade to Economy');
    expect(after.usage).toMatchObject({ staffLimit: 1, bookingsLimit: 500 });
  });

  it('pays by M-Pesa: the prompt is followed until it is approved', async () => {
    const owner = await ownerWithBusiness(app, 'Mpesa Salon');
    const response = await checkout(owner, {
      planId: 'economy',
      method: 'mpesa',
      phone: '0712 345 678',
    });
    expect(response.status).toBe(200);
    const { payment } = await readJson<{ payment: StartedMpesa }>(response);
    expect(payment).toMatchObject({ method: 'mpesa', status: 'pending' });
    expect(payment.testPromptUrl).toBe(`${app.url}/pay/test/${payment.reference}`);
    const [ledger] = await app.db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.reference, payment.reference));
    expect(ledger).toMatchObject({ channel: 'mpesa', phone: '+254712345678', amountMinor: 899_00 });
    expect((await paymentRow(app, payment.reference))?.metadata).toMatchObject({
      phone: '254712345678',
      choice: 'upgrade',
    });
    // the same number again: the prompt already sent is not sent again
    const resent = await checkout(owner, {
      planId: 'economy',
      method: 'mpesa',
      phone: '+254712345678',
    });
    expect((await readJson<{ payment: StartedMpesa }>(resent)).payment.reference).toBe(
      payment.reference,
    );
    expect((await checkPayment(owner, payment.reference)).status).toBe('pending');
    await answerTestCheckout(app, payment.reference, 'success');
    expect(await checkPayment(owner, payment.reference)).toMatchObject({
      status: 'paid',
      message: 'Successfully upgraded to Economy plan!',
    });
    expect(await subscriptionRow(app, owner.businessId)).toMatchObject({
      planType: 'economy',
      staffLimit: 5,
      bookingsLimit: 1000,
    });
    expect((await paymentRow(app, payment.reference))?.paymentMethod).toBe('mpesa');
  });

  it('changes nothing when the payment is declined, and says so', async () => {
    const owner = await ownerWithBusiness(app, 'Declined Salon');
    const before = await subscriptionRow(app, owner.businessId);
    const payment = await startCard(owner, 'medium');
    await answerTestCheckout(app, payment.reference, 'failure');
    expect(await checkPayment(owner, payment.reference)).toMatchObject({
      status: 'failed',
      message: SUBSCRIPTION_MESSAGES.failed,
    });
    expect(await subscriptionRow(app, owner.businessId)).toEqual(before);
    // a new attempt follows a failed one
    const next = await startCard(owner, 'medium');
    expect(next.reference).not.toBe(payment.reference);
  });

  it('fulfils nothing when the amount paid is not the plan price', async () => {
    const owner = await ownerWithBusiness(app, 'Short Salon');
    const before = await subscriptionRow(app, owner.businessId);
    const payment = await startCard(owner, 'premium');
    // the provider's record of what was paid: one shilling short
    await app.db
      .update(testProviderPayments)
      .set({ amountMinor: 8_899_00 })
      .where(eq(testProviderPayments.reference, payment.reference));
    await answerTestCheckout(app, payment.reference, 'success');
    expect(await checkPayment(owner, payment.reference)).toMatchObject({ status: 'failed' });
    expect((await paymentRow(app, payment.reference))?.status).toBe('failed');
    expect(await subscriptionRow(app, owner.businessId)).toEqual(before);
  });

  it('renews the same plan from its current end in the last 3 days, and only then', async () => {
    const owner = await ownerWithBusiness(app, 'Renewing Salon');
    const first = await startCard(owner, 'starter');
    await answerTestCheckout(app, first.reference, 'success');
    const refused = await checkout(owner, { planId: 'starter', method: 'card' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'current_plan', message: SUBSCRIPTION_MESSAGES.current },
    });

    const end = new Date(Date.now() + 2 * DAY);
    await setSubscription(app, owner.businessId, { currentPeriodEnd: end });
    const page = await subscriptionPage(owner);
    expect(page.subscription).toMatchObject({ daysLeft: 2, isEndingSoon: true, canRenew: true });
    expect(choiceOf(page, 'starter')).toBe('Renew Starter');
    const renewal = await startCard(owner, 'starter');
    await answerTestCheckout(app, renewal.reference, 'success');
    expect((await checkPayment(owner, renewal.reference)).message).toBe(
      'Successfully subscribed to Starter plan!',
    );
    expect((await subscriptionRow(app, owner.businessId))?.currentPeriodEnd).toEqual(
      new Date(end.getTime() + 30 * DAY),
    );
  });

  it('reactivates a lapsed plan for 30 days from the payment', async () => {
    const owner = await ownerWithBusiness(app, 'Lapsed Salon');
    const first = await startCard(owner, 'economy');
    await answerTestCheckout(app, first.reference, 'success');
    await setSubscription(app, owner.businessId, {
      currentPeriodEnd: new Date(Date.now() - 5 * DAY),
      status: 'expired',
    });
    const page = await subscriptionPage(owner);
    expect(page.subscription.phase).toBe('expired');
    expect(choiceOf(page, 'economy')).toBe('Reactivate Subscription');
    expect(choiceOf(page, 'starter')).toBe('Subscribe Now');
    const again = await startCard(owner, 'economy');
    const paidAt = Date.now();
    await answerTestCheckout(app, again.reference, 'success');
    const row = await subscriptionRow(app, owner.businessId);
    expect(row?.status).toBe('active');
    near(row?.currentPeriodEnd, paidAt + 30 * DAY);
  });

  it('refuses a downgrade the business has outgrown, before any payment, with what to change', async () => {
    const owner = await ownerWithBusiness(app, 'Growing Salon');
    const first = await startCard(owner, 'medium');
    await answerTestCheckout(app, first.reference, 'success');
    await addActiveStaff(app, owner.businessId, 3);
    const before = await paymentsOf(owner.businessId);
    const refused = await checkout(owner, { planId: 'starter', method: 'card' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'plan_exceeded',
        message:
          'The Starter plan allows 1 active staff member; you have 3. Deactivate 2 staff members in Staff, then choose Starter again.',
      },
    });
    expect(await paymentsOf(owner.businessId)).toEqual(before);
    expect((await subscriptionRow(app, owner.businessId))?.planType).toBe('medium');

    // a downgrade that fits takes effect on payment, for 30 days from it
    const down = await startCard(owner, 'economy');
    const paidAt = Date.now();
    await answerTestCheckout(app, down.reference, 'success');
    expect((await checkPayment(owner, down.reference)).message).toBe(
      'Successfully changed to Economy plan!',
    );
    const row = await subscriptionRow(app, owner.businessId);
    expect(row).toMatchObject({ planType: 'economy', staffLimit: 5 });
    near(row?.currentPeriodEnd, paidAt + 30 * DAY);
  });

  it('applies a payment verified at a given moment from that moment (the clock the job keeps)', async () => {
    const owner = await ownerWithBusiness(app, 'Clocked Salon');
    const payment = await startCard(owner, 'medium');
    await app.db
      .update(testProviderPayments)
      .set({ status: 'success' })
      .where(eq(testProviderPayments.reference, payment.reference));
    const provider = createTestProvider({ db: app.db, publicUrl: app.url, secret: 'unused' });
    const now = new Date('2031-02-01T08:00:00Z');
    const outcome = await fulfilSubscriptionPayment(app.db, {
      provider,
      reference: payment.reference,
      now,
    });
    expect(outcome).toMatchObject({ status: 'paid', isNew: true, planId: 'medium' });
    expect((await subscriptionRow(app, owner.businessId))?.currentPeriodEnd).toEqual(
      new Date('2031-03-03T08:00:00Z'),
    );
    const repeat = await fulfilSubscriptionPayment(app.db, {
      provider,
      reference: payment.reference,
      now: new Date('2031-02-02T08:00:00Z'),
    });
    expect(repeat).toMatchObject({ status: 'paid', isNew: false });
    expect((await subscriptionRow(app, owner.businessId))?.currentPeriodEnd).toEqual(
      new Date('2031-03-03T08:00:00Z'),
    );
  });

  it('answers bad input with 400 and another business’s payment with 404, changing nothing', async () => {
    const owner = await ownerWithBusiness(app, 'Careful Salon');
    const other = await ownerWithBusiness(app, 'Other Salon');
    const theirs = await startCard(other, 'starter');
    for (const body of [
      { planId: 'trial', method: 'card' },
      { planId: 'platinum', method: 'card' },
      { planId: 'starter', method: 'cash' },
      { planId: 'starter', method: 'mpesa' },
      { planId: 'starter', method: 'mpesa', phone: '0612' },
      { planId: 'starter' },
    ]) {
      const response = await checkout(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const bad = await checkout(owner, { planId: 'starter', method: 'mpesa' });
    expect(await bad.json()).toMatchObject({
      error: { fields: { phone: 'Please enter your M-Pesa number, such as 0712345678' } },
    });
    expect(await paymentsOf(owner.businessId)).toEqual([]);
    for (const reference of [theirs.reference, 'SUB-1-0123456789', 'CBP-1-0123456789', 'nope']) {
      const response = await owner.client.get(`/api/subscription/payments/${reference}`);
      expect(response.status, reference).toBe(404);
    }
    expect((await paymentRow(app, theirs.reference))?.status).toBe('pending');
  });
});
