import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKeys } from '../../src/server/auth/secret';
import { expireHolds } from '../../src/server/bookings/expire-holds';
import { appSecrets } from '../../src/server/db/schema/auth';
import { bookings } from '../../src/server/db/schema/bookings';
import {
  clientBusinessTransactions,
  paymentTransactions,
  paymentWebhookEvents,
  testProviderPayments,
} from '../../src/server/db/schema/payments';
import { signTestWebhook, TEST_SIGNATURE_HEADER } from '../../src/server/payments/test-provider';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import { type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

interface Created {
  booking: { id: string; status: string; paymentStatus: string; holdExpiresAt: string | null };
  payment: null;
}

interface CardPayment {
  method: 'card';
  reference: string;
  checkoutUrl: string;
}

describe('paying on booking with the built-in test provider', () => {
  let app: TestServer;
  let mail: MailServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail());
  });
  afterAll(() => close());

  async function holdASlot(options: { capacity?: number; time?: string; email?: string } = {}) {
    const business = await bookableBusiness(app, {
      requirePayment: true,
      capacity: options.capacity ?? 5,
    });
    const body = bookingBody(business.service.id, {
      time: options.time ?? '10:00',
      customer: {
        name: 'Aisha Mohamed',
        email: options.email ?? `aisha-${Date.now()}@example.com`,
        phone: '0733000303',
      },
    });
    const response = await app.request(`/api/public/businesses/${business.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    const created = await readJson<Created>(response);
    // booking only holds the place; paying is the next step
    expect(created.payment).toBeNull();
    const payment = await startPayment(created.booking.id);
    return { business, body, created, payment };
  }

  function requestPayment(bookingId: string, body?: object) {
    return app.request(`/api/public/bookings/${bookingId}/payment`, {
      method: 'POST',
      ...(body
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : {}),
    });
  }

  async function startPayment(bookingId: string): Promise<CardPayment> {
    const response = await requestPayment(bookingId);
    expect(response.status).toBe(200);
    const { payment } = await readJson<{ payment: CardPayment }>(response);
    expect(payment.method).toBe('card');
    return payment;
  }

  async function choose(reference: string, outcome: 'success' | 'failure') {
    return app.request(`/pay/test/${reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
      redirect: 'manual',
    });
  }

  async function bookingRow(id: string) {
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }

  it('holds the place for 15 minutes and sends the payer to a clearly marked test checkout', async () => {
    const { created, payment } = await holdASlot();
    expect(created.booking).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const minutesHeld = (Date.parse(created.booking.holdExpiresAt ?? '') - Date.now()) / 60_000;
    expect(minutesHeld).toBeGreaterThan(14);
    expect(minutesHeld).toBeLessThanOrEqual(15);
    expect(payment.reference).toMatch(/^CBP-\d+-[0-9a-f]{10}$/);
    expect(payment.checkoutUrl).toBe(`${app.url}/pay/test/${payment.reference}`);
    const checkout = await fetch(payment.checkoutUrl);
    const html = await checkout.text();
    expect(html).toContain('Test payment');
    expect(html).toContain('KES 2,000');
  });

  it('prompts an M-Pesa phone through the test stand-in, and confirms once it is approved', async () => {
    const { created } = await holdASlot();
    const missing = await requestPayment(created.booking.id, { method: 'mpesa' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { fields: { phone: 'Please enter your M-Pesa number, such as 0712345678' } },
    });
    const response = await requestPayment(created.booking.id, {
      method: 'mpesa',
      phone: '0712 345 678',
    });
    expect(response.status).toBe(200);
    const { payment } = await readJson<{
      payment: { method: string; reference: string; status: string; testPromptUrl: string };
    }>(response);
    expect(payment).toMatchObject({ method: 'mpesa', status: 'pending' });
    expect(payment.testPromptUrl).toBe(`${app.url}/pay/test/${payment.reference}`);
    const [ledger] = await app.db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.reference, payment.reference));
    expect(ledger).toMatchObject({
      channel: 'mpesa',
      phone: '+254712345678',
      amountMinor: 2_000_00,
    });
    const prompt = await (await fetch(payment.testPromptUrl)).text();
    expect(prompt).toContain('Test M-Pesa prompt');
    await choose(payment.reference, 'success');
    expect(await bookingRow(created.booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
    });
    const [transaction] = await app.db
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.paymentReference, payment.reference));
    expect(transaction).toMatchObject({
      channel: 'mpesa',
      status: 'completed',
      paymentMethod: 'mpesa',
    });
  });

  it('confirms the booking once the provider verifies the money, and mails the client once', async () => {
    const email = `paid-${Date.now()}@example.com`;
    const { business, created, payment } = await holdASlot({ email });
    const reference = payment.reference;
    const back = await choose(reference, 'success');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `${app.url}/book/${business.businessId}?payment=${reference}`,
    );
    const check = await app.request(`/api/public/payments/${reference}`);
    expect(await check.json()).toMatchObject({
      status: 'paid',
      booking: { status: 'confirmed', paymentStatus: 'completed' },
    });
    expect(await bookingRow(created.booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      holdExpiresAt: null,
    });
    const [transaction] = await app.db
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.paymentReference, reference));
    expect(transaction).toMatchObject({
      status: 'completed',
      amountMinor: 2_000_00,
      platformFeeMinor: 100_00,
      businessAmountMinor: 1_900_00,
    });
    expect(
      await app.db.$count(
        paymentTransactions,
        eq(paymentTransactions.businessId, business.businessId),
      ),
    ).toBe(1);
    await mail.expectOnlyMailsTo(email);
  });

  it('leaves the booking held after a declined payment, and lets the payer try again', async () => {
    const { created, payment: first } = await holdASlot();
    const reference = first.reference;
    await choose(reference, 'failure');
    const check = await app.request(`/api/public/payments/${reference}`);
    expect(await check.json()).toMatchObject({
      status: 'failed',
      booking: { status: 'pending', paymentStatus: 'pending' },
    });
    const payment = await startPayment(created.booking.id);
    expect(payment.reference).not.toBe(reference);
    await choose(payment.reference, 'success');
    expect(await bookingRow(created.booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
    });
  });

  it('refuses to confirm when the amount paid is not the amount owed', async () => {
    const { created, payment: first } = await holdASlot();
    const reference = first.reference;
    await app.db
      .update(testProviderPayments)
      .set({ amountMinor: 1 })
      .where(eq(testProviderPayments.reference, reference));
    await choose(reference, 'success');
    expect(await bookingRow(created.booking.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    const [transaction] = await app.db
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.paymentReference, reference));
    expect(transaction?.status).toBe('failed');
  });

  it('fulfils a webhook delivered twice once, and refuses a forged one', async () => {
    const { business, created, payment } = await holdASlot();
    const reference = payment.reference;
    await app.db
      .update(testProviderPayments)
      .set({ status: 'success' })
      .where(eq(testProviderPayments.reference, reference));
    const [secret] = await app.db.select().from(appSecrets);
    const body = JSON.stringify({ event: 'charge.success', data: { reference } });
    const deliver = (signature: string) =>
      app.request('/api/webhooks/payments/test', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
        body,
      });
    expect((await deliver('0'.repeat(128))).status).toBe(401);
    expect(await bookingRow(created.booking.id)).toMatchObject({ paymentStatus: 'pending' });
    // signed with the key derived for webhooks; the root secret itself is refused
    expect((await deliver(signTestWebhook(body, secret?.value ?? ''))).status).toBe(401);
    const signature = signTestWebhook(body, deriveKeys(secret?.value ?? '').testWebhook);
    const results = await Promise.all([deliver(signature), deliver(signature)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    // the webhook is answered once stored; fulfilment follows
    await expect
      .poll(async () => (await bookingRow(created.booking.id))?.paymentStatus)
      .toBe('completed');
    expect(await bookingRow(created.booking.id)).toMatchObject({ status: 'confirmed' });
    expect(
      await app.db.$count(paymentWebhookEvents, eq(paymentWebhookEvents.reference, reference)),
    ).toBe(1);
    expect(
      await app.db.$count(
        paymentTransactions,
        eq(paymentTransactions.businessId, business.businessId),
      ),
    ).toBe(1);
  });

  it('frees an unpaid place when its hold runs out', async () => {
    const { business, body, created } = await holdASlot({ capacity: 1 });
    const again = () =>
      app.request(`/api/public/businesses/${business.businessId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, idempotencyKey: `other-${Date.now()}` }),
      });
    expect((await again()).status).toBe(409);
    await app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, created.booking.id));
    expect(await expireHolds(app.db)).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(created.booking.id)).toMatchObject({ status: 'cancelled' });
    expect((await again()).status).toBe(201);
  });

  it('puts a late payment back in place when the slot is still free, and flags it for refund when it is not', async () => {
    const free = await holdASlot({ capacity: 1, time: '11:00' });
    await app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, free.created.booking.id));
    await expireHolds(app.db);
    await choose(free.payment.reference, 'success');
    expect(await bookingRow(free.created.booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
    });

    const taken = await holdASlot({ capacity: 1, time: '12:00' });
    await app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, taken.created.booking.id));
    const rival = await app.request(
      `/api/public/businesses/${taken.business.businessId}/bookings`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...taken.body,
          date: bookableDate(),
          idempotencyKey: `rival-${Date.now()}`,
        }),
      },
    );
    expect(rival.status).toBe(201);
    await choose(taken.payment.reference, 'success');
    expect(await bookingRow(taken.created.booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
    });
    const [transaction] = await app.db
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.paymentReference, taken.payment.reference));
    expect(transaction?.status).toBe('refund_due');
  });

  it('runs the hold expiry and the payment reconciliation on a schedule', async () => {
    const result = await app.db.execute<{ name: string; cron: string }>(
      sql`SELECT name, cron FROM pgboss.schedule`,
    );
    expect(result.rows).toContainEqual({ name: 'expire-payment-holds', cron: '* * * * *' });
    expect(result.rows).toContainEqual({ name: 'reconcile-payments', cron: '* * * * *' });
  });
});
