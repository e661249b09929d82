import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneDigits } from './phone';

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
