import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents } from '../../src/server/db/schema/payments';
import { createLogger } from '../../src/server/logger';
import type { PaymentOutcome } from '../../src/server/payments/fulfil-payment';
import { createPaystackProvider } from '../../src/server/payments/paystack-provider';
import { reconcilePayments } from '../../src/server/payments/reconcile';
import { PAYSTACK_KEYS, startPaystackApp, type PaystackApp } from '../support/paystack-app';
import { freePort } from '../support/test-server';

let h: PaystackApp;
beforeAll(async () => {
  h = await startPaystackApp();
});
afterAll(() => h.close());

// these run last: reconciling with a clock hours ahead settles every payment still open
describe('reconciliation', () => {
  const provider = () =>
    createPaystackProvider({
      secretKey: PAYSTACK_KEYS.secretKey,
      publicKey: PAYSTACK_KEYS.publicKey,
      apiUrl: h.paystack.url,
    });
  const reconcileAt = (msAhead: number, outcomes: PaymentOutcome[]) =>
    reconcilePayments(h.app.db, {
      provider: provider(),
      logger: createLogger('silent'),
      onOutcome: (outcome) => outcomes.push(outcome),
      now: new Date(Date.now() + msAhead),
    });

  it('settles a payment Paystack has but whose webhook never came', async () => {
    const business = await h.paystackBusiness();
    const { booking } = await h.hold(business);
    const payment = await h.startMpesa(booking.id);
    const nowhere = `http://127.0.0.1:${await freePort()}/api/webhooks/payments/paystack`;
    await h.paystack.complete(payment.reference, { outcome: 'success', webhookUrl: nowhere });
    expect(await h.attemptStatus(payment.reference)).toBe('pending');

    const outcomes: PaymentOutcome[] = [];
    const result = await reconcileAt(60_000, outcomes);
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect(outcomes).toContainEqual({ status: 'paid', bookingId: booking.id, isNew: true });
    expect(await h.attemptStatus(payment.reference)).toBe('completed');
    expect(await h.bookingRow(booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
    });
    expect(await h.eventsOf(payment.reference)).toHaveLength(0);
  });

  it('acts on an event stored but never processed, and gives up on a payment left unpaid for hours', async () => {
    const business = await h.paystackBusiness();
    const stored = await h.hold(business, { time: '13:00' });
    const storedPayment = await h.startCard(stored.booking.id);
    const nowhere = `http://127.0.0.1:${await freePort()}/api/webhooks/payments/paystack`;
    await h.paystack.complete(storedPayment.reference, { outcome: 'success', webhookUrl: nowhere });
    // as if the process died between storing the event and acting on it
    const [event] = await h.app.db
      .insert(paymentWebhookEvents)
      .values({
        provider: 'paystack',
        eventKey: `charge.success:0:${storedPayment.reference}`,
        eventType: 'charge.success',
        reference: storedPayment.reference,
        receivedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const abandoned = await h.hold(business, { time: '15:00' });
    const abandonedPayment = await h.startCard(abandoned.booking.id);

    const outcomes: PaymentOutcome[] = [];
    const result = await reconcileAt(3 * 60 * 60_000, outcomes);
    expect(result.eventsReplayed).toBeGreaterThanOrEqual(1);
    expect(result.abandoned).toBeGreaterThanOrEqual(1);
    const [replayed] = await h.app.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.id, event?.id ?? ''));
    expect(replayed?.processedAt).not.toBeNull();
    expect(outcomes).toContainEqual({ status: 'paid', bookingId: stored.booking.id, isNew: true });
    expect(await h.attemptStatus(storedPayment.reference)).toBe('completed');
    // its hold ran out hours ago: the checkout ended unpaid, which is not a declined payment
    expect(await h.attemptStatus(abandonedPayment.reference)).toBe('cancelled');
    expect(await h.bookingRow(abandoned.booking.id)).toMatchObject({ paymentStatus: 'pending' });
  });
});
