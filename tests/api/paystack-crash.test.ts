import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { bookings } from '../../src/server/db/schema/bookings';
import { businessSettings } from '../../src/server/db/schema/businesses';
import {
  clientBusinessTransactions,
  paymentTransactions,
  paymentWebhookEvents,
} from '../../src/server/db/schema/payments';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import type { PaymentOutcome } from '../../src/server/payments/fulfil-payment';
import { createPaystackProvider } from '../../src/server/payments/paystack-provider';
import { reconcilePayments } from '../../src/server/payments/reconcile';
import { savePayouts } from '../../src/server/payouts/operations';
import { startServer, type RunningServer } from '../../src/server/server';
import { readJson, type BookingAnswer, type PaymentAnswer } from '../support/answers';
import { bookingBody } from '../support/bookable';
import { buildBusiness, buildService } from '../support/factories';
import { startFakePaystack, type FakePaystack } from '../support/fake-paystack';
import {
  startServerProcess,
  stopServerProcesses,
  withDatabase,
  type ServerProcess,
} from '../support/spawn-server';
import { freshDatabase, type FreshDatabase } from '../support/test-server';

const ENGINE = inject('databaseSnapshot').kind;
const KEYS = {
  PAYSTACK_SECRET_KEY: 'sk_test_crash_52c8f1',
  PAYSTACK_PUBLIC_KEY: 'pk_test_crash_52c8f1',
};
// reconciliation leaves a payment or event this long to its webhook before acting itself
const PAST_QUIET = 31_000;
const PRICE_MINOR = 250_000;

