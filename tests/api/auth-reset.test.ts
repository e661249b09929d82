import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, verifications } from '../../src/server/db/schema/auth';
import { MESSAGES } from '../../src/shared/auth';
import {
  authClient,
  linkIn,
  newAccount,
  registerAccount,
  resetTokenIn,
  signedInClient,
} from '../support/auth-client';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import type { TestServer } from '../support/test-server';

describe('password reset', () => {
  let mail: MailServer;
  let app: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail({}, { isAuth: true }));
  });
  afterAll(() => close());

  /** Asks for a reset link and returns the token its mail carries. */
  async function requestReset(email: string): Promise<string> {
    const response = await authClient(app).post('/api/auth/request-password-reset', { email });
    expect(response.status).toBe(200);
    return resetTokenIn(await mail.nextMailTo(email));
  }

  function resetPassword(token: string, newPassword: string) {
    return authClient(app).post('/api/auth/reset-password', { token, newPassword });
  }

  async function signInStatus(email: string, password: string): Promise<number> {
    return (await authClient(app).signIn(email, password)).status;
  }

  /** The stored row of a reset token: better-auth keeps only the SHA-256 of 'reset-password:<token>'. */
  function verificationOf(token: string) {
    const identifier = createHash('sha256').update(`reset-password:${token}`).digest('base64url');
    return eq(verifications.identifier, identifier);
  }

  it('mails a link to the set-a-new-password screen that works once', async () => {
    const account = await registerAccount(app, mail);
    const request = await authClient(app).post('/api/auth/request-password-reset', {
      email: account.email,
    });
    expect(request.status).toBe(200);
    const resetMail = await mail.nextMailTo(account.email);
    expect(resetMail.subject).toBe('Reset your Miadi password');
    expect(resetMail.text).toContain('Hello Amina,');
    const link = new URL(linkIn(resetMail));
    expect(`${link.origin}${link.pathname}`).toBe(`${app.url}/auth/reset-password`);
    const token = resetTokenIn(resetMail);

    const first = await resetPassword(token, 'N3w!Password');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: true });
    expect(await signInStatus(account.email, account.password)).toBe(401);
    expect(await signInStatus(account.email, 'N3w!Password')).toBe(200);

    const second = await resetPassword(token, 'An0ther!Password');
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await signInStatus(account.email, 'An0ther!Password')).toBe(401);
  });

  it('makes links that expire after one hour, and refuses an expired one', async () => {
    const account = await registerAccount(app, mail);
    const token = await requestReset(account.email);
    const [row] = await app.db.select().from(verifications).where(verificationOf(token));
    const lifetimeSeconds = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(lifetimeSeconds).toBeGreaterThan(3600 - 30);
    expect(lifetimeSeconds).toBeLessThanOrEqual(3600);

    await app.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(verificationOf(token));
    const response = await resetPassword(token, 'N3w!Password');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await signInStatus(account.email, account.password)).toBe(200);
  });

  it('lets exactly one of 20 simultaneous uses of a link succeed', async () => {
    const account = await registerAccount(app, mail);
    const token = await requestReset(account.email);
    const passwords = Array.from({ length: 20 }, (_, index) => `Race-${index}!Password`);

    const responses = await Promise.all(
      passwords.map((password) => resetPassword(token, password)),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    const winner = passwords[statuses.indexOf(200)] ?? '';
    const loser = passwords.find((password) => password !== winner) ?? '';
    expect(await signInStatus(account.email, winner)).toBe(200);
    expect(await signInStatus(account.email, loser)).toBe(401);
  });

  it('signs every session of the account out', async () => {
    const account = await registerAccount(app, mail);
    const phone = await signedInClient(app, account.email, account.password);
    const laptop = await signedInClient(app, account.email, account.password);
    expect((await phone.me()).status).toBe(200);

    const token = await requestReset(account.email);
    expect((await resetPassword(token, 'N3w!Password')).status).toBe(200);

    expect((await phone.me()).status).toBe(401);
    expect((await laptop.me()).status).toBe(401);
    const [user] = await app.db.select().from(users).where(eq(users.email, account.email));
    expect(await app.db.$count(sessions, eq(sessions.userId, user?.id ?? ''))).toBe(0);
  });

  it('answers a request for an unknown e-mail exactly like one for a known e-mail, and mails only the known', async () => {
    const known = await registerAccount(app, mail);
    const unknown = newAccount().email;

    const forUnknown = await authClient(app).post('/api/auth/request-password-reset', {
      email: unknown,
    });
    const forKnown = await authClient(app).post('/api/auth/request-password-reset', {
      email: known.email,
    });

    expect(forUnknown.status).toBe(200);
    expect(forKnown.status).toBe(forUnknown.status);
    const [unknownBody, knownBody] = [
      (await forUnknown.json()) as unknown,
      (await forKnown.json()) as unknown,
    ];
    expect(knownBody).toEqual(unknownBody);
    expect(knownBody).toMatchObject({ status: true });
    expect(forKnown.headers.getSetCookie()).toEqual(forUnknown.headers.getSetCookie());

    await mail.nextMailTo(known.email);
    expect(mail.mailsTo(unknown)).toEqual([]);
  });

  // better-auth checks only the length; the sign-up strength rule must hold for a new password too
  it('refuses a weak new password with the sign-up message', async () => {
    const account = await registerAccount(app, mail);
    const token = await requestReset(account.email);
    const response = await resetPassword(token, 'password');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(MESSAGES.weak);
  });
});
