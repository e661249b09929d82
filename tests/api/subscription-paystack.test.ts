import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger';
import { createPaystackProvider } from '../../src/server/payments/paystack-provider';
import { reconcilePayments } from '../../src/server/payments/reconcile';
import { SUBSCRIPTION_MESSAGES } from '../../src/shared/subscriptions';
import { ownerWithBusiness } from '../support/owners';
import { PAYSTACK_KEYS, startPaystackApp, type PaystackApp } from '../support/paystack-app';
import {
  checkout,
  checkPayment,
  DAY,
  paymentRow,
  setSubscription,
  startCard,
  subscriptionPage,
  subscriptionRow,
  type StartedMpesa,
} from '../support/subscriptions';
import { freePort } from '../support/test-server';
import { readJson } from '../support/answers';

let h: PaystackApp;
beforeAll(async () => {
  h = await startPaystackApp();
});
afterAll(() => h.close());

type Body = Record<string, unknown>;

const initializeOf = (reference: string) =>
  h
    .requestsTo('POST', '/transaction/initialize')
    .find((r) => (r.body as Body).reference === reference);

const reconcileAhead = () =>
  reconcilePayments(h.app.db, {
    provider: createPaystackProvider({
      secretKey: PAYSTACK_KEYS.secretKey,
      publicKey: PAYSTACK_KEYS.publicKey,
      apiUrl: h.paystack.url,
    }),
    logger: createLogger('silent'),
    onOutcome: () => {},
    // past the quiet minute the job leaves to the webhook
    now: new Date(Date.now() + 60_000),
  });

async function nowhere() {
  return `http://127.0.0.1:${await freePort()}/api/webhooks/payments/paystack`;
}

describe('paying for a plan through Paystack', () => {
  it('asks Paystack for the plan price in KES with no split, and returns to the subscription screen', async () => {
    const owner = await ownerWithBusiness(h.app, 'Paystack Salon');
    const page = await subscriptionPage(owner);
    expect(page.isTestMode).toBe(false);
    const payment = await startCard(owner, 'starter');
    expect(payment.checkoutUrl).toContain(h.paystack.url);
    const body = initializeOf(payment.reference)?.body as Body;
    expect(body).toMatchObject({
      email: owner.email,
      amount: 399_00,
      currency: 'KES',
      callback_url: `${h.app.url}/app/subscription?reference=${payment.reference}`,
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- asymmetric matcher
      metadata: expect.objectContaining({ payment_type: 'subscription', plan_id: 'starter' }),
    });
    expect(body.subaccount).toBeUndefined();
    expect(body.transaction_charge).toBeUndefined();
  });

  it('extends a renewal once when the webhook comes 3 times at once, the page checks and reconciliation runs', async () => {
    const owner = await ownerWithBusiness(h.app, 'Renewal Salon');
    const first = await startCard(owner, 'economy');
    await h.paystack.complete(first.reference, { outcome: 'success' });
    await expect
      .poll(async () => (await paymentRow(h.app, first.reference))?.status, { timeout: 10_000 })
      .toBe('completed');
    const end = new Date(Date.now() + 2 * DAY);
    await setSubscription(h.app, owner.businessId, { currentPeriodEnd: end });

    const renewal = await startCard(owner, 'economy');
    const sent = await h.paystack.complete(renewal.reference, {
      outcome: 'success',
      webhookUrl: await nowhere(),
    });
    if (!sent) throw new Error('no webhook');
    const headers = { 'x-paystack-signature': sent.signature };
    const [answers] = await Promise.all([
      Promise.all([1, 2, 3].map(() => h.deliver(sent.rawBody, headers))),
      reconcileAhead(),
      checkPayment(owner, renewal.reference),
      checkPayment(owner, renewal.reference),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await expect
      .poll(async () => (await paymentRow(h.app, renewal.reference))?.status, { timeout: 10_000 })
      .toBe('completed');
    // the racing checks may still be finishing: real time for a second renewal to show, if any did
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await subscriptionRow(h.app, owner.businessId))?.currentPeriodEnd).toEqual(
      new Date(end.getTime() + 30 * DAY),
    );
    expect(await h.eventsOf(renewal.reference)).toHaveLength(1);
    expect(await checkPayment(owner, renewal.reference)).toMatchObject({
      status: 'paid',
      message: 'Successfully subscribed to Economy plan!',
    });
    // and once more, later: nothing moves
    await reconcileAhead();
    expect((await subscriptionRow(h.app, owner.businessId))?.currentPeriodEnd).toEqual(
      new Date(end.getTime() + 30 * DAY),
    );
  });

  it('fulfils nothing when Paystack reports another amount or currency', async () => {
    const owner = await ownerWithBusiness(h.app, 'Mismatch Salon');
    const before = await subscriptionRow(h.app, owner.businessId);
    const short = await startCard(owner, 'medium');
    await h.paystack.complete(short.reference, { outcome: 'success', amountMinor: 100 });
    await expect
      .poll(async () => (await paymentRow(h.app, short.reference))?.status, { timeout: 10_000 })
      .toBe('failed');
    const dollars = await startCard(owner, 'medium');
    await h.paystack.complete(dollars.reference, { outcome: 'success', currency: 'USD' });
    await expect
      .poll(async () => (await paymentRow(h.app, dollars.reference))?.status, { timeout: 10_000 })
      .toBe('failed');
    expect(await subscriptionRow(h.app, owner.businessId)).toEqual(before);
    expect(await checkPayment(owner, short.reference)).toMatchObject({
      status: 'failed',
      message: SUBSCRIPTION_MESSAGES.failed,
    });
  });

  it('pays by M-Pesa prompt, settled by the webhook', async () => {
    const owner = await ownerWithBusiness(h.app, 'Prompt Salon');
    const response = await checkout(owner, {
      planId: 'premium',
      method: 'mpesa',
      phone: '0712345678',
    });
    expect(response.status).toBe(200);
    const { payment } = await readJson<{ payment: StartedMpesa }>(response);
    expect(payment).toMatchObject({ method: 'mpesa', status: 'pending', testPromptUrl: null });
    const charge = h
      .requestsTo('POST', '/charge')
      .find((r) => (r.body as Body).reference === payment.reference);
    expect(charge?.body).toMatchObject({
      amount: 8_900_00,
      currency: 'KES',
      mobile_money: { phone: '+254712345678', provider: 'mpesa' },
    });
    await h.paystack.complete(payment.reference, { outcome: 'success' });
    await expect
      .poll(async () => (await subscriptionRow(h.app, owner.businessId))?.planType, {
        timeout: 10_000,
      })
      .toBe('premium');
    expect(await subscriptionRow(h.app, owner.businessId)).toMatchObject({
      staffLimit: null,
      bookingsLimit: null,
    });
  });

  it('answers 502 when Paystack fails or does not answer, and the subscription stays as it was', async () => {
    const owner = await ownerWithBusiness(h.app, 'Outage Salon');
    const before = await subscriptionRow(h.app, owner.businessId);
    for (const mode of ['error', 'hang'] as const) {
      h.paystack.failNext(mode);
      const response = await checkout(owner, { planId: 'starter', method: 'card' });
      expect(response.status, mode).toBe(502);
      expect(await response.json()).toMatchObject({
        error: { code: 'payment_unavailable', message: SUBSCRIPTION_MESSAGES.failed },
      });
    }
    expect(await subscriptionRow(h.app, owner.businessId)).toEqual(before);
    // once Paystack answers again, the same attempt goes on
    const payment = await startCard(owner, 'starter');
    expect(payment.checkoutUrl).toContain(h.paystack.url);
  }, 60_000);
});
