import * as z from 'zod/mini';
import { plainText } from './plain-text';
import { toMpesaNumber } from './payouts';
import { paymentRules } from './messages/payment-rules';

export const PAYMENT_REQUEST_MESSAGES = {
  get mpesaPhone() {
    return paymentRules('mpesaPhone');
  },
  get unavailable() {
    return paymentRules('unavailable');
  },
};

/** An M-Pesa number to prompt: 07.., 01.., 2547.. or +2547.. (the booking and subscription payments). */
export const MpesaPhoneSchema = z.string().check(
  z.trim(),
  plainText(),
  z.maxLength(20, { error: () => PAYMENT_REQUEST_MESSAGES.mpesaPhone }),
  z.refine((value) => toMpesaNumber(value) !== null, {
    error: () => PAYMENT_REQUEST_MESSAGES.mpesaPhone,
  }),
);

/**
 * How a client pays for a held booking: an M-Pesa prompt to a phone (07.., 01.., 2547.., +2547..)
 * or a card on the provider's checkout page. A body without a method is a card payment.
 */
export const PaymentRequestSchema = z
  .object({
    method: z.optional(z.enum(['card', 'mpesa'])),
    phone: z.optional(MpesaPhoneSchema),
  })
  .check(
    z.refine((body) => body.method !== 'mpesa' || body.phone !== undefined, {
      error: () => PAYMENT_REQUEST_MESSAGES.mpesaPhone,
      path: ['phone'],
    }),
  );
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;

/** What starting a payment answers: where to send the payer, or the M-Pesa prompt's state. */
export type StartedPayment =
  | { method: 'card'; reference: string; checkoutUrl: string }
  | {
      method: 'mpesa';
      reference: string;
      status: 'pending' | 'paid' | 'failed';
      /** Paystack's words for the payer while they approve, when it gives any. */
      displayText: string | null;
      /** Only with the built-in test provider: the page that stands in for the phone's prompt. */
      testPromptUrl: string | null;
    };
