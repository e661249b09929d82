import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import {
  businessPayouts,
  clientBusinessTransactions,
  paymentTransactions,
  paymentWebhookEvents,
} from '../../src/server/db/schema/payments';
import { bookableBusiness, bookingBody, type BookableOptions } from './bookable';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import { startMailServer } from './mail-server';
import type { Owner } from './owners';
import { freePort, startTestServer, type TestServer } from './test-server';
import { readJson } from './answers';

export const PAYSTACK_KEYS = {
  secretKey: 'sk_test_miadi_payments_5e1c07',
  publicKey: 'pk_test_miadi_payments_5e1c07',
};
// the service bookableBusiness makes: KES 2,000, of which 5% is the platform's
export const PRICE_MINOR = 2_000_00;
export const FEE_MINOR = 100_00;
/** The Payment Setup form with nothing but the account holder filled in. */
export const BLANK_PAYOUTS = {
  mpesaNumber: '',
  bankName: '',
  bankAccountNumber: '',
  accountHolderName: 'Kilele Fitness Ltd',
};

export interface PayoutsView {
  payouts: {
    mpesaNumber: string | null;
    bankName: string | null;
    bankAccountNumber: string | null;
    hasPaystackSubaccount: boolean;
    isVerified: boolean;
    isSetupComplete: boolean;
  };
  paystack: { enabled: boolean; acceptsPayments: boolean };
  verification: { status: string; message: string | null };
}

export interface HeldBooking {
  id: string;
  ticketCode: string;
  status: string;
  paymentStatus: string;
  holdExpiresAt: string | null;
}

export interface CardPayment {
  method: 'card';
  reference: string;
  checkoutUrl: string;
}

export interface MpesaPayment {
  method: 'mpesa';
  reference: string;
  status: string;
  displayText: string | null;
  testPromptUrl: string | null;
}

type PaystackRequest = FakePaystack['requests'][number];

const isFor = (request: PaystackRequest, bookingId: string) =>
  (request.body as { metadata?: { booking_id?: unknown } }).metadata?.booking_id === bookingId;

/**
 * The real server configured for Paystack, pointing at a fake Paystack that delivers its signed
 * webhooks back to the server, and a mail server; with the steps a payer and an owner take.
 */
