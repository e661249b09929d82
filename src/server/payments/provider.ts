import type { PaymentChannel } from '@shared/payments';

/**
 * A card and mobile-money payment provider as the booking flow sees it. The built-in test provider
 * and Paystack both speak it; nothing is fulfilled until `verify` says the provider has the money.
 */
export interface PaymentInit {
  /** Our reference (CBP-...), which the provider echoes back. */
  reference: string;
  amountMinor: number;
  currency: string;
  email: string;
  description: string;
  /** Where the payer returns after the checkout page. */
  callbackUrl: string;
  metadata: Record<string, string | null>;
  /** The business's Paystack subaccount, which receives its share directly; null keeps it all. */
  subaccount: string | null;
  /** The platform's share in minor units, taken from the payment when it splits to a subaccount. */
  platformFeeMinor: number;
}

export interface MobileMoneyCharge {
  /** 'pending' while the payer approves on their phone. */
  status: 'pending' | 'success' | 'failed';
  /** What to tell the payer while they approve, when the provider says. */
  displayText: string | null;
  /** The built-in test provider's stand-in for the phone's prompt; null for a real provider. */
  testPromptUrl: string | null;
}

export interface VerifiedPayment {
  reference: string;
  status: 'success' | 'failed' | 'pending';
  amountMinor: number;
  currency: string;
  providerReference: string | null;
  method: string | null;
}

export interface PaymentEvent {
  type: 'charge.success' | 'charge.failed';
  reference: string;
  /** Names this event among all the provider sends, so a repeated delivery is known as one. */
  key: string;
}

export interface RefundResult {
  /** The provider's id for the refund. */
  refundReference: string;
  /** Whether the provider already had this transaction refunded (asked twice). */
  wasAlreadyRefunded: boolean;
}

export interface SubaccountRequest {
  businessName: string;
  /** Where the business's share settles: an M-Pesa number (2547...) or a bank account. */
  settlement:
    | { kind: 'mpesa' | 'airtel'; number: string }
    | { kind: 'bank'; bankName: string; accountNumber: string };
  contactEmail: string | null;
  contactName: string | null;
  contactPhone: string | null;
  /** The platform's percentage of each payment. */
  platformPercentage: number;
}

export interface PaymentProvider {
  id: 'test' | 'paystack';
  /** The checkout page for a payment; the same reference asked for again gives the same page. */
  initialize(payment: PaymentInit): Promise<{ checkoutUrl: string }>;
  /** Sends an M-Pesa prompt to the payer's phone (+2547...); the outcome comes later. */
  chargeMobileMoney(payment: PaymentInit & { phone: string }): Promise<MobileMoneyCharge>;
  verify(reference: string): Promise<VerifiedPayment | null>;
  /** The event in a webhook delivery, or null when its signature is not the provider's. */
  parseWebhook(rawBody: string, headers: Headers): PaymentEvent | null;
  /** Gives a whole payment back to the payer. */
  refund(payment: {
    reference: string;
    amountMinor: number;
    reason: string;
  }): Promise<RefundResult>;
  /**
   * Creates or updates the business's account with the provider so its share settles there (Paystack
   * only: with the test provider an administrator verifies payout details).
   * Answers the account's code; throws PayoutSetupError with a message for the owner when refused.
   */
  saveSubaccount?(existingCode: string | null, request: SubaccountRequest): Promise<string>;
}

/** The provider refused the payout details, with words the owner can act on. */
export class PayoutSetupError extends Error {}

export type { PaymentChannel };
