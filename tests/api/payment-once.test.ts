import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import {
  clientBusinessTransactions,
  paymentTransactions,
  testProviderPayments,
} from '../../src/server/db/schema/payments';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { messagesSettled } from '../support/messages';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import { type TestServer } from '../support/test-server';
import { readJson, type PaymentAnswer } from '../support/answers';

interface Created {
  booking: { id: string; status: string; paymentStatus: string };
  payment: null;
}

describe('a booking is paid once', () => {
  let app: TestServer;
  let mail: MailServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail());
  });
  afterAll(() => close());

  async function holdASlot(email: string) {
    const business = await bookableBusiness(app, { requirePayment: true });
    const response = await app.request(`/api/public/businesses/${business.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody(business.service.id, {
          customer: { name: 'Zawadi Njeri', email, phone: '0722000404' },
        }),
      ),
    });
    expect(response.status).toBe(201);
    const created = await readJson<Created>(response);
    expect(created.payment).toBeNull();
    const started = await payAgain(created.booking.id);
    expect(started.status).toBe(200);
    const { payment } = await readJson<PaymentAnswer>(started);
    return { business, bookingId: created.booking.id, reference: payment.reference };
  }

  function payAgain(bookingId: string) {
    return app.request(`/api/public/bookings/${bookingId}/payment`, { method: 'POST' });
  }

  const choose = (reference: string, outcome: 'success' | 'failure') =>
    app.request(`/pay/test/${reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
      redirect: 'manual',
    });

  const attemptsOf = (bookingId: string) =>
    app.db
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.bookingId, bookingId));

  /** Gives a late message time to be recorded, then waits until everything recorded is sent. */
  async function settleMail(businessId: string) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await messagesSettled(app.db, businessId);
  }

  it('gives every Pay pressed while an attempt is open that same attempt, even five at once', async () => {
    const email = `again-${Date.now()}@example.com`;
    const { business, bookingId, reference } = await holdASlot(email);
    const again = await payAgain(bookingId);
    expect(again.status).toBe(200);
    const { payment } = await readJson<PaymentAnswer>(again);
    expect(payment.reference).toBe(reference);

    const burst = await Promise.all(Array.from({ length: 5 }, () => payAgain(bookingId)));
    const references = await Promise.all(
      burst.map(async (r) => (await readJson<PaymentAnswer>(r)).payment),
    );
    expect(new Set(references.map((p) => p.reference))).toEqual(new Set([reference]));
    expect(await attemptsOf(bookingId)).toHaveLength(1);

    await choose(reference, 'success');
    const [attempt] = await attemptsOf(bookingId);
    expect(attempt?.status).toBe('completed');
    await mail.nextMailTo(email);
    await settleMail(business.businessId);
    expect(mail.mailsTo(email)).toHaveLength(1);
  });

  it('refuses to start a payment for a booking that is paid', async () => {
    const { bookingId, reference } = await holdASlot(`paid-${Date.now()}@example.com`);
    await choose(reference, 'success');
    const again = await payAgain(bookingId);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { code: 'already_paid', message: 'This booking is already paid.' },
    });
  });

  it('never changes a settled payment: a paid one stays paid when declined afterwards', async () => {
    const { bookingId, reference } = await holdASlot(`settled-${Date.now()}@example.com`);
    await choose(reference, 'success');
    expect((await choose(reference, 'failure')).status).toBe(303);
    const [ledger] = await app.db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.reference, reference));
    expect(ledger?.status).toBe('success');
    const check = await app.request(`/api/public/payments/${reference}`);
    expect(await check.json()).toMatchObject({
      status: 'paid',
      booking: { status: 'confirmed', paymentStatus: 'completed' },
    });
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.paymentStatus).toBe('completed');
  });

  it('records a second successful payment as owed back: one completion, one confirmation, the client told', async () => {
    const email = `twice-${Date.now()}@example.com`;
    const { business, bookingId, reference } = await holdASlot(email);
    // a second attempt the provider also charged (say, from a tab opened before the first settled)
    const [first] = await attemptsOf(bookingId);
    const second = `CBP-${Date.now()}-0123456789`;
    await app.db.insert(clientBusinessTransactions).values({
      ...first!,
      id: undefined,
      paymentReference: second,
      checkoutUrl: null,
      status: 'pending',
    });
    await app.db.insert(testProviderPayments).values({
      reference: second,
      amountMinor: first!.amountMinor,
      currency: first!.currency,
      description: 'Second tab',
      callbackUrl: `${app.url}/book/${business.businessId}`,
      status: 'success',
    });
    await app.db
      .update(testProviderPayments)
      .set({ status: 'success' })
      .where(eq(testProviderPayments.reference, reference));

    // both settle at once: exactly one pays for the booking
    const checks = await Promise.all(
      [reference, second].map(async (ref) => {
        const response = await app.request(`/api/public/payments/${ref}`);
        return await readJson<{ status: string; refundReason: string | null }>(response);
      }),
    );
    expect(checks.map((c) => c.status).sort()).toEqual(['paid', 'refund_due']);
    expect(checks.find((c) => c.status === 'refund_due')?.refundReason).toBe('already_paid');

    const attempts = await attemptsOf(bookingId);
    expect(attempts.map((a) => a.status).sort()).toEqual(['completed', 'refund_due']);
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    const ledger = await app.db
      .select({ status: paymentTransactions.status })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.businessId, business.businessId));
    expect(ledger.map((row) => row.status).sort()).toEqual(['completed', 'refund_due']);

    // asked again, each answers the same and announces nothing more
    for (const ref of [reference, second]) await app.request(`/api/public/payments/${ref}`);
    // the confirmation and the refund notice, sent by the message job in either order
    await mail.nextMailTo(email, 15_000);
    await mail.nextMailTo(email, 15_000);
    await settleMail(business.businessId);
    const subjects = mail.mailsTo(email).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Booking confirmed'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Refund on its way'))).toHaveLength(1);

    // the owner sees the refund owed on the booking
    const list = await business.owner.client.get('/api/bookings?view=all');
    const { bookings: rows } = await readJson<{
      bookings: { id: string; hasRefundDue: boolean; paymentStatus: string }[];
    }>(list);
    expect(rows.find((row) => row.id === bookingId)).toMatchObject({
      hasRefundDue: true,
      paymentStatus: 'completed',
    });
  });

  it('lets the database itself refuse a second completed payment for one booking', async () => {
    const { bookingId, reference } = await holdASlot(`db-${Date.now()}@example.com`);
    await choose(reference, 'success');
    const [first] = await attemptsOf(bookingId);
    await expect(
      app.db.insert(clientBusinessTransactions).values({
        ...first!,
        id: undefined,
        paymentReference: `CBP-${Date.now()}-abcdefabcd`,
        status: 'completed',
      }),
    ).rejects.toThrow();
    expect(
      await app.db.$count(
        clientBusinessTransactions,
        and(
          eq(clientBusinessTransactions.bookingId, bookingId),
          eq(clientBusinessTransactions.status, 'completed'),
        ),
      ),
    ).toBe(1);
  });
});
