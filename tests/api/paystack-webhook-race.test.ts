import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { businessSettings } from '../../src/server/db/schema/businesses';
import {
  clientBusinessTransactions,
  paymentTransactions,
  paymentWebhookEvents,
} from '../../src/server/db/schema/payments';
import { createPaystackProvider } from '../../src/server/payments/paystack-provider';
import { savePayouts } from '../../src/server/payouts/operations';
import { readJson, type BookingAnswer, type PaymentAnswer } from '../support/answers';
import { bookingBody } from '../support/bookable';
import { buildBusiness, buildService } from '../support/factories';
import { startFakePaystack, type FakePaystack } from '../support/fake-paystack';
import { startMailServer, type MailServer } from '../support/mail-server';
import {
  startServers,
  stopServerProcesses,
  withDatabase,
  type ServerProcesses,
} from '../support/spawn-server';
import { freePort, freshDatabase, type FreshDatabase } from '../support/test-server';

// PostgreSQL runs two server processes on one database; the embedded database allows one process
const PROCESSES = inject('databaseSnapshot').kind === 'postgres' ? 2 : 1;
const DELIVERIES = 5;
// Paystack counts a delivery that is not answered promptly as failed and sends it again
const PROMPT_MS = 5_000;

const KEYS = {
  PAYSTACK_SECRET_KEY: 'sk_test_race_7d1e0b',
  PAYSTACK_PUBLIC_KEY: 'pk_test_race_7d1e0b',
};

describe(`one Paystack webhook delivered ${DELIVERIES} times at once to ${PROCESSES} server process(es)`, () => {
  let database: FreshDatabase;
  let mail: MailServer;
  let paystack: FakePaystack;
  let servers: ServerProcesses | undefined;
  let urls: string[] = [];
  let fixture: { businessId: string; serviceId: string };

  beforeAll(async () => {
    database = await freshDatabase();
    mail = await startMailServer();
    paystack = await startFakePaystack({ secretKey: KEYS.PAYSTACK_SECRET_KEY });
    const paystackEnv = { ...KEYS, PAYSTACK_API_URL: paystack.url };
    fixture = await withDatabase(database.env, async (db) => {
      const business = await buildBusiness(db, { subdomain: `hook-${Date.now().toString(36)}` });
      await db
        .update(businessSettings)
        .set({ requirePayment: true })
        .where(eq(businessSettings.businessId, business.id));
      const service = await buildService(db, { businessId: business.id });
      // pay on booking under Paystack needs a subaccount, made at the fake as the owner's save would
      const provider = createPaystackProvider({
        secretKey: KEYS.PAYSTACK_SECRET_KEY,
        publicKey: KEYS.PAYSTACK_PUBLIC_KEY,
        apiUrl: paystack.url,
      });
      const saved = await savePayouts(db, {
        businessId: business.id,
        provider,
        input: {
          mpesaNumber: '0712345678',
          bankName: '',
          bankAccountNumber: '',
          accountHolderName: 'Amina Njeri',
        },
      });
      expect(saved.verification.status).toBe('verified');
      return { businessId: business.id, serviceId: service.id };
    });
    servers = await startServers(PROCESSES, {
      ...database.env,
      ...paystackEnv,
      SMTP_URL: mail.url,
    });
    urls = servers.urls;
  }, 120_000);

  afterAll(async () => {
    await stopServerProcesses();
    await mail.close();
    await paystack.close();
    await database.drop();
  });

  const at = (i: number) => urls[i % urls.length] ?? '';

  it('stores the event once, fulfils once and mails once, answering every delivery at once', async () => {
    const email = `hook-${Date.now()}@example.com`;
    const created = await fetch(`${at(0)}/api/public/businesses/${fixture.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody(fixture.serviceId, {
          customer: { name: 'Wanjiru Kamau', email, phone: '0711000666' },
        }),
      ),
    });
    expect(created.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(created);
    expect(booking.paymentStatus).toBe('pending');
    expect(booking.holdExpiresAt).not.toBeNull();

    const started = await fetch(`${at(1)}/api/public/bookings/${booking.id}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'card' }),
    });
    expect(started.status).toBe(200);
    const { payment } = await readJson<PaymentAnswer>(started);
    expect(payment.method).toBe('card');
    expect(payment.checkoutUrl?.startsWith(`${paystack.url}/checkout/`)).toBe(true);

    // the payer pays; Paystack's own delivery goes nowhere, and its exact bytes are replayed below
    const nowhere = `http://127.0.0.1:${await freePort()}/api/webhooks/payments/paystack`;
    const sent = await paystack.complete(payment.reference, {
      outcome: 'success',
      webhookUrl: nowhere,
    });
    expect(sent?.status).toBeNull();
    expect(sent?.event).toBe('charge.success');
    const delivery = { rawBody: sent?.rawBody ?? '', signature: sent?.signature ?? '' };

    const answers = await Promise.all(
      Array.from({ length: DELIVERIES }, async (_, i) => {
        const startedAt = performance.now();
        const response = await fetch(`${at(i)}/api/webhooks/payments/paystack`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-paystack-signature': delivery.signature,
          },
          body: delivery.rawBody,
        });
        return { status: response.status, ms: performance.now() - startedAt };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(DELIVERIES).fill(200));
    for (const answer of answers) expect(answer.ms).toBeLessThan(PROMPT_MS);

    await mail.expectOnlyMailsTo(email, 1, 15_000);

    const verifies = paystack.requests.filter(
      (r) => r.path === `/transaction/verify/${encodeURIComponent(payment.reference)}`,
    );
    expect(verifies.length).toBeGreaterThanOrEqual(1);
    expect(verifies.every((r) => r.isAuthorized)).toBe(true);

    // the embedded database opens in one process at a time: the servers stop before it is read
    await servers?.stop();
    const stored = await withDatabase(database.env, async (db) => ({
      events: await db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.reference, payment.reference)),
      booking: await db.select().from(bookings).where(eq(bookings.id, booking.id)),
      attempts: await db
        .select()
        .from(clientBusinessTransactions)
        .where(eq(clientBusinessTransactions.bookingId, booking.id)),
      ledger: await db
        .select()
        .from(paymentTransactions)
        .where(sql`${paymentTransactions.metadata}->>'reference' = ${payment.reference}`),
    }));

    expect(stored.events).toHaveLength(1);
    expect(stored.events[0]?.provider).toBe('paystack');
    expect(stored.events[0]?.eventType).toBe('charge.success');
    expect(stored.events[0]?.processedAt).not.toBeNull();
    expect(stored.booking.map((b) => [b.paymentStatus, b.status, b.holdExpiresAt])).toEqual([
      ['completed', 'confirmed', null],
    ]);
    expect(stored.attempts.map((a) => [a.paymentReference, a.status])).toEqual([
      [payment.reference, 'completed'],
    ]);
    expect(stored.ledger.map((l) => [l.status, l.transactionType, l.provider])).toEqual([
      ['completed', 'client_payment', 'paystack'],
    ]);
  });
});