describe(`a Paystack payment outlives a killed server (${ENGINE})`, () => {
  let database: FreshDatabase;
  let paystack: FakePaystack;
  let paystackEnv: Record<string, string>;
  let fixture: { businessId: string; serviceId: string };
  let killable: ServerProcess | undefined;
  let restarted: RunningServer | undefined;

  const provider = () =>
    createPaystackProvider({
      secretKey: KEYS.PAYSTACK_SECRET_KEY,
      publicKey: KEYS.PAYSTACK_PUBLIC_KEY,
      apiUrl: paystack.url,
    });

  beforeAll(async () => {
    database = await freshDatabase();
    paystack = await startFakePaystack({ secretKey: KEYS.PAYSTACK_SECRET_KEY });
    paystackEnv = { ...database.env, ...KEYS, PAYSTACK_API_URL: paystack.url };
    fixture = await withDatabase(paystackEnv, async (db) => {
      const business = await buildBusiness(db, { subdomain: `crash-${Date.now().toString(36)}` });
      await db
        .update(businessSettings)
        .set({ requirePayment: true })
        .where(eq(businessSettings.businessId, business.id));
      const service = await buildService(db, { businessId: business.id, priceMinor: PRICE_MINOR });
      // pay on booking under Paystack needs a subaccount, made at the fake as the owner's save would
      const saved = await savePayouts(db, {
        businessId: business.id,
        provider: provider(),
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
  }, 120_000);

  afterEach(async () => {
    await stopServerProcesses('SIGKILL');
    killable = undefined;
    await restarted?.close();
    restarted = undefined;
  });

  afterAll(async () => {
    await paystack.close();
    await database.drop();
  });

  /** A held booking with a payment started through the server: the attempt is open at Paystack. */
  async function startedPayment(url: string, method: 'card' | 'mpesa') {
    const email = `crash-${method}-${Date.now()}@example.com`;
    const created = await fetch(`${url}/api/public/businesses/${fixture.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody(fixture.serviceId, {
          time: method === 'card' ? '10:00' : '12:00',
          customer: { name: 'Otieno Ouma', email, phone: '0711000777' },
        }),
      ),
    });
    expect(created.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(created);
    const started = await fetch(`${url}/api/public/bookings/${booking.id}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(method === 'card' ? { method } : { method, phone: '0712345678' }),
    });
    expect(started.status).toBe(200);
    const { payment } = await readJson<PaymentAnswer>(started);
    expect(payment.method).toBe(method);
    if (method === 'mpesa') expect(payment.status).toBe('pending');
    expect(paystack.transactions.get(payment.reference)?.status).not.toBe('success');
    return { bookingId: booking.id, reference: payment.reference };
  }

  async function kill(server: ServerProcess) {
    server.child.kill('SIGKILL');
    const { code } = await server.exited;
    expect(code).toBeNull();
    if (ENGINE === 'pglite') {
      // the killed process could not release the data folder: its lock still names it
      const lock = fs.readFileSync(path.join(paystackEnv.DATA_DIR ?? '', 'miadi.lock'), 'utf8');
      expect(lock).toBe(String(server.child.pid));
    }
  }

  /** The server started again on the same database (and data folder), in this process. */
  async function restart(): Promise<Database> {
    const env = parseEnv({
      ...paystackEnv,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    restarted = await startServer(env, createLogger(env.logLevel));
    return restarted.database.db;
  }

  async function reconcileAt(db: Database, now: Date) {
    const outcomes: PaymentOutcome[] = [];
    const result = await reconcilePayments(db, {
      provider: provider(),
      logger: createLogger('silent'),
      onOutcome: (outcome) => outcomes.push(outcome),
      now,
    });
    return { result, outcomes };
  }

  /** Everything the payment wrote, whole rows, so a later write of any column shows. */
  async function recorded(db: Database, bookingId: string, reference: string) {
    const [booking, attempts, ledger, events] = await Promise.all([
      db.select().from(bookings).where(eq(bookings.id, bookingId)),
      db
        .select()
        .from(clientBusinessTransactions)
        .where(eq(clientBusinessTransactions.bookingId, bookingId)),
      db
        .select()
        .from(paymentTransactions)
        .where(sql`${paymentTransactions.metadata}->>'reference' = ${reference}`),
      db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.reference, reference)),
    ]);
    return { bookingId, reference, booking, attempts, ledger, events };
  }
  type Recorded = Awaited<ReturnType<typeof recorded>>;

  /** Paid and confirmed once, the business's 95% and the platform's 5% as recorded and sent to Paystack. */
  async function expectPaidOnce(state: Recorded, method: string) {
    expect(state.booking).toMatchObject([
      { status: 'confirmed', paymentStatus: 'completed', holdExpiresAt: null },
    ]);
    const fee = PRICE_MINOR * 0.05;
    expect(state.attempts).toMatchObject([
      {
        paymentReference: state.reference,
        status: 'completed',
        paymentMethod: method,
        amountMinor: PRICE_MINOR,
        platformFeeMinor: fee,
        businessAmountMinor: PRICE_MINOR - fee,
      },
    ]);
    expect(state.ledger).toMatchObject([
      { status: 'completed', amountMinor: PRICE_MINOR, paymentMethod: method },
    ]);
    const atPaystack = paystack.transactions.get(state.reference);
    expect(atPaystack?.subaccount).toMatch(/^ACCT_/);
    expect(atPaystack?.transactionChargeMinor).toBe(fee);
    // and the payer's page, read from the restarted server, says so
    const page = await fetch(`${restarted?.url ?? ''}/api/public/bookings/${state.bookingId}`);
    expect((await readJson<BookingAnswer>(page)).booking).toMatchObject({
      paymentStatus: 'completed',
    });
  }

  /** A later pass finds nothing to do and changes nothing. */
  async function expectNothingMoreToDo(db: Database, now: Date, settled: Recorded) {
    const again = await reconcileAt(db, now);
    expect(again.result).toEqual({
      checked: 0,
      settled: 0,
      abandoned: 0,
      refundsRetried: 0,
      eventsReplayed: 0,
    });
    expect(again.outcomes).toEqual([]);
    expect(await recorded(db, settled.bookingId, settled.reference)).toEqual(settled);
  }

  it('settles a payment whose webhook found the server dead, once, by reconciliation', async () => {
    killable = await startServerProcess(paystackEnv);
    const { url } = killable;
    const { bookingId, reference } = await startedPayment(url, 'card');

    await kill(killable);
    killable = undefined;
    const sent = await paystack.complete(reference, {
      outcome: 'success',
      webhookUrl: `${url}/api/webhooks/payments/paystack`,
    });
    expect(sent?.status).toBeNull();

    const db = await restart();
    const before = await recorded(db, bookingId, reference);
    expect(before.attempts.map((a) => a.status)).toEqual(['pending']);
    expect(before.booking.map((b) => b.paymentStatus)).toEqual(['pending']);
    expect(before.events).toEqual([]);

    const startedAt = before.attempts[0]?.createdAt ?? new Date();
    const now = new Date(startedAt.getTime() + PAST_QUIET);
    const first = await reconcileAt(db, now);
    expect(first.result).toMatchObject({ checked: 1, settled: 1, eventsReplayed: 0 });
    expect(first.outcomes).toEqual([{ status: 'paid', bookingId, isNew: true }]);
    const after = await recorded(db, bookingId, reference);
    await expectPaidOnce(after, 'card');
    await expectNothingMoreToDo(db, now, after);

    // Paystack retries the delivery that failed: taken, acted on, and nothing new happens
    const retried = await fetch(`${restarted?.url ?? ''}/api/webhooks/payments/paystack`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': sent?.signature ?? '',
      },
      body: sent?.rawBody,
    });
    expect(retried.status).toBe(200);
    await expect
      .poll(async () => (await recorded(db, bookingId, reference)).events.map((e) => e.processedAt))
      .toEqual([expect.any(Date)]);
    const { events: _, ...afterRetry } = await recorded(db, bookingId, reference);
    const { events: __, ...settled } = after;
    expect(afterRetry).toEqual(settled);
  }, 120_000);

  it('acts once on a webhook stored by a process killed before acting on it', async () => {
    killable = await startServerProcess(paystackEnv);
    const { url } = killable;
    const { bookingId, reference } = await startedPayment(url, 'mpesa');
    const verifyPath = `/transaction/verify/${encodeURIComponent(reference)}`;

    // Paystack never answers the server's verify: the event is stored and answered, not acted on
    paystack.failNext('hang');
    const sent = await paystack.complete(reference, {
      outcome: 'success',
      webhookUrl: `${url}/api/webhooks/payments/paystack`,
    });
    expect(sent?.status).toBe(200);
    await expect
      .poll(() => paystack.requests.some((r) => r.path === verifyPath), { timeout: 10_000 })
      .toBe(true);
    await kill(killable);
    killable = undefined;

    const db = await restart();
    const before = await recorded(db, bookingId, reference);
    expect(before.events.map((e) => [e.eventType, e.processedAt])).toEqual([
      ['charge.success', null],
    ]);
    expect(before.attempts.map((a) => a.status)).toEqual(['pending']);

    const lastWritten = Math.max(
      before.events[0]?.receivedAt.getTime() ?? 0,
      before.attempts[0]?.createdAt.getTime() ?? 0,
    );
    const now = new Date(lastWritten + PAST_QUIET);
    const first = await reconcileAt(db, now);
    expect(first.result).toMatchObject({ eventsReplayed: 1, checked: 0, settled: 0 });
    expect(first.outcomes).toEqual([{ status: 'paid', bookingId, isNew: true }]);
    const after = await recorded(db, bookingId, reference);
    await expectPaidOnce(after, 'mpesa');
    expect(after.events.map((e) => e.processedAt)).toEqual([expect.any(Date)]);
    await expectNothingMoreToDo(db, now, after);
  }, 120_000);
});
