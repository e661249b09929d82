import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';

/**
 * The known-device cookie (OWASP's 'device cookie'): a browser that has signed in to an account, or
 * completed a password reset for it, carries a signed id per account. Sign-in failures from such a
 * browser are counted against that id alone, so an attacker failing from elsewhere never locks the
 * owner out of their own phone. The cookie names no account: each entry is an id and a signature
 * over the id and the e-mail, checked against the e-mail being signed in.
 */
export const KNOWN_DEVICE_COOKIE = 'miadi.known_device';
const MAX_ACCOUNTS = 5;
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const ENTRY_PATTERN = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;

function signature(key: string, id: string, email: string): string {
  return createHmac('sha256', key).update(`${id}\n${email}`).digest('base64url').slice(0, 22);
}

function entriesOf(value: string | undefined): { id: string; sig: string }[] {
  return (value ?? '')
    .split('~')
    .slice(0, MAX_ACCOUNTS)
    .flatMap((entry) => {
      const match = ENTRY_PATTERN.exec(entry);
      return match?.[1] && match[2] ? [{ id: match[1], sig: match[2] }] : [];
    });
}

function isSignedFor(key: string, entry: { id: string; sig: string }, email: string): boolean {
  const expected = Buffer.from(signature(key, entry.id, email));
  const given = Buffer.from(entry.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** This browser's id for the account, when it has signed in to it before; else null. */
export function knownDeviceId(c: Context, key: string, email: string): string | null {
  const entry = entriesOf(getCookie(c, KNOWN_DEVICE_COOKIE)).find((candidate) =>
    isSignedFor(key, candidate, email),
  );
  return entry?.id ?? null;
}

/** The Set-Cookie line that marks this browser as known for the account (and the few others it knows). */
export function knownDeviceCookie(
  c: Context,
  { key, email, isSecure }: { key: string; email: string; isSecure: boolean },
): string {
  const others = entriesOf(getCookie(c, KNOWN_DEVICE_COOKIE)).filter(
    (entry) => !isSignedFor(key, entry, email),
  );
  const id = knownDeviceId(c, key, email) ?? randomBytes(12).toString('base64url');
  const entries = [{ id, sig: signature(key, id, email) }, ...others].slice(0, MAX_ACCOUNTS);
  return generateCookie(
    KNOWN_DEVICE_COOKIE,
    entries.map((entry) => `${entry.id}.${entry.sig}`).join('~'),
    {
      path: '/api/auth',
      httpOnly: true,
      secure: isSecure,
      sameSite: 'Lax',
      maxAge: MAX_AGE_SECONDS,
    },
  );
}
