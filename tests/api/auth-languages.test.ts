import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import { SIGN_IN_THROTTLE } from '../../src/shared/auth';
import { newAccount, nextAddress, registerAccount } from '../support/auth-client';
import type { ErrorAnswer } from '../support/answers';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import type { TestServer } from '../support/test-server';

const WRONG = 'Wr0ng!Password';

/** The account library's refusals as it answers them: { code, message }. */
interface LibraryAnswer {
  code?: string;
  message: string;
}

describe('the account routes answer in the language of the request', () => {
  let mail: MailServer;
  let app: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail({}, { isAuth: true }));
  });
  afterAll(() => close());

  /** A browser's request from an address of its own, in Kiswahili when asked (`sw`). */
  async function ask(
    path: string,
    {
      body,
      language,
      cookie,
      address = nextAddress(),
    }: { body?: unknown; language?: string; cookie?: string; address?: string } = {},
  ) {
    const headers: Record<string, string> = { origin: app.url, 'x-forwarded-for': address };
    if (language) headers['accept-language'] = language;
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, app.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    return {
      status: response.status,
      language: response.headers.get('content-language'),
      retryAfter: response.headers.get('x-retry-after'),
      body: (await response.json()) as unknown,
    };
  }

  const signUp = (body: unknown, language?: string) =>
    ask('/api/auth/sign-up/email', { body, language });
  const signIn = (email: string, password: string, options: Parameters<typeof ask>[1] = {}) =>
    ask('/api/auth/sign-in/email', { ...options, body: { email, password } });

  it('refuses a sign-up with a bad e-mail and a short password in Kiswahili for sw, in English without it', async () => {
    const broken = newAccount({ email: 'mwenye-duka@', password: 'Ab1!x' });
    const swahili = await signUp(broken, 'sw-KE,sw;q=0.9,en;q=0.5');
    expect(swahili).toMatchObject({ status: 400, language: 'sw' });
    expect((swahili.body as ErrorAnswer).error).toEqual({
      code: 'validation',
      message: 'Tafadhali andika barua pepe sahihi.',
      fields: {
        email: 'Tafadhali andika barua pepe sahihi.',
        password: 'Nenosiri liwe na angalau herufi 6.',
      },
    });

    const english = await signUp(broken);
    expect(english).toMatchObject({ status: 400, language: 'en' });
    expect((english.body as ErrorAnswer).error).toEqual({
      code: 'validation',
      message: 'Please enter a valid email address.',
      fields: {
        email: 'Please enter a valid email address.',
        password: 'Password must be at least 6 characters long.',
      },
    });

    // the rest of the rules, and a placeholder filled in, in Kiswahili too
    const names = await signUp(
      newAccount({ firstName: ' ', lastName: 'x'.repeat(101), password: 'password' }),
      'sw',
    );
    expect((names.body as ErrorAnswer).error.fields).toEqual({
      firstName: 'Tafadhali andika jina lako la kwanza na la mwisho.',
      lastName: 'Majina yasizidi herufi 100.',
      password: 'Tafadhali chagua nenosiri imara zaidi.',
    });
    expect(await app.db.$count(users, eq(users.email, broken.email))).toBe(0);
  });

  it('says an e-mail already registered in the language asked for', async () => {
    const account = await registerAccount(app, mail);
    const again = { ...account, email: account.email.toUpperCase() };
    expect(await signUp(again, 'sw')).toMatchObject({
      status: 422,
      language: 'sw',
      body: {
        error: {
          code: 'USER_ALREADY_EXISTS',
          message: 'Tayari kuna akaunti yenye barua pepe hii',
        },
      },
    });
    expect(await signUp(again)).toMatchObject({
      status: 422,
      body: { error: { code: 'USER_ALREADY_EXISTS', message: 'User already registered' } },
    });
  });

  it('says a wrong password in Kiswahili, and in the account library’s own English otherwise', async () => {
    const account = await registerAccount(app, mail);
    const swahili = await signIn(account.email, WRONG, { language: 'sw' });
    expect(swahili).toMatchObject({ status: 401, language: 'sw' });
    expect(swahili.body).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Barua pepe au nenosiri si sahihi',
    } satisfies LibraryAnswer);

    const english = await signIn(account.email, WRONG);
    expect(english).toMatchObject({ status: 401, language: 'en' });
    expect(english.body).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    } satisfies LibraryAnswer);

    // the device's choice stands over what the browser asks for
    const chosen = await signIn(account.email, WRONG, { language: 'en', cookie: 'miadi_lang=sw' });
    expect(chosen.body).toMatchObject({ message: 'Barua pepe au nenosiri si sahihi' });

    // the right password still signs in, in either language
    expect((await signIn(account.email, account.password, { language: 'sw' })).status).toBe(200);
  });

  it('says an unconfirmed e-mail and a missing session in Kiswahili', async () => {
    const account = newAccount();
    expect((await signUp(account)).status).toBe(200);
    expect(await signIn(account.email, account.password, { language: 'sw' })).toMatchObject({
      status: 403,
      body: { code: 'EMAIL_NOT_VERIFIED', message: 'Barua pepe haijathibitishwa' },
    });
    expect(await signIn(account.email, account.password)).toMatchObject({
      status: 403,
      body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
    });

    expect(await ask('/api/me', { language: 'sw' })).toMatchObject({
      status: 401,
      language: 'sw',
      body: { error: { code: 'unauthenticated', message: 'Tafadhali ingia kwanza.' } },
    });
    expect(await ask('/api/me')).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'Authentication required.' } },
    });
  });

  it('locks a guessed account in Kiswahili, and says a wrong or malformed sign-in code in it too', async () => {
    const account = await registerAccount(app, mail);
    const address = nextAddress();
    for (let failure = 1; failure <= SIGN_IN_THROTTLE.maxFailuresPerAccountAndAddress; failure++)
      expect((await signIn(account.email, WRONG, { address, language: 'sw' })).status).toBe(401);
    expect(await signIn(account.email, WRONG, { address, language: 'sw' })).toMatchObject({
      status: 429,
      body: { error: { code: 'too_many_attempts', message: 'Majaribio mengi mno' } },
    });
    expect(await signIn(account.email, WRONG, { address })).toMatchObject({
      status: 429,
      body: { error: { code: 'too_many_attempts', message: 'Too many requests' } },
    });

    const verify = (code: string, language?: string) =>
      ask('/api/auth/sign-in-code/verify', {
        address,
        language,
        body: { email: account.email, code },
      });
    expect(await verify('000000', 'sw')).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'INVALID_SIGN_IN_CODE',
          message:
            'Msimbo huo si sahihi, au hautumiki tena. Angalia barua pepe ya karibuni zaidi, au uombe msimbo mpya.',
        },
      },
    });
    expect(await verify('12a456', 'sw')).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'validation',
          fields: { code: 'Andika msimbo wa tarakimu 6 ulio kwenye barua pepe.' },
        },
      },
    });
    expect(await verify('12a456')).toMatchObject({
      body: { error: { fields: { code: 'Enter the 6-digit code from the e-mail.' } } },
    });
  });

  it('says the account library’s own limit per address in the language asked for, with its wait', async () => {
    const address = nextAddress();
    const reset = (language?: string) =>
      ask('/api/auth/request-password-reset', {
        address,
        language,
        body: { email: `nobody-${Date.now()}@example.com` },
      });
    // the library allows five a minute from one address
    for (let request = 1; request <= 5; request++) expect((await reset('sw')).status).toBe(200);
    const swahili = await reset('sw');
    expect(swahili).toMatchObject({
      status: 429,
      language: 'sw',
      body: { message: 'Maombi mengi mno. Tafadhali jaribu tena baadaye.' },
    });
    expect(Number(swahili.retryAfter)).toBeGreaterThan(0);
    expect(await reset()).toMatchObject({
      status: 429,
      body: { message: 'Too many requests. Please try again later.' },
    });
  });

  it('answers requests at once each in its own language', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn(email, WRONG, { language: i % 2 ? 'sw' : 'en' })),
    );
    answers.forEach(({ body }, i) =>
      expect(body).toMatchObject({
        message: i % 2 ? 'Barua pepe au nenosiri si sahihi' : 'Invalid email or password',
      }),
    );
  });
});
