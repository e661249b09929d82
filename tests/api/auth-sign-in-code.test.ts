import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, signInCodes, users } from '../../src/server/db/schema/auth';
import { MESSAGES } from '../../src/shared/auth';
import {
  authClient,
  newAccount,
  nextAddress,
  registerAccount,
  SESSION_COOKIE,
  type AuthClient,
} from '../support/auth-client';
import type { MailServer, ReceivedMail } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import type { TestServer } from '../support/test-server';

const WRONG = 'Wr0ng!Password';
const KNOWN_DEVICE_COOKIE = 'miadi.known_device';
const SEND = '/api/auth/sign-in-code/send';
const VERIFY = '/api/auth/sign-in-code/verify';
const WRONG_CODE_MESSAGE =
  'That code is not right, or it no longer works. Check the latest e-mail, or ask for a new code.';

describe('a one-time sign-in code lets the owner in from a new device while the account is locked', () => {
  let mail: MailServer;
  let app: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail({}, { isAuth: true }));
  });
  afterAll(() => close());

  /** The code a sign-in code mail carries. */
  function codeIn(received: ReceivedMail): string {
    expect(received.subject).toBe('Your Miadi sign-in code');
    const match = /Your code: (\d{6})/.exec(received.text);
    if (!match?.[1]) throw new Error(`no code in: ${received.text}`);
    return match[1];
  }

  /** Some other six digits. */
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** 100 wrong passwords from 20 addresses, 5 each: every browser the account has not seen is refused. */
  async function lockFrom20Addresses(email: string): Promise<string[]> {
    const attackers = Array.from({ length: 20 }, () => nextAddress());
    await Promise.all(
      attackers.map(async (address) => {
        for (let failure = 1; failure <= 5; failure++) {
          const response = await authClient(app, { address }).signIn(email, WRONG);
          expect(response.status, `failure ${failure} from ${address}`).toBe(401);
        }
      }),
    );
    return attackers;
  }

  /** The status and JSON body (null when there is none). */
  async function answerOf(response: Response) {
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  const askCode = async (client: AuthClient, email: string) =>
    answerOf(await client.post(SEND, { email }));

  const tryCode = async (client: AuthClient, email: string, code: string) =>
    answerOf(await client.post(VERIFY, { email, code }));

  async function events(type: string, email: string) {
    return app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'SECURITY_EVENT'),
          eq(auditLog.tableName, type),
          sql`${auditLog.oldValues}->>'email' = ${email}`,
        ),
      );
  }

  it('takes a locked-out owner from a refused new browser to signed in, and no one else', async () => {
    const account = await registerAccount(app, mail);
    const attackers = await lockFrom20Addresses(account.email);

    const phone = authClient(app);
    expect((await phone.signIn(account.email, account.password)).status).toBe(429);

    expect(await askCode(phone, account.email)).toEqual({ status: 200, body: { status: true } });
    const first = codeIn(await mail.nextMailTo(account.email));
    const received = mail.mailsTo(account.email).at(-1);
    expect(received?.text).toContain('works once, for 10 minutes');
    expect(received?.text).toContain('If it was not you, ignore this e-mail');
    expect(received?.html).toContain(first);

    // a wrong code fails and changes nothing
    const wrong = await tryCode(phone, account.email, otherThan(first));
    expect(wrong).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_SIGN_IN_CODE', message: WRONG_CODE_MESSAGE } },
    });
    expect(phone.cookies.has(KNOWN_DEVICE_COOKIE)).toBe(false);
    expect((await phone.signIn(account.email, account.password)).status).toBe(429);
    // four more wrong tries make five: the code is void, even typed right
    for (let attempt = 2; attempt <= 5; attempt++)
      expect((await tryCode(phone, account.email, otherThan(first))).status).toBe(400);
    expect((await tryCode(phone, account.email, first)).status).toBe(400);

    // a new code, and the right one this time
    expect((await askCode(phone, account.email)).status).toBe(200);
    const second = codeIn(await mail.nextMailTo(account.email));
    expect(
      await tryCode(phone, account.email, ` ${second.slice(0, 3)} ${second.slice(3)} `),
    ).toEqual({ status: 200, body: { status: true } });
    expect(phone.cookies.has(KNOWN_DEVICE_COOKIE)).toBe(true);
    expect(phone.cookies.has(SESSION_COOKIE)).toBe(false);
    // the code let the browser past the lock; the password still signs in
    expect((await phone.signIn(account.email, WRONG)).status).toBe(401);
    expect((await phone.signIn(account.email, account.password)).status).toBe(200);
    expect(phone.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await phone.me()).status).toBe(200);

    // the code is used up, and the attackers' browsers stay refused, right password or not
    expect((await tryCode(authClient(app), account.email, second)).status).toBe(400);
    for (const address of attackers.slice(0, 3))
      expect(
        (await authClient(app, { address }).signIn(account.email, account.password)).status,
      ).toBe(429);
    expect((await authClient(app).signIn(account.email, account.password)).status).toBe(429);

    const [user] = await app.db.select().from(users).where(eq(users.email, account.email));
    expect(await events('SIGN_IN_CODE_USED', account.email)).toEqual([
      expect.objectContaining({ userId: user?.id, ipAddress: phone.address }),
    ]);
    expect(await events('SIGN_IN_CODE_FAILED', account.email)).toHaveLength(7);
  }, 60_000);

  it('answers for an account that does not exist exactly as for one that does, and mails no one', async () => {
    const known = await registerAccount(app, mail);
    const unknown = newAccount().email;
    const before = mail.received.length;
    const forKnown = await askCode(authClient(app), known.email);
    const forUnknown = await askCode(authClient(app), unknown);
    expect(forUnknown).toEqual(forKnown);
    await mail.nextMailTo(known.email);
    expect(mail.mailsTo(unknown)).toEqual([]);
    expect(mail.received.length - before).toBe(1);
    const tried = await tryCode(authClient(app), unknown, '123456');
    expect(tried).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_SIGN_IN_CODE', message: WRONG_CODE_MESSAGE } },
    });
  });

  it('sends no code to an account whose e-mail is not confirmed', async () => {
    const account = newAccount();
    expect((await authClient(app).signUp(account)).status).toBe(200);
    await mail.nextMailTo(account.email);
    expect(await askCode(authClient(app), account.email)).toEqual({
      status: 200,
      body: { status: true },
    });
    expect(mail.mailsTo(account.email)).toHaveLength(1);
  });

  it('keeps only the newest code', async () => {
    const account = await registerAccount(app, mail);
    const browser = authClient(app);
    await askCode(browser, account.email);
    const older = codeIn(await mail.nextMailTo(account.email));
    await askCode(browser, account.email);
    const newer = codeIn(await mail.nextMailTo(account.email));
    if (older !== newer) expect((await tryCode(browser, account.email, older)).status).toBe(400);
    expect((await tryCode(browser, account.email, newer)).status).toBe(200);
  });

  it('lets exactly one of 8 simultaneous uses of a code through', async () => {
    const account = await registerAccount(app, mail);
    await askCode(authClient(app), account.email);
    const code = codeIn(await mail.nextMailTo(account.email));
    const browsers = Array.from({ length: 8 }, () => authClient(app));
    const results = await Promise.all(browsers.map((b) => tryCode(b, account.email, code)));
    expect(results.map((result) => result.status).sort()).toEqual([
      200, 400, 400, 400, 400, 400, 400, 400,
    ]);
    expect(browsers.filter((b) => b.cookies.has(KNOWN_DEVICE_COOKIE))).toHaveLength(1);
  });

  it('counts 5 wrong tries at once exactly: the code is void after them', async () => {
    const account = await registerAccount(app, mail);
    await askCode(authClient(app), account.email);
    const code = codeIn(await mail.nextMailTo(account.email));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => tryCode(authClient(app), account.email, otherThan(code))),
    );
    expect(results.map((result) => result.status)).toEqual([400, 400, 400, 400, 400]);
    expect((await tryCode(authClient(app), account.email, code)).status).toBe(400);
  });

  it('refuses code tries for an account after 10 wrong ones, even a right code, for a while', async () => {
    const account = await registerAccount(app, mail);
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await tryCode(authClient(app), account.email, '000000')).status).toBe(400);
    await askCode(authClient(app), account.email);
    const code = codeIn(await mail.nextMailTo(account.email));
    const refused = await tryCode(authClient(app), account.email, code);
    expect(refused).toEqual({
      status: 429,
      body: {
        error: {
          code: 'too_many_attempts',
          message: 'Too many wrong codes. Please wait 15 minutes, then ask for a new code.',
        },
      },
    });
    // the refusal did not use the code up: once the window has passed, it still works
    await app.db.execute(
      sql`UPDATE sign_in_code_failures SET created_at = created_at - interval '15 minutes'`,
    );
    expect((await tryCode(authClient(app), account.email, code)).status).toBe(200);
  });

  it('refuses code tries from an address after 20 wrong ones, whatever the accounts', async () => {
    const address = nextAddress();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await tryCode(authClient(app, { address }), newAccount().email, '000000');
      expect(response.status, `try ${attempt}`).toBe(400);
    }
    const account = await registerAccount(app, mail);
    await askCode(authClient(app), account.email);
    const code = codeIn(await mail.nextMailTo(account.email));
    expect((await tryCode(authClient(app, { address }), account.email, code)).status).toBe(429);
    expect((await tryCode(authClient(app), account.email, code)).status).toBe(200);
  });

  it('makes codes that work for 10 minutes and no longer', async () => {
    const { checkSignInCode, issueSignInCode } =
      await import('../../src/server/auth/sign-in-codes');
    const account = await registerAccount(app, mail);
    const [user] = await app.db.select().from(users).where(eq(users.email, account.email));
    const userId = user?.id ?? '';
    const key = 'a-test-key-for-sign-in-codes';
    const issuedAt = new Date('2026-05-04T08:00:00Z');
    const check = (code: string, minutesLater: number) =>
      checkSignInCode(app.db, {
        key,
        email: account.email,
        code,
        ipAddress: nextAddress(),
        now: new Date(issuedAt.getTime() + minutesLater * 60_000),
      });

    const code = await issueSignInCode(app.db, { key, userId, now: issuedAt });
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await app.db.select().from(signInCodes).where(eq(signInCodes.userId, userId));
    // kept only as a keyed hash
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(await check(code, 10.5)).toEqual({ outcome: 'wrong', userId });
    // the expired code is gone, so a right code typed later is wrong too
    expect(await check(code, 5)).toEqual({ outcome: 'wrong', userId });

    const fresh = await issueSignInCode(app.db, { key, userId, now: issuedAt });
    expect(await check(fresh, 9.9)).toEqual({ outcome: 'accepted', userId });
    expect(await check(fresh, 9.95)).toEqual({ outcome: 'wrong', userId });
  });

  it('refuses a code that is not six digits, with a clear message, and a body without an e-mail', async () => {
    for (const code of ['12345', '1234567', '12a456', '', '１２３４５６']) {
      const response = await authClient(app).post(VERIFY, { email: 'someone@example.com', code });
      expect(response.status, code).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'validation', fields: { code: MESSAGES.codeFormat } },
      });
    }
    const response = await authClient(app).post(SEND, { email: 'not-an-address' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { email: MESSAGES.invalidEmail } },
    });
  });
});
