import { describe, expect, it } from 'vitest';
import { formatCountdown, localPhone } from './payment-format';

describe('formatCountdown', () => {
  it('reads as minutes and seconds, both with two digits', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(845)).toBe('14:05');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(0)).toBe('00:00');
  });
});

describe('localPhone', () => {
  it('writes every form of a Kenyan number as 07.. or 01..', () => {
    for (const typed of ['0712345678', '0712 345 678', '254712345678', '+254 712 345 678'])
      expect(localPhone(typed)).toBe('0712345678');
    expect(localPhone('+254112345678')).toBe('0112345678');
  });

  it('leaves a number from elsewhere, or not a number, as typed', () => {
    expect(localPhone(' +255712345678 ')).toBe('+255712345678');
    expect(localPhone('0812')).toBe('0812');
    expect(localPhone('')).toBe('');
  });
});
