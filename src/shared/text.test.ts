import { describe, expect, it } from 'vitest';
import { BusinessProfileSchema } from './business';
import { checkCustomer } from './customer';
import { isUnstorable, textError, textProblem, TEXT_MESSAGES } from './text';

describe('the text rule', () => {
  it('accepts ordinary text in any script, with emoji', () => {
    for (const value of ['Amani Beauty Spa', 'Café Nairobi', 'مرحبا', '美容院', 'Nywele 💇🏾‍♀️', ''])
      expect(textProblem(value)).toBeNull();
  });

  it('refuses control characters on one line, and allows line breaks and tabs on several', () => {
    for (const value of ['a\u0000b', 'a\nb', 'a\tb', '\u001b[31mred', 'a\u007fb', 'a\u0085b'])
      expect(textProblem(value)).toBe('control');
    expect(textProblem('line one\nline two\r\n\tindented', { multiline: true })).toBeNull();
    expect(textProblem('a\u0000b', { multiline: true })).toBe('control');
    expect(textProblem('a\u0007b', { multiline: true })).toBe('control');
  });

  it('refuses half of a surrogate pair wherever it stands, and keeps whole pairs', () => {
    for (const value of ['\ud800', 'a\ud800b', 'a\udfffb', '\udc00\ud800', 'end\ud83d'])
      expect(textProblem(value, { multiline: true })).toBe('broken_pair');
    expect(textProblem('\ud83d\ude00')).toBeNull();
  });

  it('names what no column can store: NUL and broken pairs, not line breaks', () => {
    expect(isUnstorable('a\u0000')).toBe(true);
    expect(isUnstorable('\ud800')).toBe(true);
    expect(isUnstorable('line\nbreak\ttab\u0007')).toBe(false);
    expect(isUnstorable('\ud83d\ude00')).toBe(false);
  });

  it('gives each kind of field its message', () => {
    expect(textError('a\nb')).toBe(TEXT_MESSAGES.singleLine);
    expect(textError('a\u0000b', { multiline: true })).toBe(TEXT_MESSAGES.multiLine);
    expect(textError('fine')).toBeNull();
  });

  it('is applied by the shared schemas, so a form and the server refuse alike', () => {
    const profile = BusinessProfileSchema.safeParse({
      name: 'Salon\u0000',
      email: 'owner@example.com',
      phone: '',
      address: '',
      city: '',
      country: '',
      website: '',
      description: 'Two lines\nare fine',
    });
    expect(profile.success).toBe(false);
    expect(profile.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name']);
    const customer = checkCustomer({
      name: 'Mary\ud800',
      email: 'mary@example.com',
      phone: '0711000101',
    });
    expect(customer.errors).toEqual({ name: TEXT_MESSAGES.singleLine });
  });
});
