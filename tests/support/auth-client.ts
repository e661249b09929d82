import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import type { SignUpInput } from '../../src/shared/auth';
import type { MailServer, ReceivedMail } from './mail-server';
import type { TestServer } from './test-server';

/**
 * Starts the test server with better-auth as in production. better-auth turns its Origin, CSRF and
 * callback-URL checks off when it sees NODE_ENV=test or TEST (Vitest sets both), and reads NODE_ENV
 * once, on import: so the server is imported only after the variables are changed, and they stay
 * changed for the rest of the file (each test file runs in its own process). Nothing else in the
 * file may import the server before this call.
 */
export async function startAuthTestServer(
  extraEnv: Record<string, string> = {},
): Promise<TestServer> {
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('TEST', undefined);
  const { startTestServer } = await import('./test-server');
  return startTestServer(extraEnv);
}

/** The session cookie's name: better-auth's session_token under our prefix. */
export const SESSION_COOKIE = 'miadi.session_token';

let addressCount = 0;

/**
 * A client address no other caller in this test file uses (sent as X-Forwarded-For; the test server
 * trusts it), so better-auth's per-address rate limits only bite where a test means them to.
 */
export function nextAddress(): string {
  addressCount += 1;
  return `10.0.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
}

/** A valid sign-up body with an e-mail no other test uses. */
export function newAccount(overrides: Partial<SignUpInput> = {}): SignUpInput {
  return {
    firstName: 'Amina',
    lastName: 'Wanjiru',
    country: 'KE',
    email: `owner-${randomBytes(5).toString('hex')}@example.com`,
    password: 'Str0ng!Pass',
    ...overrides,
  };
}

export interface AuthClient {
  address: string;
  /** Cookies the server has set and not yet cleared, by name. */
  cookies: Map<string, string>;
  /** A request to the server (a path or a full URL), never following redirects. */
  request(pathOrUrl: string, init?: { method?: string; body?: unknown }): Promise<Response>;
  get(pathOrUrl: string): Promise<Response>;
  post(pathOrUrl: string, body?: unknown): Promise<Response>;
  signUp(account: SignUpInput): Promise<Response>;
  signIn(email: string, password: string): Promise<Response>;
  me(): Promise<Response>;
}

function isExpired(attributes: string[]): boolean {
  return attributes.some((attribute) => {
    const [name = '', value = ''] = attribute.split('=').map((part) => part.trim());
    if (name.toLowerCase() === 'max-age') return Number(value) <= 0;
    if (name.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
    return false;
  });
}

/** Keeps the cookies a response sets, the way a browser on this one site would. */
function storeCookies(cookies: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    if (isExpired(attributes)) cookies.delete(name);
    else cookies.set(name, pair.slice(separator + 1).trim());
  }
}

export function cookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * One browser-like client of the test server: its own address, its own cookie jar, and the Origin
 * header a browser sends (the server's own, unless a test plays a page of another site).
 */
export function authClient(
  app: TestServer,
  { address = nextAddress(), origin = app.url }: { address?: string; origin?: string } = {},
): AuthClient {
  const cookies = new Map<string, string>();
  const client: AuthClient = {
    address,
    cookies,
    async request(pathOrUrl, { method = 'GET', body } = {}) {
      const headers: Record<string, string> = { origin, 'x-forwarded-for': address };
      if (cookies.size > 0) headers.cookie = cookieHeader(cookies);
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(new URL(pathOrUrl, app.url), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      storeCookies(cookies, response);
      return response;
    },
    get: (pathOrUrl) => client.request(pathOrUrl),
    post: (pathOrUrl, body = {}) => client.request(pathOrUrl, { method: 'POST', body }),
    signUp: (account) => client.post('/api/auth/sign-up/email', account),
    signIn: (email, password) => client.post('/api/auth/sign-in/email', { email, password }),
    me: () => client.get('/api/me'),
  };
  return client;
}

/** The only link in a mail, or a failure saying what the mail held instead. */
export function linkIn(mail: ReceivedMail): string {
  if (mail.links.length !== 1)
    throw new Error(`expected one link in "${mail.subject}", got: ${mail.text}`);
  return mail.links[0] ?? '';
}

/** The token a reset mail's link carries. */
export function resetTokenIn(mail: ReceivedMail): string {
  const token = new URL(linkIn(mail)).searchParams.get('token');
  if (!token) throw new Error(`no token in the reset link of "${mail.subject}"`);
  return token;
}

/** Signs up through the API and follows the confirmation link from the mail: an account ready to sign in. */
export async function registerAccount(
  app: TestServer,
  mail: MailServer,
  overrides: Partial<SignUpInput> = {},
): Promise<SignUpInput> {
  const account = newAccount(overrides);
  const client = authClient(app);
  const signUp = await client.signUp(account);
  if (signUp.status !== 200)
    throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const confirmation = await client.get(linkIn(await mail.nextMailTo(account.email)));
  if (confirmation.status !== 302)
    throw new Error(`confirmation link answered ${confirmation.status}`);
  return account;
}

/** A new client signed in as this account. */
export async function signedInClient(
  app: TestServer,
  email: string,
  password: string,
): Promise<AuthClient> {
  const client = authClient(app);
  const response = await client.signIn(email, password);
  if (response.status !== 200)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return client;
}
