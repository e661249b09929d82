import { describe, expect, it } from 'vitest';
import { formatPhone, localPhone, normalizePhone, phoneDigits } from './phone';

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

describe('formatPhone', () => {
  it.each([
    ['+254712345678', '+254 712 345 678'],
    ['0712345678', '+254 712 345 678'],
    ['0712 345 678', '+254 712 345 678'],
    ['254712345678', '+254 712 345 678'],
    ['712345678', '+254 712 345 678'],
    ['+254 700 642 342', '+254 700 642 342'],
    ['0110123456', '+254 110 123 456'],
    ['+256772123456', '+256 772 123 456'],
  ])('shows %s as %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('keeps a number of elsewhere in E.164, and what is no number as it was', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(formatPhone(' ask at reception ')).toBe('ask at reception');
  });
});
