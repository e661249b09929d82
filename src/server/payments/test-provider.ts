import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { testProviderPayments } from '../db/schema/payments';
import { paymentAnswers } from '../messages/payment-answers';
import type { PaymentChannel } from '@shared/payments';
import type { PaymentEvent, PaymentInit, PaymentProvider } from './provider';

export const TEST_SIGNATURE_HEADER = 'x-miadi-test-signature';

/** HMAC-SHA512 of the body, the way Paystack signs its webhooks. */
export function signTestWebhook(body: string, secret: string): string {
  return createHmac('sha512', secret).update(body).digest('hex');
}

/**
 * The built-in provider's void, which Paystack lacks: payments not yet answered on the test page are
 * cancelled there (the merchant's booking was cancelled), and the page then refuses them.
 */
export async function voidTestPayments(db: Executor, references: string[]): Promise<void> {
  await db
    .update(testProviderPayments)
    .set({ status: 'cancelled', completedAt: new Date() })
    .where(
      and(
        inArray(testProviderPayments.reference, references),
        eq(testProviderPayments.status, 'pending'),
      ),
    );
}

/**
 * The built-in provider for running without Paystack: a real checkout page of ours, clearly marked
 * 'Test payment', where the payer chooses success or failure. Its ledger lives in the database, so
 * verification works the same from any server process.
 */
export function createTestProvider({
  db,
  publicUrl,
  secret,
}: {
  db: Database;
  publicUrl: string;
  secret: string;
}): PaymentProvider {
  const checkoutUrlOf = (reference: string) =>
    `${publicUrl}/pay/test/${encodeURIComponent(reference)}`;
  const record = (payment: PaymentInit, channel: PaymentChannel, phone: string | null) =>
    db
      .insert(testProviderPayments)
      .values({
        reference: payment.reference,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        email: payment.email,
        description: payment.description,
        callbackUrl: payment.callbackUrl,
        channel,
        phone,
      })
      // the same reference asked for twice is the same payment
      .onConflictDoNothing();
  return {
    id: 'test',
    async initialize(payment) {
      await record(payment, 'card', null);
      return { checkoutUrl: checkoutUrlOf(payment.reference) };
    },
    async chargeMobileMoney(payment) {
      await record(payment, 'mpesa', payment.phone);
      const [row] = await db
        .select({ status: testProviderPayments.status })
        .from(testProviderPayments)
        .where(eq(testProviderPayments.reference, payment.reference));
      return {
        status: row?.status === 'cancelled' ? 'failed' : (row?.status ?? 'pending'),
        displayText: paymentAnswers('testPrompt'),
        testPromptUrl: checkoutUrlOf(payment.reference),
      };
    },
    async refund({ reference }) {
      const refunded = await db
        .update(testProviderPayments)
        .set({ refundedAt: new Date() })
        .where(
          and(
            eq(testProviderPayments.reference, reference),
            eq(testProviderPayments.status, 'success'),
            isNull(testProviderPayments.refundedAt),
          ),
        )
        .returning({ reference: testProviderPayments.reference });
      if (refunded.length === 0) {
        const [row] = await db
          .select()
          .from(testProviderPayments)
          .where(eq(testProviderPayments.reference, reference));
        if (!row?.refundedAt) throw new Error(`test payment ${reference} cannot be refunded`);
      }
      return {
        refundReference: `TEST-REFUND-${reference}`,
        wasAlreadyRefunded: refunded.length === 0,
      };
    },
    async verify(reference) {
      const [row] = await db
        .select()
        .from(testProviderPayments)
        .where(eq(testProviderPayments.reference, reference));
      if (!row) return null;
      return {
        reference,
        // a voided payment was never paid: to the app it is a failed one
        status: row.status === 'cancelled' ? 'failed' : row.status,
        amountMinor: row.amountMinor,
        currency: row.currency,
        providerReference: row.status === 'success' ? `TEST-${reference}` : null,
        method: row.status === 'success' ? (row.channel === 'mpesa' ? 'mpesa' : 'test') : null,
      };
    },
    parseWebhook(rawBody, headers) {
      const given = headers.get(TEST_SIGNATURE_HEADER) ?? '';
      const expected = signTestWebhook(rawBody, secret);
      if (
        given.length !== expected.length ||
        !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
      )
        return null;
      try {
        const event = JSON.parse(rawBody) as { event?: string; data?: { reference?: string } };
        if (
          (event.event === 'charge.success' || event.event === 'charge.failed') &&
          event.data?.reference
        ) {
          return {
            type: event.event,
            reference: event.data.reference,
            key: `${event.event}:${event.data.reference}`,
          } satisfies PaymentEvent;
        }
      } catch {
        return null;
      }
      return null;
    },
  };
}
