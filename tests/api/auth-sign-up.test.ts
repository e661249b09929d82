import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../../src/server/db/schema/auth';
import { MESSAGES, type SignUpInput } from '../../src/shared/auth';
import {
  authClient,
  cookieHeader,
  linkIn,
  newAccount,
  registerAccount,
  resetTokenIn,
  SESSION_COOKIE,
} from '../support/auth-client';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import type { TestServer } from '../support/test-server';

describe('sign-up and e-mail confirmation', () => {
  let mail: MailServer;
  let app: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail({}, { isAuth: true }));
  });
  afterAll(() => close());

  async function userRow(email: string) {
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  /** Every 'table.column' of the database whose text holds this string. */
  async function columnsHolding(needle: string): Promise<string[]> {
    const columns = await app.db.execute<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb')`);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      const hits = await app.db.execute(
        sql`SELECT 1 FROM ${sql.identifier(table)} WHERE strpos(${sql.identifier(column)}::text, ${needle}) > 0 LIMIT 1`,
      );
      if (hits.rows.length > 0) found.push(`${table}.${column}`);
    }
    return found;
  }

  it('mails a confirmation link, refuses sign-in until it is followed, then signs in and out', async () => {
    const account = newAccount({ firstName: 'Wanjiku', lastName: 'Kamau', country: 'UG' });
    const client = authClient(app);

    const signUp = await client.signUp(account);
    expect(signUp.status).toBe(200);
    expect(await signUp.json()).toMatchObject({ token: null, user: { email: account.email } });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

    const confirmation = await mail.nextMailTo(account.email);
    expect(confirmation.subject).toBe('Confirm your e-mail for Miadi');
    expect(confirmation.text).toContain('Hello Wanjiku,');
    expect(confirmation.html).toContain('Confirm my e-mail');
    const link = new URL(linkIn(confirmation));
    expect(`${link.origin}${link.pathname}`).toBe(`${app.url}/api/auth/verify-email`);
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(link.searchParams.get('callbackURL')).toBe('/auth?confirmed=1');

    const early = await client.signIn(account.email, account.password);
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await userRow(account.email))?.emailVerified).toBe(false);

    const followed = await client.get(link.toString());
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/auth?confirmed=1');
    expect((await userRow(account.email))?.emailVerified).toBe(true);

    const signIn = await client.signIn(account.email, account.password);
    expect(signIn.status).toBe(200);
    const sessionCookie = signIn.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
    expect(sessionCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(sessionCookie).toMatch(/;\s*Path=\//i);

    const me = await client.me();
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      user: expect.objectContaining({
        email: account.email,
        firstName: 'Wanjiku',
        lastName: 'Kamau',
        country: 'UG',
      }) as unknown,
      roles: [],
    });

    const cookieBeforeSignOut = cookieHeader(client.cookies);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    const after = await client.me();
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    // signing out ends the session on the server, not just in this browser
    const replayed = await app.request('/api/me', { headers: { cookie: cookieBeforeSignOut } });
    expect(replayed.status).toBe(401);
  });

  const invalid: [string, Partial<SignUpInput>, keyof SignUpInput, keyof typeof MESSAGES][] = [
    ['an e-mail without a domain', { email: 'owner@example' }, 'email', 'invalidEmail'],
    ['an e-mail with spaces', { email: 'owner name@example.com' }, 'email', 'invalidEmail'],
    ['a missing first name', { firstName: '' }, 'firstName', 'names'],
    ['a blank last name', { lastName: '   ' }, 'lastName', 'names'],
    [
      'a country not on the list',
      { country: 'XX' as SignUpInput['country'] },
      'country',
      'country',
    ],
    ['a weak password', { password: 'password' }, 'password', 'weak'],
    ['a weak password of digits', { password: '12345678' }, 'password', 'weak'],
    ['a password too short', { password: 'Ab1!x' }, 'password', 'tooShort'],
  ];

  it.each(invalid)(
    'refuses %s with the spec message and writes nothing',
    async (_case, overrides, field, rule) => {
      // read when the test runs: the messages are in their catalogue by then
      const message = MESSAGES[rule];
      const before = await app.db.$count(users);
      const response = await authClient(app).signUp(newAccount(overrides));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation', message, fields: { [field]: message } },
      });
      expect(await app.db.$count(users)).toBe(before);
    },
  );

  it('answers 422 "User already registered" for an e-mail already used, in any case', async () => {
    const account = await registerAccount(app, mail);
    for (const email of [
      account.email,
      account.email.toUpperCase(),
      ` ${account.email.replace('owner', 'OWNER')} `,
    ]) {
      const response = await authClient(app).signUp(newAccount({ email }));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: { code: 'USER_ALREADY_EXISTS', message: 'User already registered' },
      });
    }
    expect(await app.db.$count(users, eq(users.email, account.email))).toBe(1);
    expect(mail.mailsTo(account.email)).toHaveLength(1);
  });

  it('sends a second, working confirmation mail on request', async () => {
    const account = newAccount();
    const client = authClient(app);
    expect((await client.signUp(account)).status).toBe(200);
    await mail.nextMailTo(account.email);

    const resend = await client.post('/api/auth/send-verification-email', {
      email: account.email,
      callbackURL: '/auth?confirmed=1',
    });
    expect(resend.status).toBe(200);
    const second = await mail.nextMailTo(account.email);
    expect(second.subject).toBe('Confirm your e-mail for Miadi');

    const followed = await client.get(linkIn(second));
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/auth?confirmed=1');
    expect((await userRow(account.email))?.emailVerified).toBe(true);
  });

  it('refuses pages of another site, and confirmation links that lead to one', async () => {
    const account = newAccount();
    const client = authClient(app);
    expect((await client.signUp(account)).status).toBe(200);
    const link = new URL(linkIn(await mail.nextMailTo(account.email)));

    const resend = await client.post('/api/auth/send-verification-email', {
      email: account.email,
      callbackURL: 'https://evil.example/welcome',
    });
    expect(resend.status).toBe(403);
    expect(await resend.json()).toMatchObject({ code: 'INVALID_CALLBACK_URL' });

    link.searchParams.set('callbackURL', 'https://evil.example/welcome');
    const followed = await client.get(link.toString());
    expect(followed.status).toBe(403);
    expect(followed.headers.get('location')).toBeNull();
    expect((await userRow(account.email))?.emailVerified).toBe(false);

    const fromElsewhere = authClient(app, { origin: 'https://evil.example' });
    const signIn = await fromElsewhere.signIn(account.email, account.password);
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
  });

  it('keeps no raw confirmation or reset token in the database', async () => {
    const account = newAccount();
    const client = authClient(app);
    expect((await client.signUp(account)).status).toBe(200);
    const confirmationLink = linkIn(await mail.nextMailTo(account.email));
    expect((await client.get(confirmationLink)).status).toBe(302);
    const confirmationToken = new URL(confirmationLink).searchParams.get('token') ?? '';
    const request = await authClient(app).post('/api/auth/request-password-reset', {
      email: account.email,
    });
    expect(request.status).toBe(200);
    const resetMail = await mail.nextMailTo(account.email);
    expect(resetMail.subject).toBe('Reset your Miadi password');
    const resetToken = resetTokenIn(resetMail);

    // the search does find what is there: the e-mail, and the reset token's SHA-256 hash
    expect(await columnsHolding(account.email)).toContain('users.email');
    const hashed = createHash('sha256').update(`reset-password:${resetToken}`).digest('base64url');
    const [stored] = await app.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, hashed));
    expect(stored?.value).toBe((await userRow(account.email))?.id);

    expect(confirmationToken.length).toBeGreaterThan(20);
    expect(await columnsHolding(confirmationToken)).toEqual([]);
    expect(await columnsHolding(resetToken)).toEqual([]);
  });
});
