import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { testProviderPayments } from '../db/schema/payments';
import type { PaymentEvent, PaymentProvider } from './provider';

export const TEST_SIGNATURE_HEADER = 'x-miadi-test-signature';

/** HMAC-SHA512 of the body, the way Paystack signs its webhooks. */
export function signTestWebhook(body: string, secret: string): string {
  return createHmac('sha512', secret).update(body).digest('hex');
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
  return {
    id: 'test',
    async initialize(payment) {
      await db
        .insert(testProviderPayments)
        .values({
          reference: payment.reference,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          email: payment.email,
          description: payment.description,
          callbackUrl: payment.callbackUrl,
        })
        // the same reference asked for twice is the same checkout
        .onConflictDoNothing();
      return { checkoutUrl: `${publicUrl}/pay/test/${encodeURIComponent(payment.reference)}` };
    },
    async verify(reference) {
      const [row] = await db
        .select()
        .from(testProviderPayments)
        .where(eq(testProviderPayments.reference, reference));
      if (!row) return null;
      return {
        reference,
        status: row.status,
        amountMinor: row.amountMinor,
        currency: row.currency,
        providerReference: row.status === 'success' ? `TEST-${reference}` : null,
        method: row.status === 'success' ? 'test' : null,
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
          return { type: event.event, reference: event.data.reference } satisfies PaymentEvent;
        }
      } catch {
        return null;
      }
      return null;
    },
  };
}
