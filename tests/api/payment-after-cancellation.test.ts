import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKeys } from '../../src/server/auth/secret';
import { bookingLinkKey, makeBookingToken } from '../../src/server/booking-links/token';
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
import { bookableBusiness, bookingBody } from '../support/bookable';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import { type TestServer } from '../support/test-server';
import { readJson, type PaymentAnswer } from '../support/answers';

interface Held {
  booking: { id: string; ticketCode: string };
}

interface PaymentCheck {
  status: string;
  refundReason: string | null;
  booking: { status: string; paymentStatus: string; cancelledBy: string | null };
}

type Business = Awaited<ReturnType<typeof bookableBusiness>>;

// A booking someone cancelled is never brought back by its payment landing late (the outside probe's
// finding): the money is recorded and owed back, and cancelling ends the payment still being made.
describe('a payment that lands on a cancelled booking', () => {
  let app: TestServer;
  let mail: MailServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail());
  });
  afterAll(() => close());

  const post = (path: string, body?: object) =>
    app.request(path, {
      method: 'POST',
      ...(body
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : {}),
    });

  /** One place a time, paid on booking: a cancelled booking's place is visibly free or not. */
  const business = () => bookableBusiness(app, { requirePayment: true, capacity: 1 });

  async function hold(made: Business, time: string, email = `payer-${Date.now()}@example.com`) {
    const response = await post(
      `/api/public/businesses/${made.businessId}/bookings`,
      bookingBody(made.service.id, {
        time,
        customer: { name: 'Wanjiru Kamau', email, phone: '0722000444' },
      }),
    );
    expect(response.status).toBe(201);
    const { booking } = await readJson<Held>(response);
    const token = makeBookingToken(await bookingLinkKey(app.db), booking.id);
    return { ...booking, email, token };
  }

  async function startCard(bookingId: string): Promise<string> {
    const response = await post(`/api/public/bookings/${bookingId}/payment`);
    expect(response.status).toBe(200);
    return (await readJson<PaymentAnswer>(response)).payment.reference;
  }

  /** The payer presses Pay (or Decline) on the built-in provider's checkout page. */
  const choose = (reference: string, outcome = 'success') =>
    app.request(`/pay/test/${reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
      redirect: 'manual',
    });

  /** Money the provider took anyway (the payer was through before the void reached it). */
  const paidAtProvider = (reference: string) =>
    app.db
      .update(testProviderPayments)
      .set({ status: 'success', completedAt: new Date() })
      .where(eq(testProviderPayments.reference, reference));

  /** The provider's signed charge.success event, delivered to the test provider's webhook. */
  async function deliverWebhook(reference: string) {
    const [secret] = await app.db.select().from(appSecrets);
    const body = JSON.stringify({ event: 'charge.success', data: { reference } });
    return app.request('/api/webhooks/payments/test', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TEST_SIGNATURE_HEADER]: signTestWebhook(body, deriveKeys(secret?.value ?? '').testWebhook),
      },
      body,
    });
  }

  async function check(reference: string): Promise<PaymentCheck> {
    const response = await app.request(`/api/public/payments/${reference}`);
    expect(response.status).toBe(200);
    return await readJson<PaymentCheck>(response);
  }

  const bookingRow = async (id: string) =>
    (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const attemptRow = async (reference: string) =>
    (
      await app.db
        .select()
        .from(clientBusinessTransactions)
        .where(eq(clientBusinessTransactions.paymentReference, reference))
    )[0];
  const testLedgerRow = async (reference: string) =>
    (
      await app.db
        .select()
        .from(testProviderPayments)
        .where(eq(testProviderPayments.reference, reference))
    )[0];
  const ledgerOf = (reference: string) =>
    app.db
      .select()
      .from(paymentTransactions)
      .where(sql`${paymentTransactions.metadata}->>'reference' = ${reference}`);

  const ownerCancels = (made: Business, id: string, status = 'cancelled') =>
    made.owner.client.request(`/api/bookings/${id}/status`, { method: 'PATCH', body: { status } });

  /** Another client books the same time: only possible while the cancelled booking stays out. */
  const anotherClientBooks = (made: Business, time: string) =>
    post(
      `/api/public/businesses/${made.businessId}/bookings`,
      bookingBody(made.service.id, {
        time,
        customer: { name: 'Otieno Ouma', email: 'otieno@example.com', phone: '0733000555' },
      }),
    );

  /** The client's one refund notice (after the cancellation's own mail), sent once. */
  async function refundNotices(held: { email: string; ticketCode: string }) {
    const subject = `Refund on its way: booking ${held.ticketCode}`;
    const notices = () => mail.mailsTo(held.email).filter((m) => m.subject === subject);
    await expect.poll(() => notices().length, { timeout: 5000 }).toBe(1);
    // a second notice would come in the background: real time for it to show, if it were sent
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(notices()).toHaveLength(1);
    const [notice] = notices();
    if (!notice) throw new Error('no refund notice');
    return notice;
  }

  /** What the money looks like once it is owed back because the booking was cancelled. */
  async function expectOwedBack(reference: string, bookingId: string, cancelledBy: string) {
    // the payer's page hears it was cancelled and will be refunded, not that it is confirmed
    expect(await check(reference)).toMatchObject({
      status: 'refund_due',
      refundReason: 'cancelled',
      booking: { status: 'cancelled', paymentStatus: 'refund_due', cancelledBy },
    });
    expect(await bookingRow(bookingId)).toMatchObject({
      status: 'cancelled',
      cancelledBy,
      paymentStatus: 'refund_due',
    });
    expect(await attemptRow(reference)).toMatchObject({
      status: 'refund_due',
      refundReason: 'cancelled',
      paystackReference: `TEST-${reference}`,
    });
    const ledger = await ledgerOf(reference);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      status: 'refund_due',
      transactionType: 'client_payment',
      metadata: { reference, bookingId, reason: 'cancelled' },
    });
  }

  it("keeps a booking its client cancelled cancelled when the payment is completed: the probe's case", async () => {
    const made = await business();
    const held = await hold(made, '10:00');
    const reference = await startCard(held.id);
    expect((await post(`/api/my-booking/${held.token}/cancel`)).status).toBe(200);

    // the probe completes the payment on the checkout page it had open
    const completed = await choose(reference);
    expect(await bookingRow(held.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });
    expect(completed.status).toBe(409);
    expect(await completed.text()).toContain('This payment was cancelled');
    expect(await attemptRow(reference)).toMatchObject({ status: 'cancelled' });

    // and should the money reach the provider anyway, it is kept on record and owed back
    await paidAtProvider(reference);
    await expectOwedBack(reference, held.id, 'client');
    expect((await anotherClientBooks(made, '10:00')).status).toBe(201);
    const notice = await refundNotices(held);
    expect(notice.text).toContain('arrived after the booking had been cancelled');
  });

  it('keeps a booking the business cancelled cancelled when its payment lands by webhook, settling once', async () => {
    const made = await business();
    const held = await hold(made, '11:00');
    const reference = await startCard(held.id);
    expect((await ownerCancels(made, held.id)).status).toBe(200);
    expect(await bookingRow(held.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'business',
      holdExpiresAt: null,
    });

    await paidAtProvider(reference);
    // the provider's webhook, twice, racing the payer's page asking: one settlement
    const answers = await Promise.all([
      deliverWebhook(reference),
      deliverWebhook(reference),
      app.request(`/api/public/payments/${reference}`),
      app.request(`/api/public/payments/${reference}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await expect.poll(async () => (await attemptRow(reference))?.status).toBe('refund_due');
    await expect
      .poll(async () =>
        (
          await app.db
            .select()
            .from(paymentWebhookEvents)
            .where(eq(paymentWebhookEvents.reference, reference))
        ).map((event) => event.processedAt !== null),
      )
      .toEqual([true]);
    await expectOwedBack(reference, held.id, 'business');
    expect((await anotherClientBooks(made, '11:00')).status).toBe(201);
    await refundNotices(held);

    // the owner sees it owed back and refunds it, as any other payment owed back
    const detail = await made.owner.client.get(`/api/bookings/${held.id}`);
    expect(await detail.json()).toMatchObject({
      booking: { paymentStatus: 'refund_due', hasRefundDue: true, cancelledBy: 'business' },
    });
    const earnings = await made.owner.client.get('/api/business/earnings');
    const { recent, totals } = await readJson<{
      recent: { reference: string; status: string }[];
      totals: { refundDueCount: number };
    }>(earnings);
    expect(recent).toContainEqual(expect.objectContaining({ reference, status: 'refund_due' }));
    expect(totals.refundDueCount).toBe(1);
    const refunded = await made.owner.client.post(`/api/bookings/${held.id}/refund`);
    expect(refunded.status).toBe(200);
    expect(await bookingRow(held.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect(await attemptRow(reference)).toMatchObject({ status: 'refunded' });
    expect((await testLedgerRow(reference))?.refundedAt).not.toBeNull();
  });

  it('ends every open payment attempt when the booking is cancelled, and the test checkout refuses them', async () => {
    const made = await business();
    const held = await hold(made, '12:00');
    const card = await startCard(held.id);
    const prompt = await post(`/api/public/bookings/${held.id}/payment`, {
      method: 'mpesa',
      phone: '0712 345 678',
    });
    const mpesa = (await readJson<PaymentAnswer>(prompt)).payment.reference;
    expect((await ownerCancels(made, held.id)).status).toBe(200);

    for (const reference of [card, mpesa]) {
      expect(await attemptRow(reference)).toMatchObject({ status: 'cancelled' });
      expect(await testLedgerRow(reference)).toMatchObject({ status: 'cancelled' });
      const page = await app.request(`/pay/test/${reference}`);
      const html = await page.text();
      expect(html).toContain('This payment was cancelled');
      expect(html).toContain('No money was taken.');
      expect(html).not.toContain('<form');
      const refused = await choose(reference);
      expect(refused.status).toBe(409);
      expect(await testLedgerRow(reference)).toMatchObject({ status: 'cancelled' });
      expect(
        await app.db.$count(paymentWebhookEvents, eq(paymentWebhookEvents.reference, reference)),
      ).toBe(0);
      // the payer's page is told the booking was cancelled, and nothing was charged
      expect(await check(reference)).toMatchObject({
        status: 'cancelled',
        refundReason: null,
        booking: { status: 'cancelled', paymentStatus: 'pending', cancelledBy: 'business' },
      });
      expect(await ledgerOf(reference)).toHaveLength(0);
    }
    expect(await bookingRow(held.id)).toMatchObject({ status: 'cancelled' });
  });

  it('ends a cancelled payment once, whichever of the cancel and the payment comes first', async () => {
    const made = await bookableBusiness(app, { requirePayment: true, capacity: 8 });
    const rounds = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const held = await hold(made, `${String(9 + i).padStart(2, '0')}:00`);
        return { held, reference: await startCard(held.id) };
      }),
    );
    const answers = await Promise.all(
      rounds.map(({ held, reference }) =>
        Promise.all([post(`/api/my-booking/${held.token}/cancel`), choose(reference)]),
      ),
    );
    for (const [i, [cancel, pay]] of answers.entries()) {
      const round = rounds[i];
      if (!round) throw new Error('round missing');
      expect(cancel.status).toBe(200);
      // paid first (then the client's cancel owes it back) or ended first (the page refuses)
      expect([303, 409]).toContain(pay.status);
      const attempt = await attemptRow(round.reference);
      expect(await bookingRow(round.held.id)).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'client',
        paymentStatus: pay.status === 303 ? 'refund_due' : 'pending',
      });
      expect(attempt).toMatchObject(
        pay.status === 303
          ? { status: 'refund_due', refundReason: 'cancelled' }
          : { status: 'cancelled', refundReason: null },
      );
      expect(await ledgerOf(round.reference)).toHaveLength(pay.status === 303 ? 1 : 0);
    }
  });

  it('still puts back a lapsed hold whose place is free, and owes back one whose place was taken', async () => {
    const made = await business();
    const lapse = async (id: string) => {
      await app.db
        .update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(bookings.id, id));
      await expireHolds(app.db);
      expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', cancelledBy: null });
    };
    const free = await hold(made, '13:00');
    const freeReference = await startCard(free.id);
    await lapse(free.id);
    // the hold's lapse is no one's decision: its attempt is still open, and its payment places it
    expect(await attemptRow(freeReference)).toMatchObject({ status: 'pending' });
    expect((await choose(freeReference)).status).toBe(303);
    expect(await bookingRow(free.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      holdExpiresAt: null,
    });

    const taken = await hold(made, '14:00');
    const takenReference = await startCard(taken.id);
    await lapse(taken.id);
    expect((await anotherClientBooks(made, '14:00')).status).toBe(201);
    expect((await choose(takenReference)).status).toBe(303);
    expect(await bookingRow(taken.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
    });
    expect(await attemptRow(takenReference)).toMatchObject({
      status: 'refund_due',
      refundReason: 'slot_taken',
    });
    expect(await check(takenReference)).toMatchObject({
      status: 'refund_due',
      refundReason: 'slot_taken',
    });
  });

  it('forgets who cancelled a booking once the owner brings it back, and its payment then counts', async () => {
    const made = await business();
    const held = await hold(made, '15:00');
    const reference = await startCard(held.id);
    expect((await post(`/api/my-booking/${held.token}/cancel`)).status).toBe(200);
    expect(await bookingRow(held.id)).toMatchObject({ cancelledBy: 'client' });
    expect((await ownerCancels(made, held.id, 'confirmed')).status).toBe(200);
    expect(await bookingRow(held.id)).toMatchObject({ status: 'confirmed', cancelledBy: null });
    // the attempt the cancel ended is still honoured if its money lands: the booking is live again
    await paidAtProvider(reference);
    expect(await check(reference)).toMatchObject({
      status: 'paid',
      booking: { status: 'confirmed', paymentStatus: 'completed', cancelledBy: null },
    });
  });
});
