import { SECURITY_MONITORS } from '@shared/security-events';
import type { Executor } from '../db/database';
import { recordSecurityEvent } from './security-events';

/**
 * docs/product/owner-area.md §9 Limits: a payment above 100,000 (KES 100,000; the same figure in the payment's own
 * currency) is recorded. Called once per verified payment, inside the transaction that fulfils it,
 * so the event exists exactly when the payment was taken.
 */
export async function recordLargePayment(
  db: Executor,
  payment: { businessId: string; amountMinor: number; currency: string; reference: string },
): Promise<void> {
  if (payment.amountMinor <= SECURITY_MONITORS.largePaymentMajor * 100) return;
  await recordSecurityEvent(db, {
    type: 'LARGE_PAYMENT',
    details: {
      businessId: payment.businessId,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      reference: payment.reference,
    },
  });
}
