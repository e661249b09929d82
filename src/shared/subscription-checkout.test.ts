import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { PAID_PLAN_IDS, SubscriptionCheckoutSchema } from './subscription-checkout';
import { PAID_PLANS } from './subscriptions';

describe('the subscription checkout body', () => {
  it('offers exactly the paid plans of the catalogue', () => {
    expect([...PAID_PLAN_IDS]).toEqual(PAID_PLANS.map((plan) => plan.id));
  });

  it('takes a card payment, or M-Pesa with a Kenyan mobile number', () => {
    expect(
      safeParse(SubscriptionCheckoutSchema, { planId: 'starter', method: 'card' }).success,
    ).toBe(true);
    const mpesa = safeParse(SubscriptionCheckoutSchema, {
      planId: 'medium',
      method: 'mpesa',
      phone: ' 0712 345 678 ',
    });
    expect(mpesa.success && mpesa.data.phone).toBe('0712 345 678');
  });

  it('refuses the trial, an unknown method and M-Pesa without a usable number', () => {
    for (const body of [
      { planId: 'trial', method: 'card' },
      { planId: 'gold', method: 'card' },
      { planId: 'starter', method: 'cash' },
      { planId: 'starter', method: 'mpesa' },
      { planId: 'starter', method: 'mpesa', phone: '0612' },
    ]) {
      expect(safeParse(SubscriptionCheckoutSchema, body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
