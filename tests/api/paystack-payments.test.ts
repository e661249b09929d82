import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { clientBusinessTransactions } from '../../src/server/db/schema/payments';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { ownerWithBusiness } from '../support/owners';
import {
  BLANK_PAYOUTS,
  FEE_MINOR,
  PRICE_MINOR,
  startPaystackApp,
  type PaystackApp,
  type PayoutsView,
} from '../support/paystack-app';
import { readJson } from '../support/answers';

const UNAVAILABLE = 'Payment system not available. Please try again later or contact support.';

let h: PaystackApp;
beforeAll(async () => {
  h = await startPaystackApp();
});
afterAll(() => h.close());

describe('payout details through Paystack', () => {
  it('creates a subaccount settling to M-Pesa with the 5% platform share, and verifies the payouts', async () => {
    const owner = await ownerWithBusiness(h.app, 'Baraka Barbers');
    const before = h.requestsTo('POST', '/subaccount').length;
    const response = await h.savePayouts(owner, { ...BLANK_PAYOUTS, mpesaNumber: '0712 345 678' });
    expect(response.status).toBe(200);
    const text = await response.text();
    const code = (await h.payoutsRow(owner.businessId))?.paystackSubaccountCode ?? '';
    expect(code).toMatch(/^ACCT_[0-9a-f]{14}$/);
    // the code is Paystack's internal id; the owner only learns that it exists
    expect(text).not.toContain(code);
    expect(JSON.parse(text)).toEqual({
      payouts: {
        mpesaNumber: '254712345678',
        airtelNumber: null,
        bankName: null,
        bankAccountNumber: null,
        accountHolderName: 'Kilele Fitness Ltd',
        hasPaystackSubaccount: true,
        isVerified: true,
        isSetupComplete: true,
      },
      paystack: { enabled: true, acceptsPayments: true },
      verification: { status: 'verified', message: null },
    });
    expect(h.requestsTo('POST', '/subaccount')).toHaveLength(before + 1);
    expect(h.paystack.subaccounts.get(code)).toMatchObject({
      businessName: 'Baraka Barbers',
      settlementBank: 'MPESA',
      accountNumber: '254712345678',
      percentageCharge: 5,
      primaryContactName: 'Kilele Fitness Ltd',
      active: true,
    });
    expect(await h.payoutsRow(owner.businessId)).toMatchObject({ isVerified: true });

    // new details update the same subaccount rather than making another
    const bank = await h.savePayouts(owner, {
      ...BLANK_PAYOUTS,
      bankName: 'KCB Bank',
      bankAccountNumber: '1234 5678 90',
    });
    expect((await readJson<PayoutsView>(bank)).verification).toEqual({
      status: 'verified',
      message: null,
    });
    expect(h.requestsTo('POST', '/subaccount')).toHaveLength(before + 1);
    expect(h.requestsTo('PUT', `/subaccount/${code}`)).toHaveLength(1);
    expect(h.paystack.subaccounts.get(code)).toMatchObject({
      settlementBank: '01',
      accountNumber: '1234567890',
      active: true,
    });
    expect(await h.payoutsRow(owner.businessId)).toMatchObject({
      bankName: 'KCB Bank',
      bankAccountNumber: '1234 5678 90',
      paystackSubaccountCode: code,
      isVerified: true,
    });
  });

  it('keeps details Paystack refuses, unverified, and says why', async () => {
    const owner = await ownerWithBusiness(h.app, 'Pwani Nails');
    const before = h.requestsTo('POST', '/subaccount').length;
    const response = await h.savePayouts(owner, {
      ...BLANK_PAYOUTS,
      bankName: 'Bank of Atlantis',
      bankAccountNumber: '0123456789',
    });
    expect(response.status).toBe(200);
    const view = await readJson<PayoutsView>(response);
    expect(view.verification).toEqual({
      status: 'failed',
      message:
        'Paystack does not list a bank called "Bank of Atlantis". Use the bank\'s full name, for example "Equity Bank".',
    });
    expect(view.payouts).toMatchObject({
      bankName: 'Bank of Atlantis',
      bankAccountNumber: '0123456789',
      hasPaystackSubaccount: false,
      isVerified: false,
    });
    expect(view.paystack).toEqual({ enabled: true, acceptsPayments: false });
    expect(h.requestsTo('POST', '/subaccount')).toHaveLength(before);
    expect(await h.payoutsRow(owner.businessId)).toMatchObject({
      bankName: 'Bank of Atlantis',
      paystackSubaccountCode: null,
      isVerified: false,
    });
  });
});

