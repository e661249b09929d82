import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { ownerWithBusiness } from '../support/owners';
import { PRICE_MINOR, startPaystackApp, type PaystackApp } from '../support/paystack-app';
import { readJson } from '../support/answers';

let h: PaystackApp;
beforeAll(async () => {
  h = await startPaystackApp();
});
afterAll(() => h.close());

describe('money owed back', () => {
  it('records a payment that came after its place was taken as refund due, and the owner refunds it once', async () => {
    const business = await h.paystackBusiness({ capacity: 1 });
    const { booking, email } = await h.hold(business, { time: '11:00' });
    const payment = await h.startCard(booking.id);
    // the hold runs out while the payer is on the checkout page, and someone else books the place
    await h.app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    const rival = await h.hold(business, { time: '11:00' });
    expect(await h.bookingRow(booking.id)).toMatchObject({ status: 'cancelled' });

    await fetch(`${payment.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    await h.settles(payment.reference, 'refund_due');
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
    });
    expect(await h.bookingRow(rival.booking.id)).toMatchObject({ status: 'pending' });
    const told = await h.mail.nextMailTo(email);
    expect(told.subject).toBe(`Refund on its way: booking ${booking.ticketCode}`);
    expect(told.text).toContain('arrived after the time held for you had run out');

    // another business's owner cannot refund it
    const attempt = await h.attemptOf(payment.reference);
    const stranger = await ownerWithBusiness(h.app, 'Other Salon');
    const foreign = await stranger.client.post(`/api/business/payments/${attempt?.id}/refund`);
    expect(foreign.status).toBe(404);
    expect(h.paystack.refunds.filter((r) => r.transactionReference === payment.reference)).toEqual(
      [],
    );

    // Refund pressed twice at once: one refund at Paystack
    const presses = await Promise.all([
      business.owner.client.post(`/api/business/payments/${attempt?.id}/refund`),
      business.owner.client.post(`/api/business/payments/${attempt?.id}/refund`),
    ]);
    const answers = await Promise.all(
      presses.map(async (press) => ({
        status: press.status,
        body: await readJson<{
          transaction?: { id: string; status: string };
          error?: { code: string };
        }>(press),
      })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)?.body.transaction).toEqual({
      id: attempt?.id,
      status: 'refunded',
    });
    expect(['refund_in_progress', 'already_refunded']).toContain(
      answers.find((a) => a.status === 409)?.body.error?.code,
    );
    const refunds = h.paystack.refunds.filter((r) => r.transactionReference === payment.reference);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountMinor: PRICE_MINOR, currency: 'KES' });
    expect(await h.attemptOf(payment.reference)).toMatchObject({
      status: 'refunded',
      refundReference: String(refunds[0]?.id),
      refundedAt: expect.any(Date) as unknown,
    });
    expect(await h.bookingRow(booking.id)).toMatchObject({ paymentStatus: 'refunded' });
    expect((await h.ledgerOf(payment.reference)).map((row) => row.status)).toEqual(['refunded']);
    const sent = await h.mail.nextMailTo(email);
    expect(sent.subject).toBe(`Refund sent: booking ${booking.ticketCode}`);
    expect(sent.text).toContain('KES 2,000');
    await h.mailsSettled();
    expect(h.subjectsTo(email)).toHaveLength(2);

    // once refunded, pressing again changes nothing
    const late = await business.owner.client.post(`/api/business/payments/${attempt?.id}/refund`);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { code: 'already_refunded' } });
    expect(
      h.paystack.refunds.filter((r) => r.transactionReference === payment.reference),
    ).toHaveLength(1);
  });

  it('refunds a second payment for a paid booking from the booking, leaving the booking paid', async () => {
    const business = await h.paystackBusiness();
    const { booking, email } = await h.hold(business);
    // one attempt per channel may be open: the payer opened the card checkout and an M-Pesa prompt
    const card = await h.startCard(booking.id);
    const mpesa = await h.startMpesa(booking.id);
    expect(mpesa.reference).not.toBe(card.reference);
    await h.paystack.complete(card.reference, { outcome: 'success' });
    await h.settles(card.reference, 'completed');
    await h.paystack.complete(mpesa.reference, { outcome: 'success' });
    await h.settles(mpesa.reference, 'refund_due');
    const check = await h.app.request(`/api/public/payments/${mpesa.reference}`);
    expect(await check.json()).toMatchObject({
      status: 'refund_due',
      refundReason: 'already_paid',
    });

    const refunded = await business.owner.client.post(`/api/bookings/${booking.id}/refund`);
    expect(refunded.status).toBe(200);
    const duplicate = await h.attemptOf(mpesa.reference);
    expect(await refunded.json()).toEqual({
      transaction: { id: duplicate?.id, status: 'refunded' },
    });
    expect(h.paystack.refunds.map((r) => r.transactionReference)).toContain(mpesa.reference);
    expect(h.paystack.refunds.map((r) => r.transactionReference)).not.toContain(card.reference);
    expect(await h.attemptStatus(card.reference)).toBe('completed');
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
    });
    const subjects = async () => {
      await h.mailsSettled();
      return h.subjectsTo(email).map((subject) => subject.split(':')[0]);
    };
    await expect
      .poll(subjects, { timeout: 15_000 })
      .toEqual(['Booking confirmed', 'Refund on its way', 'Refund sent']);

    const again = await business.owner.client.post(`/api/bookings/${booking.id}/refund`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: {
        code: 'not_refundable',
        message: 'Only a payment flagged for refund can be refunded.',
      },
    });
  });
});
