import * as z from 'zod/mini';
import { MpesaPhoneSchema, PAYMENT_REQUEST_MESSAGES } from './payment-request';
import { subscriptionRules } from './messages/subscription-rules';
import type { PlanId } from './plans';

export const CHECKOUT_MESSAGES = {
  get plan() {
    return subscriptionRules('checkout.plan');
  },
  get method() {
    return subscriptionRules('checkout.method');
  },
};

/** The plans paid for (every plan but the trial; the unit test holds this to the catalogue). */
export const PAID_PLAN_IDS = [
  'starter',
  'economy',
  'medium',
  'premium',
] as const satisfies readonly PlanId[];

/**
 * Paying for a plan from the subscription screen: an M-Pesa prompt to a phone, or a card on the
 * provider's checkout page. The trial is started apart; it needs no payment.
 */
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export function isPaidPlanId(id: string): id is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(id);
}

export const SubscriptionCheckoutSchema = z
  .object({
    planId: z.enum(PAID_PLAN_IDS, { error: () => CHECKOUT_MESSAGES.plan }),
    method: z.enum(['card', 'mpesa'], { error: () => CHECKOUT_MESSAGES.method }),
    phone: z.optional(MpesaPhoneSchema),
  })
  .check(
    z.refine((body) => body.method !== 'mpesa' || body.phone !== undefined, {
      error: () => PAYMENT_REQUEST_MESSAGES.mpesaPhone,
      path: ['phone'],
    }),
  );
export type SubscriptionCheckoutInput = z.infer<typeof SubscriptionCheckoutSchema>;