describe('pay on booking without a verified subaccount', () => {
  it('is refused with neutral words, and nothing is held', async () => {
    const business = await bookableBusiness(h.app, { requirePayment: true });
    const refusal = {
      error: {
        code: 'not_taking_bookings',
        message: 'This business is not taking online bookings right now',
      },
    };
    const book = () => h.bookingRequest(business.businessId, bookingBody(business.service.id));
    const before = await book();
    expect(before.status).toBe(403);
    expect(await before.json()).toEqual(refusal);
    // details Paystack refused leave it unable to take payments too
    const saved = await h.savePayouts(business.owner, {
      ...BLANK_PAYOUTS,
      bankName: 'Nowhere',
      bankAccountNumber: '12345678',
    });
    expect((await readJson<PayoutsView>(saved)).verification.status).toBe('failed');
    const response = await book();
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(refusal);
    expect(await h.app.db.$count(bookings, eq(bookings.businessId, business.businessId))).toBe(0);

    // a business that is paid at the venue still books as before
    const atVenue = await bookableBusiness(h.app, { requirePayment: false });
    const booked = await h.bookingRequest(atVenue.businessId, bookingBody(atVenue.service.id));
    expect(booked.status).toBe(201);
  });
});

describe('Paystack not answering', () => {
  it('answers 502 with the spec words when Paystack errs, keeps the hold, and works on the next try', async () => {
    const business = await h.paystackBusiness();
    const { booking } = await h.hold(business);
    h.paystack.failNext('error');
    const response = await h.requestPayment(booking.id);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: 'payment_unavailable', message: UNAVAILABLE },
    });
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      holdExpiresAt: new Date(booking.holdExpiresAt ?? ''),
    });

    const [attempt] = await h.app.db
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.bookingId, booking.id));
    expect(attempt).toMatchObject({ status: 'pending', checkoutUrl: null });

    // the next try resumes that attempt, under the same reference
    const retry = await h.startCard(booking.id);
    expect(retry.reference).toBe(attempt?.paymentReference);
    expect(retry.checkoutUrl).toMatch(new RegExp(`^${h.paystack.url}/checkout/[0-9a-f]{16}$`));

    // with the card attempt open, Paystack must be asked about it before an M-Pesa prompt is sent
    h.paystack.failNext('error');
    const mpesa = await h.requestPayment(booking.id, { method: 'mpesa', phone: '0712345678' });
    expect(mpesa.status).toBe(502);
    expect(await mpesa.json()).toEqual({
      error: { code: 'payment_unavailable', message: UNAVAILABLE },
    });
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      holdExpiresAt: new Date(booking.holdExpiresAt ?? ''),
    });
  });

  it('answers 502 when Paystack does not answer in time (15 s), and keeps the hold', async () => {
    const business = await h.paystackBusiness();
    const { booking } = await h.hold(business);
    h.paystack.failNext('hang');
    const startedAt = performance.now();
    const response = await h.requestPayment(booking.id, { method: 'mpesa', phone: '0712345678' });
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(14_000);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: 'payment_unavailable', message: UNAVAILABLE },
    });
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      holdExpiresAt: new Date(booking.holdExpiresAt ?? ''),
    });
  }, 45_000);
});

