import { describe, expect, it } from 'vitest';
import { localPhone, normalizePhone, phoneDigits } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0712 345 678', '+254712345678'],
    ['712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['+254 712-345-678', '+254712345678'],
    ['0110123456', '+254110123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', '12345', 'phone', '+0712345678', '07123456789999', '0212345678'])(
    'refuses %j',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );

  it('gives WhatsApp its digits', () => {
    expect(phoneDigits('+254712345678')).toBe('254712345678');
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