export async function startPaystackApp() {
  const mail = await startMailServer();
  // the fake must know where to deliver its webhooks before the server it delivers to exists
  const port = await freePort();
  const webhookUrl = `http://127.0.0.1:${port}/api/webhooks/payments/paystack`;
  const paystack = await startFakePaystack({ secretKey: PAYSTACK_KEYS.secretKey, webhookUrl });
  let app: TestServer;
  try {
    app = await startTestServer({
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      SMTP_URL: mail.url,
      PAYSTACK_SECRET_KEY: PAYSTACK_KEYS.secretKey,
      PAYSTACK_PUBLIC_KEY: PAYSTACK_KEYS.publicKey,
      PAYSTACK_API_URL: paystack.url,
    });
  } catch (error) {
    await paystack.close();
    await mail.close();
    throw error;
  }

  const savePayouts = (owner: Owner, body: object) =>
    owner.client.request('/api/business/payouts', { method: 'PUT', body });

  async function payoutsRow(businessId: string) {
    const [row] = await app.db
      .select()
      .from(businessPayouts)
      .where(eq(businessPayouts.businessId, businessId));
    return row;
  }

  /** A pay-on-booking business whose M-Pesa payouts Paystack has accepted as a subaccount. */
  async function paystackBusiness(options: BookableOptions = {}) {
    const business = await bookableBusiness(app, { requirePayment: true, ...options });
    const response = await savePayouts(business.owner, {
      ...BLANK_PAYOUTS,
      mpesaNumber: '0712345678',
    });
    expect((await readJson<PayoutsView>(response)).verification.status).toBe('verified');
    const subaccount = (await payoutsRow(business.businessId))?.paystackSubaccountCode ?? '';
    expect(subaccount).toMatch(/^ACCT_/);
    return { ...business, subaccount };
  }

  const bookingRequest = (businessId: string, body: object) =>
    app.request(`/api/public/businesses/${businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** Books a pay-on-booking service: the place is held, and nothing is paid yet. */
  async function hold(
    business: { businessId: string; service: { id: string } },
    options: { email?: string; time?: string } = {},
  ) {
    const email = options.email ?? `client-${randomBytes(4).toString('hex')}@example.com`;
    const response = await bookingRequest(
      business.businessId,
      bookingBody(business.service.id, {
        time: options.time ?? '10:00',
        customer: { name: 'Achieng Otieno', email, phone: '0711000101' },
      }),
    );
    expect(response.status).toBe(201);
    const created = await readJson<{ booking: HeldBooking; payment: null }>(response);
    expect(created.payment).toBeNull();
    expect(created.booking).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    return { booking: created.booking, email };
  }

  const requestPayment = (bookingId: string, body?: object) =>
    app.request(`/api/public/bookings/${bookingId}/payment`, {
      method: 'POST',
      ...(body
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : {}),
    });

  async function startCard(bookingId: string): Promise<CardPayment> {
    const response = await requestPayment(bookingId);
    expect(response.status).toBe(200);
    return (await readJson<{ payment: CardPayment }>(response)).payment;
  }

  async function startMpesa(bookingId: string, phone = '0712 345 678'): Promise<MpesaPayment> {
    const response = await requestPayment(bookingId, { method: 'mpesa', phone });
    expect(response.status).toBe(200);
    return (await readJson<{ payment: MpesaPayment }>(response)).payment;
  }

  async function bookingRow(id: string) {
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }

  async function attemptOf(reference: string) {
    const [row] = await app.db
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.paymentReference, reference));
    return row;
  }

  const attemptStatus = async (reference: string) => (await attemptOf(reference))?.status;

  const requestsTo = (method: string, path: string) =>
    paystack.requests.filter((request) => request.method === method && request.path === path);

  return {
    app,
    paystack,
    mail,
    webhookUrl,
    savePayouts,
    payoutsRow,
    paystackBusiness,
    bookingRequest,
    hold,
    requestPayment,
    startCard,
    startMpesa,
    bookingRow,
    attemptOf,
    attemptStatus,
    /** Fulfilment follows the webhook's answer, so its outcome is waited for. */
    settles: (reference: string, status: string) =>
      expect.poll(() => attemptStatus(reference), { timeout: 10_000 }).toBe(status),
    requestsTo,
    verifiesOf: (reference: string) =>
      requestsTo('GET', `/transaction/verify/${encodeURIComponent(reference)}`),
    initializesFor: (bookingId: string) =>
      requestsTo('POST', '/transaction/initialize').filter((request) => isFor(request, bookingId)),
    chargesFor: (bookingId: string) =>
      requestsTo('POST', '/charge').filter((request) => isFor(request, bookingId)),
    eventsOf: (reference: string) =>
      app.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.reference, reference)),
    ledgerOf: (reference: string) =>
      app.db
        .select()
        .from(paymentTransactions)
        .where(sql`${paymentTransactions.metadata}->>'reference' = ${reference}`),
    /** Posts a delivery to the server's Paystack webhook, as Paystack (or someone else) would. */
    deliver: (rawBody: string, headers: Record<string, string>) =>
      fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: rawBody,
      }),
    subjectsTo: (email: string) => mail.mailsTo(email).map((m) => m.subject),
    /** Mail is sent after the answer; a short wait lets any second one arrive before counting. */
    mailsSettled: () => new Promise((resolve) => setTimeout(resolve, 400)),
    async close() {
      await app.close();
      await paystack.close();
      await mail.close();
    },
  };
}

export type PaystackApp = Awaited<ReturnType<typeof startPaystackApp>>;
