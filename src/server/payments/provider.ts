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
}

export interface PaymentProvider {
  id: 'test' | 'paystack';
  /** The checkout page for a payment; the same reference asked for again gives the same page. */
  initialize(payment: PaymentInit): Promise<{ checkoutUrl: string }>;
  verify(reference: string): Promise<VerifiedPayment | null>;
  /** The event in a webhook delivery, or null when its signature is not the provider's. */
  parseWebhook(rawBody: string, headers: Headers): PaymentEvent | null;
}
