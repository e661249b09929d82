import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

/**
 * Whether `x-paystack-signature` is Paystack's: the HMAC-SHA512 (hex) of the raw body keyed with our
 * secret key. Compared in constant time so the answer leaks nothing about how much matched.
 */
export function isPaystackSignature(
  rawBody: string,
  signatureHeader: string | null,
  secretKey: string,
): boolean {
  if (!signatureHeader || !secretKey) return false;
  const given = signatureHeader.trim();
  if (!HEX_SHA512.test(given)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody, 'utf8').digest();
  const received = Buffer.from(given, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
