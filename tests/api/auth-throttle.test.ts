import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/server/db/schema/auth';
import {
  authClient,
  nextAddress,
  registerAccount,
  SESSION_COOKIE,
  startAuthTestServer,
} from '../support/auth-client';
import { startMailServer, type MailServer } from '../support/mail-server';
import type { TestServer } from '../support/test-server';

const WRONG = 'Wr0ng!Password';

describe('sign-in throttling and security events', () => {
  let mail: MailServer;
  let app: TestServer;
  beforeAll(async () => {
    mail = await startMailServer();
    app = await startAuthTestServer({ SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  /** One sign-in attempt from this address (a new one unless given). */
  async function attempt(email: string, password: string, address = nextAddress()) {
    const client = authClient(app, { address });
    const response = await client.signIn(email, password);
    return {
      status: response.status,
      body: (await response.json()) as unknown,
      signedIn: client.cookies.has(SESSION_COOKIE),
    };
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

  it('throttles an account after 5 wrong passwords, whatever address the next attempt comes from', async () => {
    const account = await registerAccount(app, mail);
    const other = await registerAccount(app, mail);
    const addressA = nextAddress();
    const addressB = nextAddress();

    for (let failure = 1; failure <= 5; failure++) {
      const result = await attempt(account.email, WRONG, addressA);
      expect(result.status, `failure ${failure}`).toBe(401);
      expect(result.body).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    }

    const throttled = await attempt(account.email, account.password, addressB);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    expect(throttled.signedIn).toBe(false);

    // the address is not to blame: another account signs in from it
    const otherAccount = await attempt(other.email, other.password, addressB);
    expect(otherAccount.status).toBe(200);
    expect(otherAccount.signedIn).toBe(true);

    const failed = await securityEvents('FAILED_LOGIN', account.email);
    const wrongPasswords = failed.filter((event) => !event.throttled);
    expect(wrongPasswords.map((event) => event.count)).toEqual([1, 2, 3, 4, 5]);
    expect(wrongPasswords.every((event) => event.ipAddress === addressA)).toBe(true);
    expect(failed.filter((event) => event.throttled)).toEqual([
      expect.objectContaining({ count: 5, ipAddress: addressB }),
    ]);
    expect(await securityEvents('SUCCESSFUL_LOGIN', account.email)).toEqual([]);
  });

  it('records a successful sign-in, which forgives the failures before it', async () => {
    const account = await registerAccount(app, mail);
    for (let failure = 1; failure <= 3; failure++)
      expect((await attempt(account.email, WRONG)).status).toBe(401);

    expect((await attempt(account.email, account.password)).status).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.email, account.email));
    expect(await securityEvents('SUCCESSFUL_LOGIN', account.email)).toEqual([
      expect.objectContaining({ email: account.email, userId: user?.id }),
    ]);

    for (let failure = 1; failure <= 5; failure++) {
      expect((await attempt(account.email, WRONG)).status, `failure ${failure} after success`).toBe(
        401,
      );
    }
    expect((await attempt(account.email, account.password)).status).toBe(429);
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
    for (let attemptNumber = 1; attemptNumber <= 6; attemptNumber++) {
      expect(
        (await attempt(account.email, account.password)).status,
        `attempt ${attemptNumber}`,
      ).toBe(403);
    }
    expect(await securityEvents('FAILED_LOGIN', account.email)).toEqual([]);
  });

  it('lets exactly 5 of 10 simultaneous wrong attempts through, and refuses the rest with 429', async () => {
    const account = await registerAccount(app, mail);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => attempt(account.email, WRONG)),
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
