import { randomBytes } from 'node:crypto';
import { BUSINESS_SHARE_BASIS_POINTS } from '@shared/payments';

/** Client-payment references: CBP, a timestamp and a random part (docs/product/owner-area.md §9 Limits). */
export function clientPaymentReference(now = new Date()): string {
  return `CBP-${now.getTime()}-${randomBytes(5).toString('hex')}`;
}

/** Subscription-payment references: SUB, a timestamp and a random part (docs/product/owner-area.md §9 Limits). */
export function subscriptionReference(now = new Date()): string {
  return `SUB-${now.getTime()}-${randomBytes(5).toString('hex')}`;
}

/** Whether one of our references names a subscription payment rather than a client's. */
export function isSubscriptionReference(value: string): boolean {
  return value.startsWith('SUB-') && isPaymentReference(value);
}

const REFERENCE_PATTERN = /^(CBP|SUB)-\d{1,15}-[0-9a-f]{10}$/;

/** Whether a value could be one of our payment references (anything else is not looked up). */
export function isPaymentReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value);
}

/** The business keeps 95%, the platform 5%, in whole minor units; the platform's share rounds down. */
export function splitPayment(amountMinor: number): {
  platformFeeMinor: number;
  businessAmountMinor: number;
} {
  const platformFeeMinor = Math.floor(
    (amountMinor * (10_000 - BUSINESS_SHARE_BASIS_POINTS)) / 10_000,
  );
  return { platformFeeMinor, businessAmountMinor: amountMinor - platformFeeMinor };
}
