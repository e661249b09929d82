import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPaystackClient } from '../../src/server/payments/paystack/client';
import { PaystackError, PaystackUnavailableError } from '../../src/server/payments/paystack/errors';
import { isPaystackSignature } from '../../src/server/payments/paystack/signature';
import { startFakePaystack, type FakePaystack } from '../support/fake-paystack';

const SECRET = 'sk_test_fake_4f9c2a7e1b';
let paystack: FakePaystack;
let counter = 0;
const reference = () => `CBP-TEST-${Date.now()}-${++counter}`;
const client = (options: { secretKey?: string; timeoutMs?: number } = {}) =>
  createPaystackClient({ secretKey: SECRET, baseUrl: paystack.url, ...options });

function checkout(ref: string, amountMinor = 150_000) {
  return client().initializeTransaction({
    email: 'wanjiku@example.com',
    amountMinor,
    currency: 'KES',
    reference: ref,
    callbackUrl: 'https://salon.miadi.test/pay/return',
    channels: ['card', 'mobile_money'],
    metadata: { bookingId: 'b-1' },
  });
}

function mpesa(ref: string) {
  return client().chargeMobileMoney({
    email: 'otieno@example.com',
    amountMinor: 80_000,
    currency: 'KES',
    reference: ref,
    phone: '+254710000000',
    provider: 'mpesa',
    subaccount: 'ACCT_demo',
    bearer: 'subaccount',
    metadata: {},
  });
}

beforeAll(async () => {
  paystack = await startFakePaystack({ secretKey: SECRET });
});
afterAll(() => paystack.close());

describe('Paystack client against the fake Paystack', () => {
  it('initializes a checkout, pays on the hosted page and verifies the exact amount', async () => {
    const ref = reference();
    const started = await checkout(ref);
    expect(started.reference).toBe(ref);
    expect(started.authorizationUrl).toBe(`${paystack.url}/checkout/${started.accessCode}`);
    expect(paystack.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/transaction/initialize',
      isAuthorized: true,
      body: {
        amount: 150_000,
        currency: 'KES',
        callback_url: 'https://salon.miadi.test/pay/return',
      },
    });

    expect(await client().verifyTransaction(ref)).toMatchObject({
      status: 'abandoned',
      paidAt: null,
    });

    const page = await fetch(started.authorizationUrl);
    const html = await page.text();
    expect(html).toContain('KES 1500.00');
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Cancel</button>');

    const paid = await fetch(`${started.authorizationUrl}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe('https://salon.miadi.test/pay/return');
    expect(back.searchParams.get('reference')).toBe(ref);
    expect(back.searchParams.get('trxref')).toBe(ref);

    const verified = await client().verifyTransaction(ref);
    expect(verified).toMatchObject({
      status: 'success',
      amountMinor: 150_000,
      currency: 'KES',
      reference: ref,
      channel: 'card',
    });
    expect(verified?.id).toBeGreaterThan(0);
    expect(Date.parse(verified?.paidAt ?? '')).not.toBeNaN();
  });

  it('leaves a cancelled checkout unpaid', async () => {
    const ref = reference();
    const started = await checkout(ref);
    const cancelled = await fetch(`${started.authorizationUrl}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(302);
    expect((await client().verifyTransaction(ref))?.status).toBe('abandoned');
  });

  it('refuses a reference used before, as Paystack does', async () => {
    const ref = reference();
    await checkout(ref);
    const error = await checkout(ref).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaystackError);
    expect(error).toMatchObject({ httpStatus: 400, message: 'Duplicate Transaction Reference' });
  });

  it('refuses a fractional or zero amount', async () => {
    await expect(checkout(reference(), 100.5)).rejects.toMatchObject({
      httpStatus: 400,
      message: 'Invalid Amount Sent',
    });
    await expect(checkout(reference(), 0)).rejects.toBeInstanceOf(PaystackError);
  });

  it('answers null for a reference Paystack never saw', async () => {
    expect(await client().verifyTransaction('CBP-NEVER-SEEN')).toBeNull();
    expect(await client().checkPendingCharge('CBP-NEVER-SEEN')).toBeNull();
  });

  it('charges M-Pesa, waits for the phone, then sees the payment succeed', async () => {
    const ref = reference();
    const charge = await mpesa(ref);
    expect(charge).toEqual({
      status: 'pay_offline',
      displayText: 'Please complete authorization process on your mobile phone',
      reference: ref,
    });
    expect(paystack.requests.at(-1)?.body).toMatchObject({
      mobile_money: { phone: '+254710000000', provider: 'mpesa' },
      subaccount: 'ACCT_demo',
      bearer: 'subaccount',
    });
    expect((await client().checkPendingCharge(ref))?.status).toBe('pay_offline');

    await paystack.complete(ref, { outcome: 'success' });
    expect((await client().checkPendingCharge(ref))?.status).toBe('success');
    expect(await client().verifyTransaction(ref)).toMatchObject({
      status: 'success',
      amountMinor: 80_000,
      currency: 'KES',
      channel: 'mobile_money',
    });
  });

  it('reports an M-Pesa payment the payer declined as failed', async () => {
    const ref = reference();
    await mpesa(ref);
    await paystack.complete(ref, { outcome: 'failed' });
    expect((await client().checkPendingCharge(ref))?.status).toBe('failed');
    expect(await client().verifyTransaction(ref)).toMatchObject({ status: 'failed', paidAt: null });
  });

  it('creates and updates a subaccount', async () => {
    const created = await client().createSubaccount({
      businessName: 'Mama Njeri Salon',
      settlementBank: 'MPESA',
      accountNumber: '0710000000',
      percentageCharge: 2.5,
      primaryContactName: 'Njeri',
    });
    expect(created).toMatchObject({
      businessName: 'Mama Njeri Salon',
      percentageCharge: 2.5,
      isActive: true,
    });
    expect(created.subaccountCode).toMatch(/^ACCT_/);

    const updated = await client().updateSubaccount(created.subaccountCode, {
      percentageCharge: 3,
      active: false,
    });
    expect(updated).toMatchObject({
      subaccountCode: created.subaccountCode,
      businessName: 'Mama Njeri Salon',
      percentageCharge: 3,
      isActive: false,
    });
    await expect(
      client().updateSubaccount('ACCT_missing', { percentageCharge: 1 }),
    ).rejects.toMatchObject({
      httpStatus: 404,
    });
  });

  it('refunds part of a payment, then refuses more than is left', async () => {
    const ref = reference();
    await checkout(ref);
    await paystack.complete(ref, { outcome: 'success' });

    const refund = await client().createRefund({ transaction: ref, amountMinor: 50_000 });
    expect(refund).toMatchObject({
      status: 'pending',
      amountMinor: 50_000,
      currency: 'KES',
      transactionReference: ref,
    });
    const id = paystack.transactions.get(ref)?.id ?? 0;
    await expect(
      client().createRefund({ transaction: id, amountMinor: 100_001 }),
    ).rejects.toMatchObject({ httpStatus: 400 });
    const rest = await client().createRefund({ transaction: id });
    expect(rest.amountMinor).toBe(100_000);
  });
});

