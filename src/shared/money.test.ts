import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { decimalToMinor, minorToDecimal } from './money-input';

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

describe('decimalToMinor and minorToDecimal', () => {
  it.each([
    ['1500', 150_000],
    ['1,500', 150_000],
    ['15.5', 1_550],
    ['0.1', 10],
    ['0.29', 29],
    ['19.99', 1_999],
    ['1234567.89', 123_456_789],
    ['0', 0],
  ])('reads %s as %i minor units, with no floating-point error', (typed, minor) => {
    expect(decimalToMinor(typed)).toBe(minor);
  });

  it.each(['', '-5', '1.234', 'abc', '1e3', '.5', '1.'])('refuses %j', (typed) => {
    expect(decimalToMinor(typed)).toBeNull();
  });

  it('writes minor units back as the form shows them', () => {
    expect(minorToDecimal(150_000)).toBe('1500');
    expect(minorToDecimal(1_550)).toBe('15.50');
    expect(minorToDecimal(29)).toBe('0.29');
  });

  it('adds typed amounts exactly where floating point would drift', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; in minor units it is 30
    expect((decimalToMinor('0.1') ?? 0) + (decimalToMinor('0.2') ?? 0)).toBe(30);
    expect((decimalToMinor('1.15') ?? 0) * 3).toBe(345);
  });
});

describe('formatMoney with cents', () => {
  it('shows whole shillings with cents when asked, for a column that must read alike', () => {
    expect(
      formatMoney({ amountMinor: 26_000, currency: 'KES' }, undefined, { withCents: true }),
    ).toBe('KES 260.00');
    expect(formatMoney({ amountMinor: 26_000, currency: 'KES' })).toBe('KES 260');
  });
});
