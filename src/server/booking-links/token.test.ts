import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeBookingToken, readBookingToken } from './token';

describe('booking link tokens', () => {
  const key = randomBytes(32);

  it('opens the booking it was made for', () => {
    const id = randomUUID();
    const token = makeBookingToken(key, id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{38}$/);
    expect(readBookingToken(key, token)).toBe(id);
  });

  it('refuses the booking id, a changed character, another key and junk', () => {
    const id = randomUUID();
    const token = makeBookingToken(key, id);
    expect(readBookingToken(key, id)).toBeNull();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(readBookingToken(key, token.slice(0, -1) + last)).toBeNull();
    const first = token[0] === 'A' ? 'B' : 'A';
    expect(readBookingToken(key, first + token.slice(1))).toBeNull();
    expect(readBookingToken(randomBytes(32), token)).toBeNull();
    for (const junk of [
      '',
      'x',
      '../etc/passwd',
      token + 'A',
      `${token.slice(0, 37)}=`,
      '\u0000'.repeat(38),
    ]) {
      expect(readBookingToken(key, junk)).toBeNull();
    }
  });
});
