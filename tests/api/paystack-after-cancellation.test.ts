import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLinkKey, makeBookingToken } from '../../src/server/booking-links/token';
import { createLogger } from '../../src/server/logger';
import type { PaymentOutcome } from '../../src/server/payments/fulfil-payment';
import { createPaystackProvider } from '../../src/server/payments/paystack-provider';
import { reconcilePayments } from '../../src/server/payments/reconcile';
import {
  PAYSTACK_KEYS,
  PRICE_MINOR,
  startPaystackApp,
  type PaystackApp,
} from '../support/paystack-app';
import { freePort } from '../support/test-server';

let h: PaystackApp;
beforeAll(async () => {
  h = await startPaystackApp();
});
afterAll(() => h.close());

// Paystack has no call to void a started checkout or M-Pesa prompt: cancelling ends the attempt on
// our side, and money Paystack takes anyway is recorded and owed back, the booking left cancelled.
describe('Paystack money for a booking someone cancelled', () => {
  const cancelByLink = async (bookingId: string) => {
    const token = makeBookingToken(await bookingLinkKey(h.app.db), bookingId);
    const response = await h.app.request(`/api/my-booking/${token}/cancel`, { method: 'POST' });
    expect(response.status).toBe(200);
  };

  /** The booking stays cancelled and free, and its payment is owed back for that reason. */
  async function expectOwedBack(
    business: Awaited<ReturnType<PaystackApp['paystackBusiness']>>,
    held: Awaited<ReturnType<PaystackApp['hold']>> & { time: string },
    reference: string,
    cancelledBy: string,
  ) {
    expect(await h.bookingRow(held.booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy,
      paymentStatus: 'refund_due',
    });
    expect(await h.attemptOf(reference)).toMatchObject({
      status: 'refund_due',
      refundReason: 'cancelled',
    });
    expect(await h.ledgerOf(reference)).toEqual([
      expect.objectContaining({
        status: 'refund_due',
        provider: 'paystack',
        metadata: { reference, bookingId: held.booking.id, reason: 'cancelled' },
      }),
    ]);
    const check = await h.app.request(`/api/public/payments/${reference}`);
    expect(await check.json()).toMatchObject({
      status: 'refund_due',
      refundReason: 'cancelled',
      booking: { status: 'cancelled', paymentStatus: 'refund_due', cancelledBy },
    });
    // its place is free for someone else
    await h.hold(business, { time: held.time });
    const subject = `Refund on its way: booking ${held.booking.ticketCode}`;
    await expect.poll(() => h.subjectsTo(held.email).filter((s) => s === subject)).toHaveLength(1);
  }

  it('keeps a card booking its client cancelled cancelled when Paystack takes the money, and its signed webhook lands', async () => {
    const business = await h.paystackBusiness({ capacity: 1 });
    const held = { ...(await h.hold(business, { time: '10:00' })), time: '10:00' };
    const payment = await h.startCard(held.booking.id);
    await cancelByLink(held.booking.id);

    // the payer was still on Paystack's page: Paystack takes the money and signs its webhook
    const paid = await fetch(`${payment.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(302);
    expect(h.paystack.webhooks.at(-1)).toMatchObject({ event: 'charge.success', status: 200 });
    await expect
      .poll(async () => (await h.bookingRow(held.booking.id))?.paymentStatus)
      .not.toBe('pending');
    expect(await h.bookingRow(held.booking.id)).toMatchObject({ status: 'cancelled' });
    await h.settles(payment.reference, 'refund_due');
    await expectOwedBack(business, held, payment.reference, 'client');
    expect(h.verifiesOf(payment.reference).length).toBeGreaterThanOrEqual(1);

    // the owner's Refund gives it back through Paystack, once
    const refunded = await business.owner.client.post(`/api/bookings/${held.booking.id}/refund`);
    expect(refunded.status).toBe(200);
    expect(h.paystack.refunds.filter((r) => r.transactionReference === payment.reference)).toEqual([
      expect.objectContaining({ amountMinor: PRICE_MINOR }),
    ]);
    expect(await h.bookingRow(held.booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
  });

  it('keeps an M-Pesa booking the business cancelled cancelled when the prompt is approved afterwards', async () => {
    const business = await h.paystackBusiness({ capacity: 1 });
    const held = { ...(await h.hold(business, { time: '12:00' })), time: '12:00' };
    const payment = await h.startMpesa(held.booking.id);
    const cancelled = await business.owner.client.request(
      `/api/bookings/${held.booking.id}/status`,
      { method: 'PATCH', body: { status: 'cancelled' } },
    );
    expect(cancelled.status).toBe(200);
    expect(await h.attemptStatus(payment.reference)).toBe('cancelled');

    await h.paystack.complete(payment.reference, { outcome: 'success' });
    await h.settles(payment.reference, 'refund_due');
    await expectOwedBack(business, held, payment.reference, 'business');
  });

  it('owes back money for an ended attempt whose webhook never came, through reconciliation', async () => {
    const business = await h.paystackBusiness({ capacity: 1 });
    const held = { ...(await h.hold(business, { time: '14:00' })), time: '14:00' };
    const payment = await h.startCard(held.booking.id);
    await cancelByLink(held.booking.id);
    const nowhere = `http://127.0.0.1:${await freePort()}/api/webhooks/payments/paystack`;
    await h.paystack.complete(payment.reference, { outcome: 'success', webhookUrl: nowhere });
    expect(await h.attemptStatus(payment.reference)).toBe('cancelled');

    const outcomes: PaymentOutcome[] = [];
    await reconcilePayments(h.app.db, {
      provider: createPaystackProvider({ ...PAYSTACK_KEYS, apiUrl: h.paystack.url }),
      logger: createLogger('silent'),
      onOutcome: (outcome) => outcomes.push(outcome),
      now: new Date(Date.now() + 60_000),
    });
    expect(outcomes).toContainEqual({
      status: 'refund_due',
      bookingId: held.booking.id,
      isNew: true,
      reason: 'cancelled',
    });
    expect(await h.attemptStatus(payment.reference)).toBe('refund_due');
    expect(await h.bookingRow(held.booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
    });
  });
});