describe('Paystack client failures', () => {
  // a failure armed by a test that threw before using it must not leak into the next
  afterEach(() => paystack.failNext(null));

  it('throws PaystackError 401 for a wrong key, without the key in the message', async () => {
    const wrongKey = 'sk_test_wrong_0000000000';
    const error = await createPaystackClient({ secretKey: wrongKey, baseUrl: paystack.url })
      .verifyTransaction('anything')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaystackError);
    expect(error).toMatchObject({ httpStatus: 401, message: 'Invalid key' });
    const text = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack ?? ''}`;
    expect(text).not.toContain(wrongKey);
    expect(text).not.toContain(SECRET);
    expect(paystack.requests.at(-1)?.isAuthorized).toBe(false);
  });

  it('throws PaystackError for a 500', async () => {
    paystack.failNext('error');
    await expect(client().verifyTransaction('CBP-ANY')).rejects.toMatchObject({
      name: 'PaystackError',
      httpStatus: 500,
    });
    // only the next call failed
    expect(await client().verifyTransaction('CBP-ANY')).toBeNull();
  });

  it('throws PaystackUnavailableError when Paystack hangs past the time-out', async () => {
    paystack.failNext('hang');
    const started = Date.now();
    const error = await client({ timeoutMs: 300 })
      .verifyTransaction('CBP-ANY')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaystackUnavailableError);
    expect((error as Error).message).toMatch(/within 300 ms/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('throws PaystackUnavailableError when nothing listens', async () => {
    const closed = createPaystackClient({ secretKey: SECRET, baseUrl: 'http://127.0.0.1:9' });
    await expect(closed.verifyTransaction('CBP-ANY')).rejects.toBeInstanceOf(
      PaystackUnavailableError,
    );
  });
});

describe('isPaystackSignature', () => {
  let receiver: http.Server;
  let receiverUrl = '';
  const received: { body: string; signature: string | null }[] = [];

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const signature = req.headers['x-paystack-signature'];
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: typeof signature === 'string' ? signature : null,
        });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/paystack`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it("accepts the fake's signed charge.success webhook and nothing altered", async () => {
    const ref = reference();
    await checkout(ref, 99_900);
    const sent = await paystack.complete(ref, { outcome: 'success', webhookUrl: receiverUrl });
    expect(sent?.status).toBe(200);

    const delivery = received.at(-1);
    expect(delivery).toBeDefined();
    const { body, signature } = delivery ?? { body: '', signature: null };
    expect(JSON.parse(body)).toMatchObject({
      event: 'charge.success',
      data: { reference: ref, status: 'success', amount: 99_900, currency: 'KES' },
    });
    expect(isPaystackSignature(body, signature, SECRET)).toBe(true);

    const tampered = body.replace('99900', '1');
    expect(tampered).not.toBe(body);
    expect(isPaystackSignature(tampered, signature, SECRET)).toBe(false);
    const flipped = `${signature?.[0] === 'a' ? 'b' : 'a'}${signature?.slice(1) ?? ''}`;
    expect(isPaystackSignature(body, flipped, SECRET)).toBe(false);
    expect(isPaystackSignature(body, signature, 'sk_test_other')).toBe(false);
    expect(isPaystackSignature(body, null, SECRET)).toBe(false);
    expect(isPaystackSignature(body, '', SECRET)).toBe(false);
    expect(isPaystackSignature(body, 'not-hex', SECRET)).toBe(false);
    expect(isPaystackSignature(body, signature?.slice(0, 64) ?? '', SECRET)).toBe(false);
  });

  it('signs a charge.failed webhook too', async () => {
    const ref = reference();
    await mpesa(ref);
    await paystack.complete(ref, { outcome: 'failed', webhookUrl: receiverUrl });
    const delivery = received.at(-1);
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      event: 'charge.failed',
      data: { reference: ref, status: 'failed', channel: 'mobile_money' },
    });
    expect(isPaystackSignature(delivery?.body ?? '', delivery?.signature ?? null, SECRET)).toBe(
      true,
    );
  });
});
