import { describe, expect, it } from 'vitest';
import { findPlan, formatPlanPrice, PLANS, TRIAL_DAYS } from './plans';

describe('the plan catalogue', () => {
  it('matches the decided prices and limits', () => {
    expect(
      PLANS.map((p) => [p.id, p.name, p.priceMinor / 100, p.staffLimit, p.bookingsLimit]),
    ).toEqual([
      ['trial', 'Free Trial', 0, 3, 100],
      ['starter', 'Starter', 399, 1, 500],
      ['economy', 'Economy', 899, 5, 1000],
      ['medium', 'Business', 2900, 15, 5000],
      ['premium', 'Enterprise', 8900, null, null],
    ]);
  });

  it('has a 7-day trial and 30-day paid periods, ranked in upgrade order', () => {
    expect(TRIAL_DAYS).toBe(7);
    expect(PLANS.filter((p) => p.id !== 'trial').every((p) => p.periodDays === 30)).toBe(true);
    expect(PLANS.map((p) => p.rank)).toEqual([0, 1, 2, 3, 4]);
    expect(PLANS.filter((p) => p.isPopular).map((p) => p.id)).toEqual(['medium']);
  });

  it('finds a plan by id', () => {
    expect(findPlan('economy').name).toBe('Economy');
  });
});

describe('plan prices', () => {
  it('shows the trial as free and the others in shillings', () => {
    expect(formatPlanPrice(findPlan('trial'))).toBe('Free');
    expect(formatPlanPrice(findPlan('starter'))).toBe('KES 399');
  });
});
