import { describe, expect, it } from 'vitest';
import {
  isSubscriptionActive,
  paidPlanMessage,
  periodEndAfterPayment,
  planChoice,
  subscriptionState,
  type SubscriptionFacts,
} from './subscriptions';

const NOW = new Date('2026-11-24T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

function trial(endsInDays: number): SubscriptionFacts {
  return {
    planType: 'trial',
    status: 'active',
    currentPeriodEnd: at(endsInDays),
    trialEndsAt: at(endsInDays),
  };
}

function paid(planType: SubscriptionFacts['planType'], endsInDays: number): SubscriptionFacts {
  return { planType, status: 'active', currentPeriodEnd: at(endsInDays), trialEndsAt: null };
}

describe('the active rule', () => {
  it('is active while its status is active and its period has not ended', () => {
    expect(isSubscriptionActive(paid('starter', 1), NOW)).toBe(true);
    expect(isSubscriptionActive(paid('starter', -0.001), NOW)).toBe(false);
    expect(isSubscriptionActive({ ...paid('starter', 5), status: 'cancelled' }, NOW)).toBe(false);
    expect(isSubscriptionActive(null, NOW)).toBe(false);
  });

  it('ends a trial at trial_ends_at', () => {
    expect(isSubscriptionActive(trial(0.5), NOW)).toBe(true);
    expect(isSubscriptionActive({ ...trial(5), trialEndsAt: at(-1) }, NOW)).toBe(false);
  });
});

describe('the trial', () => {
  it('counts days left from trial_ends_at, a part day as a day', () => {
    expect(subscriptionState(trial(7), NOW)).toMatchObject({
      phase: 'trial',
      daysLeft: 7,
      isEndingSoon: false,
    });
    expect(subscriptionState(trial(2.1), NOW).daysLeft).toBe(3);
  });

  it('warns at 3 days or fewer, above 0', () => {
    expect(subscriptionState(trial(3.5), NOW).isEndingSoon).toBe(false);
    expect(subscriptionState(trial(3), NOW).isEndingSoon).toBe(true);
    expect(subscriptionState(trial(0.01), NOW)).toMatchObject({ isEndingSoon: true, daysLeft: 1 });
  });

  it('is expired at 0 or below, and offers nothing to renew but a plan', () => {
    const ended = subscriptionState(trial(-1), NOW);
    expect(ended).toMatchObject({ phase: 'expired', daysLeft: 0, isEndingSoon: false });
    expect(planChoice('starter', ended, { hasHadTrial: true })).toEqual({
      kind: 'subscribe',
      label: 'Subscribe Now',
    });
    expect(planChoice('trial', ended, { hasHadTrial: true }).kind).toBe('unavailable');
  });
});

describe('the plan buttons, by rank', () => {
  const none = subscriptionState(null, NOW);

  it('reads Start Free Trial and Subscribe Now without a plan', () => {
    expect(planChoice('trial', none, { hasHadTrial: false }).label).toBe('Start Free Trial');
    for (const plan of ['starter', 'economy', 'medium', 'premium'] as const) {
      expect(planChoice(plan, none, { hasHadTrial: false }).label).toBe('Subscribe Now');
    }
  });

  it('upgrades to a higher rank and downgrades to a lower one; the current plan is disabled', () => {
    const economy = subscriptionState(paid('economy', 20), NOW);
    expect(planChoice('economy', economy, { hasHadTrial: true })).toEqual({
      kind: 'current',
      label: 'Current Plan',
    });
    expect(planChoice('medium', economy, { hasHadTrial: true })).toEqual({
      kind: 'upgrade',
      label: 'Upgrade to Business',
    });
    expect(planChoice('starter', economy, { hasHadTrial: true })).toEqual({
      kind: 'downgrade',
      label: 'Downgrade to Starter',
    });
  });

  it('never offers the trial over a paid plan still running', () => {
    const starter = subscriptionState(paid('starter', 20), NOW);
    expect(planChoice('trial', starter, { hasHadTrial: false })).toEqual({
      kind: 'unavailable',
      label: 'Trial not available',
    });
    const lapsed = subscriptionState(paid('starter', -1), NOW);
    expect(planChoice('trial', lapsed, { hasHadTrial: false }).label).toBe('Start Free Trial');
  });

  it('treats every paid plan as an upgrade from the trial', () => {
    const onTrial = subscriptionState(trial(4), NOW);
    expect(planChoice('trial', onTrial, { hasHadTrial: true }).kind).toBe('current');
    expect(planChoice('starter', onTrial, { hasHadTrial: true }).label).toBe('Upgrade to Starter');
  });

  it('offers renewal of the current plan from 3 days before its end, and after it lapsed', () => {
    expect(
      planChoice('starter', subscriptionState(paid('starter', 2), NOW), { hasHadTrial: true }),
    ).toEqual({ kind: 'renew', label: 'Renew Starter' });
    expect(
      planChoice('starter', subscriptionState(paid('starter', -2), NOW), { hasHadTrial: true }),
    ).toEqual({ kind: 'renew', label: 'Reactivate Subscription' });
  });
});

describe('the messages after a verified payment', () => {
  it('says upgraded, changed or subscribed', () => {
    expect(paidPlanMessage('upgrade', 'Business')).toBe('Successfully upgraded to Business plan!');
    expect(paidPlanMessage('downgrade', 'Starter')).toBe('Successfully changed to Starter plan!');
    expect(paidPlanMessage('subscribe', 'Economy')).toBe(
      'Successfully subscribed to Economy plan!',
    );
  });
});

describe('the period a verified payment buys', () => {
  it('runs 30 days from the payment for a new plan, an upgrade or a lapsed one', () => {
    expect(periodEndAfterPayment(null, 'starter', NOW)).toEqual(at(30));
    expect(periodEndAfterPayment(trial(4), 'starter', NOW)).toEqual(at(30));
    expect(periodEndAfterPayment(paid('starter', 10), 'medium', NOW)).toEqual(at(30));
    expect(periodEndAfterPayment(paid('starter', -3), 'starter', NOW)).toEqual(at(30));
    expect(
      periodEndAfterPayment({ ...paid('starter', 5), status: 'expired' }, 'starter', NOW),
    ).toEqual(at(30));
  });

  it('adds 30 days to the current end when the same plan is renewed while it runs', () => {
    expect(periodEndAfterPayment(paid('economy', 2), 'economy', NOW)).toEqual(at(32));
  });
});
