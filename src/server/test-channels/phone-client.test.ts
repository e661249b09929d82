import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@shared/phone';
import { dialDigits } from './phone-client';

/** What the server makes of a number, as the digits WhatsApp and the network send. */
const serverDigits = (typed: string) => normalizePhone(typed)?.slice(1) ?? null;

describe("the test pages' reading of a typed phone number", () => {
  it('is the server’s, for the ways people write a number', () => {
    for (const typed of [
      '0712 345 678',
      '0712-345-678',
      '(0712) 345678',
      '0112345678',
      '712345678',
      '112345678',
      '254712345678',
      '+254 712 345 678',
      '00254712345678',
      '+255 754 123 456',
      '+1 202 555 0143',
      '0812345678',
      '07123456789',
      '071234567',
      '+0712345678',
      '+2547',
      '',
      '   ',
      'not a phone',
      '+++',
      '0712 345 67a',
    ]) {
      expect(dialDigits(typed), typed).toBe(serverDigits(typed));
    }
  });

  it('is the server’s for a thousand strings of digits, signs and spaces', () => {
    const alphabet = '0123456789012345678901234567890127+ -()';
    const found = new Set<boolean>();
    for (let i = 0; i < 1000; i++) {
      const length = 1 + Math.floor(Math.random() * 16);
      let typed = ['0', '07', '+254', '254', '00', '7', '1'][i % 7] ?? '';
      for (let j = 0; j < length; j++)
        typed += alphabet[Math.floor(Math.random() * alphabet.length)];
      expect(dialDigits(typed), typed).toBe(serverDigits(typed));
      found.add(serverDigits(typed) !== null);
    }
    // the strings reached both answers: numbers and not numbers
    expect(found).toEqual(new Set([true, false]));
  });
});
