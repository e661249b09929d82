import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, signInAttempts, users } from '../../src/server/db/schema/auth';
import { SIGN_IN_THROTTLE } from '../../src/shared/auth';
import {
  authClient,
  nextAddress,
  registerAccount,
  resetTokenIn,
  SESSION_COOKIE,
  type AuthClient,
} from '../support/auth-client';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import type { TestServer } from '../support/test-server';

const WRONG = 'Wr0ng!Password';
const KNOWN_DEVICE_COOKIE = 'miadi.known_device';

describe('sign-in throttling: attackers slowed, owners never locked out', () => {
  let mail: MailServer;
  let app: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail({}, { isAuth: true }));
  });
  afterAll(() => close());

  async function attemptWith(client: AuthClient, email: string, password: string) {
    const response = await client.signIn(email, password);
    return {
      status: response.status,
      body: (await response.json()) as unknown,
      signedIn: client.cookies.has(SESSION_COOKIE),
    };
  }

  /** One sign-in attempt from a new browser at this address (a new address unless given). */
  const attempt = (email: string, password: string, address = nextAddress()) =>
    attemptWith(authClient(app, { address }), email, password);

  async function fail(email: string, times: number, address: string) {
    for (let failure = 1; failure <= times; failure++)
      expect((await attempt(email, WRONG, address)).status, `failure ${failure}`).toBe(401);
  }

  async function securityEvents(type: 'FAILED_LOGIN' | 'SUCCESSFUL_LOGIN', email: string) {
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'SECURITY_EVENT'),
          eq(auditLog.tableName, type),
          sql`${auditLog.oldValues}->>'email' = ${email}`,
        ),
      )
      .orderBy(asc(auditLog.createdAt));
    return rows.map((row) => ({
      ...(row.oldValues as { description: string; count: number; throttled?: boolean }),
      ipAddress: row.ipAddress,
      userId: row.userId,
    }));
  }

  /** A browser that has signed in to the account once, and signed out again. */
  async function knownBrowser(email: string, password: string, address = nextAddress()) {
    const client = authClient(app, { address });
    expect((await client.signIn(email, password)).status).toBe(200);
    expect(client.cookies.has(KNOWN_DEVICE_COOKIE)).toBe(true);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.me()).status).toBe(401);
    return client;
  }

  it('refuses an account at the address that failed 5 times, and lets the owner in from another', async () => {
    const account = await registerAccount(app, mail);
    const attacker = nextAddress();
    await fail(account.email, 5, attacker);

    const throttled = await attempt(account.email, account.password, attacker);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ error: { code: 'too_many_attempts' } });
    expect(throttled.signedIn).toBe(false);

    const owner = await attempt(account.email, account.password, nextAddress());
    expect(owner.status).toBe(200);
    expect(owner.signedIn).toBe(true);

    const failed = await securityEvents('FAILED_LOGIN', account.email);
    expect(failed.filter((e) => !e.throttled).map((e) => e.count)).toEqual([1, 2, 3, 4, 5]);
    expect(failed.filter((e) => e.throttled)).toEqual([
      expect.objectContaining({ count: 5, ipAddress: attacker }),
    ]);
    expect(await securityEvents('SUCCESSFUL_LOGIN', account.email)).toHaveLength(1);
  });

  it("does not let an attacker's 30 failures from one address stop the owner signing in from another", async () => {
    const owner = await registerAccount(app, mail);
    const attacker = nextAddress();
    // 5 real failures on the owner, and 25 on other accounts from the same address: 30 in all
    await fail(owner.email, 5, attacker);
    await app.db.insert(signInAttempts).values(
      Array.from({ length: 25 }, (_, i) => ({
        email: `victim-${i}@example.com`,
        ipAddress: attacker,
      })),
    );
    const stranger = await registerAccount(app, mail);
    expect((await attempt(stranger.email, stranger.password, attacker)).status).toBe(429);
    expect((await attempt(owner.email, owner.password, nextAddress())).status).toBe(200);
  });

  it("lets the owner's own browser in even from the attacker's address (a shared mobile network)", async () => {
    const account = await registerAccount(app, mail);
    const shared = nextAddress();
    const phone = await knownBrowser(account.email, account.password, shared);
    await fail(account.email, 5, shared);
    expect((await attempt(account.email, account.password, shared)).status).toBe(429);
    const back = await attemptWith(phone, account.email, account.password);
    expect(back.status).toBe(200);
    expect(back.signedIn).toBe(true);
  });

  it('holds a spread-out attack off new browsers, not the known one, and a reset makes a browser known', async () => {
    const account = await registerAccount(app, mail);
    const phone = await knownBrowser(account.email, account.password);
    // as many failures as the account allows, each from its own address
    await app.db.insert(signInAttempts).values(
      Array.from({ length: SIGN_IN_THROTTLE.maxFailuresPerAccount }, () => ({
        email: account.email,
        ipAddress: nextAddress(),
      })),
    );
    const laptop = authClient(app);
    expect((await attemptWith(laptop, account.email, account.password)).status).toBe(429);
    expect((await attemptWith(phone, account.email, account.password)).status).toBe(200);

    expect(
      (await laptop.post('/api/auth/request-password-reset', { email: account.email })).status,
    ).toBe(200);
    const token = resetTokenIn(await mail.nextMailTo(account.email));
    const reset = await laptop.post('/api/auth/reset-password', {
      token,
      newPassword: 'N3w!Passw0rd-2026',
    });
    expect(reset.status).toBe(200);
    expect(laptop.cookies.has(KNOWN_DEVICE_COOKIE)).toBe(true);
    expect((await attemptWith(laptop, account.email, 'N3w!Passw0rd-2026')).status).toBe(200);
  });

  it('bounds the tries a known browser gets, so a copied cookie is no master key', async () => {
    const account = await registerAccount(app, mail);
    const phone = await knownBrowser(account.email, account.password);
    for (let failure = 1; failure <= SIGN_IN_THROTTLE.maxFailuresPerKnownDevice; failure++)
      expect((await attemptWith(phone, account.email, WRONG)).status).toBe(401);
    expect((await attemptWith(phone, account.email, account.password)).status).toBe(429);
    // the cookie is for this account alone: it does not vouch for another
    const other = await registerAccount(app, mail);
    const forged = authClient(app);
    forged.cookies.set(KNOWN_DEVICE_COOKIE, phone.cookies.get(KNOWN_DEVICE_COOKIE) ?? '');
    const address = forged.address;
    await fail(other.email, 5, address);
    expect((await attemptWith(forged, other.email, other.password)).status).toBe(429);
  });

  it('records a successful sign-in, which forgives the failures from that address', async () => {
    const account = await registerAccount(app, mail);
    const address = nextAddress();
    await fail(account.email, 3, address);
    expect((await attempt(account.email, account.password, address)).status).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.email, account.email));
    expect(await securityEvents('SUCCESSFUL_LOGIN', account.email)).toEqual([
      expect.objectContaining({ email: account.email, userId: user?.id }),
    ]);
    await fail(account.email, 5, address);
    expect((await attempt(account.email, account.password, address)).status).toBe(429);
    const counts = (await securityEvents('FAILED_LOGIN', account.email))
      .filter((event) => !event.throttled)
      .map((event) => event.count);
    expect(counts).toEqual([1, 2, 3, 1, 2, 3, 4, 5]);
  });

  it('does not count a right password refused for an unconfirmed e-mail as a failure', async () => {
    const account = { email: `unconfirmed-${nextAddress()}@example.com`, password: 'Str0ng!Pass' };
    const signUp = await authClient(app).signUp({
      firstName: 'Baraka',
      lastName: 'Mwangi',
      country: 'TZ',
      ...account,
    });
    expect(signUp.status).toBe(200);
    const address = nextAddress();
    for (let attemptNumber = 1; attemptNumber <= 6; attemptNumber++) {
      expect(
        (await attempt(account.email, account.password, address)).status,
        `attempt ${attemptNumber}`,
      ).toBe(403);
    }
    expect(await securityEvents('FAILED_LOGIN', account.email)).toEqual([]);
  });

  it('lets exactly 5 of 10 simultaneous wrong attempts from one address through', async () => {
    const account = await registerAccount(app, mail);
    const address = nextAddress();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => attempt(account.email, WRONG, address)),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const counts = (await securityEvents('FAILED_LOGIN', account.email))
      .filter((event) => !event.throttled)
      .map((event) => event.count)
      .sort();
    expect(counts).toEqual([1, 2, 3, 4, 5]);
  });
});
