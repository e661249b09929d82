import { describe, expect, it } from 'vitest';
import { deriveKeys } from './secret';

describe('keys derived from the one secret', () => {
  const secret = 'a-configured-secret-of-at-least-32-characters';

  it('gives each purpose its own key, none of them the secret itself', () => {
    const { session, testWebhook, knownDevice, signInCode } = deriveKeys(secret);
    const keys = [session, testWebhook, knownDevice, signInCode];
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(secret);
    for (const key of keys) expect(Buffer.from(key, 'base64url')).toHaveLength(32);
  });

  it('gives every process on the same secret the same keys, and another secret other keys', () => {
    expect(deriveKeys(secret)).toEqual(deriveKeys(secret));
    const other = deriveKeys(`${secret}!`);
    for (const [purpose, key] of Object.entries(deriveKeys(secret)))
      expect(other[purpose as keyof typeof other]).not.toBe(key);
  });
});