describe('paying by card on the Paystack checkout', () => {
  it('splits the payment to the subaccount, confirms after the webhook and verify, and records the 95/5 split', async () => {
    const business = await h.paystackBusiness();
    const { booking, email } = await h.hold(business);
    const payment = await h.startCard(booking.id);
    expect(payment.reference).toMatch(/^CBP-\d+-[0-9a-f]{10}$/);
    expect(payment.checkoutUrl).toMatch(new RegExp(`^${h.paystack.url}/checkout/[0-9a-f]{16}$`));
    const [initialize] = h.initializesFor(booking.id);
    expect(initialize?.isAuthorized).toBe(true);
    expect(initialize?.body).toMatchObject({
      email,
      amount: PRICE_MINOR,
      currency: 'KES',
      reference: payment.reference,
      callback_url: `${h.app.url}/book/${business.businessId}?payment=${payment.reference}`,
      channels: ['card', 'mobile_money'],
      subaccount: business.subaccount,
      transaction_charge: FEE_MINOR,
      bearer: 'subaccount',
      metadata: {
        payment_type: 'client_to_business',
        booking_id: booking.id,
        business_id: business.businessId,
        service_id: business.service.id,
      },
    });

    // pressing Pay again resumes the same checkout
    const again = await h.startCard(booking.id);
    expect(again).toEqual(payment);
    expect(h.initializesFor(booking.id)).toHaveLength(1);

    const page = await (await fetch(payment.checkoutUrl)).text();
    expect(page).toContain('KES 2000.00');
    const paid = await fetch(`${payment.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.searchParams.get('payment')).toBe(payment.reference);
    expect(h.paystack.webhooks.at(-1)).toMatchObject({ event: 'charge.success', status: 200 });

    await h.settles(payment.reference, 'completed');
    const transaction = h.paystack.transactions.get(payment.reference);
    expect(await h.attemptOf(payment.reference)).toMatchObject({
      status: 'completed',
      provider: 'paystack',
      channel: 'card',
      paymentMethod: 'card',
      amountMinor: PRICE_MINOR,
      platformFeeMinor: FEE_MINOR,
      businessAmountMinor: PRICE_MINOR - FEE_MINOR,
      currency: 'KES',
      paystackReference: String(transaction?.id),
    });
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      holdExpiresAt: null,
    });
    const ledger = await h.ledgerOf(payment.reference);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      businessId: business.businessId,
      amountMinor: PRICE_MINOR,
      currency: 'KES',
      status: 'completed',
      provider: 'paystack',
      paymentMethod: 'card',
      transactionType: 'client_payment',
      paystackReference: String(transaction?.id),
    });
    expect(h.verifiesOf(payment.reference).length).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await h.eventsOf(payment.reference))[0]?.processedAt ?? null)
      .not.toBeNull();
    expect(await h.eventsOf(payment.reference)).toHaveLength(1);

    const check = await h.app.request(`/api/public/payments/${payment.reference}`);
    expect(await check.json()).toMatchObject({
      status: 'paid',
      booking: { id: booking.id, status: 'confirmed', paymentStatus: 'completed' },
    });
    await h.mail.nextMailTo(email);
    await h.mailsSettled();
    expect(h.subjectsTo(email)).toEqual([expect.stringMatching(/^Booking confirmed: /)]);

    // paid: no further checkout is started
    const after = await h.requestPayment(booking.id);
    expect(after.status).toBe(409);
    expect(await after.json()).toMatchObject({ error: { code: 'already_paid' } });
    expect(h.initializesFor(booking.id)).toHaveLength(1);
  });
});

describe('paying by M-Pesa prompt', () => {
  it('charges the phone given, split to the subaccount, and confirms on the webhook', async () => {
    const business = await h.paystackBusiness();
    const { booking, email } = await h.hold(business);
    const payment = await h.startMpesa(booking.id);
    expect(payment).toEqual({
      method: 'mpesa',
      reference: expect.stringMatching(/^CBP-\d+-[0-9a-f]{10}$/) as unknown,
      status: 'pending',
      displayText: 'Please complete authorization process on your mobile phone',
      testPromptUrl: null,
    });
    const [charge] = h.chargesFor(booking.id);
    expect(charge?.isAuthorized).toBe(true);
    expect(charge?.body).toMatchObject({
      email,
      amount: PRICE_MINOR,
      currency: 'KES',
      reference: payment.reference,
      // the number typed for the payment, not the one on the booking (0711000101)
      mobile_money: { phone: '+254712345678', provider: 'mpesa' },
      subaccount: business.subaccount,
      transaction_charge: FEE_MINOR,
      bearer: 'subaccount',
      metadata: { booking_id: booking.id },
    });
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });

    // asking again while the prompt is open sends no second prompt
    const again = await h.startMpesa(booking.id);
    expect(again.reference).toBe(payment.reference);
    expect(h.chargesFor(booking.id)).toHaveLength(1);

    const sent = await h.paystack.complete(payment.reference, { outcome: 'success' });
    expect(sent).toMatchObject({ event: 'charge.success', status: 200 });
    await h.settles(payment.reference, 'completed');
    expect(await h.attemptOf(payment.reference)).toMatchObject({
      channel: 'mpesa',
      paymentMethod: 'mpesa',
      clientPhone: '254712345678',
      amountMinor: PRICE_MINOR,
      platformFeeMinor: FEE_MINOR,
      businessAmountMinor: PRICE_MINOR - FEE_MINOR,
    });
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
    });
    expect((await h.mail.nextMailTo(email)).subject).toMatch(/^Booking confirmed: /);
  });

  it('keeps the hold after a declined prompt, and a new prompt under a new reference pays', async () => {
    const business = await h.paystackBusiness();
    const { booking } = await h.hold(business);
    const first = await h.startMpesa(booking.id);
    await h.paystack.complete(first.reference, { outcome: 'failed' });
    await h.settles(first.reference, 'failed');
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      holdExpiresAt: new Date(booking.holdExpiresAt ?? ''),
    });
    const check = await h.app.request(`/api/public/payments/${first.reference}`);
    expect(await check.json()).toMatchObject({
      status: 'failed',
      booking: { status: 'pending', paymentStatus: 'pending' },
    });

    const second = await h.startMpesa(booking.id, '254722000111');
    expect(second.reference).not.toBe(first.reference);
    expect(
      h.chargesFor(booking.id).map((r) => (r.body as { reference: string }).reference),
    ).toEqual([first.reference, second.reference]);
    await h.paystack.complete(second.reference, { outcome: 'success' });
    await h.settles(second.reference, 'completed');
    expect(await h.attemptStatus(first.reference)).toBe('failed');
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
    });
  });
});
