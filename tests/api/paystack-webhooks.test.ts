import { createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientBusinessTransactions,
  paymentWebhookEvents,
} from '../../src/server/db/schema/payments';
import {
  PAYSTACK_KEYS,
  PRICE_MINOR,
  startPaystackApp,
  type PaystackApp,
} from '../support/paystack-app';
import { freePort } from '../support/test-server';

const sign = (body: string, key: string, algorithm = 'sha512') =>
  createHmac(algorithm, key).update(body).digest('hex');

let h: PaystackApp;
beforeAll(async () => {
  h = await startPaystackApp();
});
afterAll(() => h.close());

describe('Paystack webhooks', () => {
  /** 500 deliveries that must all be refused: forged, tampered, or signed with another key. */
  function forgeries(reference: string, transactionId: number) {
    const claim = (i: number, amount = PRICE_MINOR) =>
      JSON.stringify({
        event: 'charge.success',
        data: { id: transactionId + i, reference, amount, currency: 'KES', status: 'success' },
      });
    const kinds: ((i: number) => { body: string; headers: Record<string, string> })[] = [
      (i) => ({ body: claim(i), headers: { 'x-paystack-signature': '0'.repeat(128) } }),
      (i) => ({
        body: claim(i),
        headers: { 'x-paystack-signature': randomBytes(64).toString('hex') },
      }),
      (i) => ({
        body: claim(i),
        headers: { 'x-paystack-signature': sign(claim(i), 'sk_test_someone_else_91b2') },
      }),
      (i) => ({
        body: claim(i),
        headers: { 'x-paystack-signature': sign(claim(i), PAYSTACK_KEYS.publicKey) },
      }),
      // signed by us, then changed on the way: the amount, the event, a byte of whitespace
      (i) => ({
        body: claim(i, 1_00),
        headers: { 'x-paystack-signature': sign(claim(i), PAYSTACK_KEYS.secretKey) },
      }),
      (i) => ({
        body: claim(i).replace('charge.success', 'charge.failed'),
        headers: { 'x-paystack-signature': sign(claim(i), PAYSTACK_KEYS.secretKey) },
      }),
      (i) => ({
        body: `${claim(i)} `,
        headers: { 'x-paystack-signature': sign(claim(i), PAYSTACK_KEYS.secretKey) },
      }),
      // another delivery's signature replayed on this body
      (i) => ({
        body: claim(i),
        headers: { 'x-paystack-signature': sign(claim(i + 1), PAYSTACK_KEYS.secretKey) },
      }),
      (i) => ({ body: claim(i), headers: {} }),
      (i) => ({ body: claim(i), headers: { 'x-paystack-signature': '' } }),
      (i) => ({
        body: claim(i),
        headers: { 'x-paystack-signature': sign(claim(i), PAYSTACK_KEYS.secretKey, 'sha256') },
      }),
      (i) => ({
        body: claim(i),
        headers: { 'x-paystack-signature': sign(claim(i), PAYSTACK_KEYS.secretKey).slice(0, 127) },
      }),
      (i) => ({
        body: claim(i),
        headers: {
          'x-paystack-signature': `${sign(claim(i), PAYSTACK_KEYS.secretKey).slice(0, 127)}g`,
        },
      }),
      // our key, but under the built-in provider's header
      (i) => ({
        body: claim(i),
        headers: { 'x-miadi-test-signature': sign(claim(i), PAYSTACK_KEYS.secretKey) },
      }),
    ];
    return Array.from({ length: 500 }, (_, i) => {
      const forge = kinds[i % kinds.length];
      if (!forge) throw new Error('no forgery of that kind');
      return forge(i);
    });
  }

  it('refuses 500 forged or tampered deliveries with 401, and nothing is stored, asked or changed', async () => {
    const business = await h.paystackBusiness();
    const { booking } = await h.hold(business);
    const payment = await h.startCard(booking.id);
    const transactionId = h.paystack.transactions.get(payment.reference)?.id ?? 0;
    const eventsBefore = await h.app.db.$count(paymentWebhookEvents);
    const deliveries = forgeries(payment.reference, transactionId);
    const statuses: number[] = [];
    for (let i = 0; i < deliveries.length; i += 25) {
      const batch = deliveries.slice(i, i + 25);
      const answers = await Promise.all(batch.map((d) => h.deliver(d.body, d.headers)));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toHaveLength(500);
    expect(new Set(statuses)).toEqual(new Set([401]));

    expect(await h.app.db.$count(paymentWebhookEvents)).toBe(eventsBefore);
    expect(h.verifiesOf(payment.reference)).toHaveLength(0);
    expect(await h.attemptOf(payment.reference)).toMatchObject({ status: 'pending' });
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      holdExpiresAt: new Date(booking.holdExpiresAt ?? ''),
    });
    expect(await h.ledgerOf(payment.reference)).toHaveLength(0);

    // signed with our key but claiming money Paystack does not have: verify decides, nothing is paid
    const lie = JSON.stringify({
      event: 'charge.success',
      data: {
        id: transactionId + 10_000,
        reference: payment.reference,
        amount: PRICE_MINOR,
        status: 'success',
      },
    });
    expect(
      (await h.deliver(lie, { 'x-paystack-signature': sign(lie, PAYSTACK_KEYS.secretKey) })).status,
    ).toBe(200);
    await expect
      .poll(async () => (await h.eventsOf(payment.reference))[0]?.processedAt ?? null)
      .not.toBeNull();
    expect(h.verifiesOf(payment.reference)).toHaveLength(1);
    expect(await h.attemptOf(payment.reference)).toMatchObject({ status: 'pending' });
    expect(await h.bookingRow(booking.id)).toMatchObject({ paymentStatus: 'pending' });

    // the real payment still goes through afterwards
    await h.paystack.complete(payment.reference, { outcome: 'success' });
    await h.settles(payment.reference, 'completed');
  });

  it('acts once on one event delivered five times at once: one event row, one completion, one mail', async () => {
    const business = await h.paystackBusiness();
    const { booking, email } = await h.hold(business);
    const payment = await h.startCard(booking.id);
    // Paystack's own delivery goes nowhere; its exact bytes are delivered five times below
    const nowhere = `http://127.0.0.1:${await freePort()}/api/webhooks/payments/paystack`;
    const sent = await h.paystack.complete(payment.reference, {
      outcome: 'success',
      webhookUrl: nowhere,
    });
    expect(sent?.status).toBeNull();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.deliver(sent?.rawBody ?? '', { 'x-paystack-signature': sent?.signature ?? '' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    await h.settles(payment.reference, 'completed');
    await expect
      .poll(async () => (await h.eventsOf(payment.reference))[0]?.processedAt ?? null)
      .not.toBeNull();
    const events = await h.eventsOf(payment.reference);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      provider: 'paystack',
      eventType: 'charge.success',
      eventKey: `charge.success:${h.paystack.transactions.get(payment.reference)?.id}:${payment.reference}`,
    });
    // only the delivery that stored the event asked Paystack about it
    expect(h.verifiesOf(payment.reference)).toHaveLength(1);
    expect(
      await h.app.db.$count(
        clientBusinessTransactions,
        and(
          eq(clientBusinessTransactions.bookingId, booking.id),
          eq(clientBusinessTransactions.status, 'completed'),
        ),
      ),
    ).toBe(1);
    expect(await h.ledgerOf(payment.reference)).toHaveLength(1);
    await h.mail.nextMailTo(email);
    await h.mailsSettled();
    expect(h.subjectsTo(email)).toHaveLength(1);
  });

  it.each([
    ['an amount', { amountMinor: PRICE_MINOR - 1 }],
    ['a currency', { currency: 'USD' }],
  ])('fulfils nothing when Paystack verifies %s other than the one asked', async (_, paid) => {
    const business = await h.paystackBusiness();
    const { booking, email } = await h.hold(business);
    const payment = await h.startCard(booking.id);
    const sent = await h.paystack.complete(payment.reference, { outcome: 'success', ...paid });
    expect(sent?.status).toBe(200);
    await h.settles(payment.reference, 'failed');
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      holdExpiresAt: new Date(booking.holdExpiresAt ?? ''),
    });
    expect(await h.ledgerOf(payment.reference)).toHaveLength(0);
    const check = await h.app.request(`/api/public/payments/${payment.reference}`);
    expect(await check.json()).toMatchObject({ status: 'failed' });
    await h.mailsSettled();
    expect(h.mail.mailsTo(email)).toHaveLength(0);
  });
});
