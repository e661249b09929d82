import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [150_000, 'KES', 'KES 1,500'],
    [150_050, 'KES', 'KES 1,500.50'],
    [1_500, 'USD', '$15.00'],
    [1_500, 'EUR', 'EUR 15.00'],
    [0, 'KES', 'KES 0'],
  ])('shows %i minor units of %s as %s', (amountMinor, currency, expected) => {
    expect(formatMoney({ amountMinor, currency })).toBe(expected);
  });

  it('never puts a dollar sign on a non-dollar amount', () => {
    for (const currency of ['KES', 'EUR', 'GBP', 'NGN', 'CAD', 'AUD']) {
      expect(formatMoney({ amountMinor: 1000, currency })).not.toContain('$');
    }
  });
});
