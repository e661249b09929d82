import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../src/server/db/schema/auth';
import {
  authClient,
  SESSION_COOKIE,
  startAuthTestServer,
  type AuthClient,
} from '../support/auth-client';
import {
  startOAuthProvider,
  type OAuthProfile,
  type OAuthProvider,
} from '../support/oauth-provider';
import type { TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

const CLIENT = { clientId: 'miadi-test-client', clientSecret: 'miadi-test-secret' };

function googleProfile(sub: string): OAuthProfile {
  return {
    sub,
    email: `${sub}@gmail.example`,
    email_verified: true,
    name: 'Achieng Odhiambo',
    picture: 'https://lh3.example/photo.png',
  };
}

function googleEnv(provider: OAuthProvider): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_AUTHORIZATION_URL: provider.authorizationUrl,
    GOOGLE_TOKEN_URL: provider.tokenUrl,
    GOOGLE_USERINFO_URL: provider.userInfoUrl,
  };
}

interface StartRequest {
  path: string;
  body: Record<string, string>;
}

/** The start request as the web sends it (src/web/lib/auth-client.ts). */
const SOCIAL_START: StartRequest = {
  path: '/api/auth/sign-in/social',
  body: {
    provider: 'google',
    callbackURL: '/app/dashboard',
    errorCallbackURL: '/auth?error=oauth&provider=google',
  },
};

/**
 * Starts a Google sign-in, lets the provider consent, and returns the provider's redirect back to us
 * (not yet followed).
 */
async function consentAtProvider(client: AuthClient, start: StartRequest): Promise<string> {
  const started = await client.post(start.path, start.body);
  expect(started.status).toBe(200);
  const { url, redirect } = await readJson<{ url: string; redirect: boolean }>(started);
  expect(redirect).toBe(true);
  const atProvider = await fetch(url, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  return atProvider.headers.get('location') ?? '';
}

async function expectGoogleSignIn(
  app: TestServer,
  provider: OAuthProvider,
  client: AuthClient,
  sub: string,
) {
  const callback = await client.get(await consentAtProvider(client, SOCIAL_START));
  expect(provider.refusals).toEqual([]);
  expect(callback.status).toBe(302);
  expect(callback.headers.get('location')).toBe('/app/dashboard');
  expect(client.cookies.has(SESSION_COOKIE)).toBe(true);

  const me = await client.me();
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({
    user: { email: `${sub}@gmail.example`, name: 'Achieng Odhiambo' },
  });
  const [user] = await app.db
    .select()
    .from(users)
    .where(eq(users.email, `${sub}@gmail.example`));
  expect(user?.emailVerified).toBe(true);
  const linked = await app.db.select().from(accounts).where(eq(accounts.providerId, 'google'));
  expect(linked.map((account) => [account.accountId, account.userId])).toContainEqual([
    sub,
    user?.id,
  ]);
}

/** The sign-in providers the web is told to show buttons for. */
async function offeredProviders(app: TestServer): Promise<unknown> {
  const response = await app.request('/api/config');
  expect(response.status).toBe(200);
  return (await readJson<{ signInProviders: unknown }>(response)).signInProviders;
}

describe('Google sign-in against a local OAuth provider', () => {
  let provider: OAuthProvider;
  let app: TestServer;
  beforeAll(async () => {
    // Google answers the openid scope with an id_token besides the access token
    provider = await startOAuthProvider({
      ...CLIENT,
      profile: googleProfile('google-100'),
      withIdToken: true,
    });
    app = await startAuthTestServer(googleEnv(provider));
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  it('offers the Google button only', async () => {
    expect(await offeredProviders(app)).toEqual(['google']);
  });

  it('signs a new Google user in with PKCE and a state cookie, landing on /app/dashboard', async () => {
    const client = authClient(app);
    const started = await client.post(SOCIAL_START.path, SOCIAL_START.body);
    expect(started.status).toBe(200);
    const stateCookie = started.headers
      .getSetCookie()
      .find((line) => line.startsWith('miadi.state='));
    expect(stateCookie).toMatch(/;\s*HttpOnly/i);
    const { url } = await readJson<{ url: string }>(started);
    const authorize = new URL(url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(provider.authorizationUrl);
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.url}/api/auth/callback/google`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );

    await expectGoogleSignIn(app, provider, client, 'google-100');
    expect(provider.calls.token.at(-1)?.get('code_verifier')).toBeTruthy();
  });

  it('signs the same Google user in again to the same account', async () => {
    await expectGoogleSignIn(app, provider, authClient(app), 'google-100');
    expect(await app.db.$count(users, eq(users.email, 'google-100@gmail.example'))).toBe(1);
  });

  it('refuses to send the user back to another site afterwards', async () => {
    const client = authClient(app);
    for (const field of ['callbackURL', 'errorCallbackURL']) {
      const body = { ...SOCIAL_START.body, [field]: 'https://evil.example/after' };
      const response = await client.post(SOCIAL_START.path, body);
      expect(response.status, field).toBe(403);
    }
    expect(client.cookies.has('miadi.state')).toBe(false);
  });

  it('does not sign in a browser that did not start the sign-in (no state cookie)', async () => {
    const back = await consentAtProvider(authClient(app), SOCIAL_START);
    const stranger = authClient(app);
    const callback = await stranger.get(back);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).not.toBe('/app/dashboard');
    expect(stranger.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await stranger.me()).status).toBe(401);
  });
});

describe('Google sign-in from the userinfo endpoint alone', () => {
  let provider: OAuthProvider;
  let app: TestServer;
  beforeAll(async () => {
    provider = await startOAuthProvider({
      ...CLIENT,
      profile: googleProfile('google-200'),
      withIdToken: false,
    });
    app = await startAuthTestServer(googleEnv(provider));
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  // Google's userinfo endpoint names the account id `sub`; the sign-in must not depend on an id_token
  it('signs the user in using the `sub` of the userinfo answer', async () => {
    await expectGoogleSignIn(app, provider, authClient(app), 'google-200');
  });
});

describe('Google sign-in when not configured', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startAuthTestServer();
  });
  afterAll(() => app.close());

  it('offers no sign-in button', async () => {
    expect(await offeredProviders(app)).toEqual([]);
  });

  it.each([SOCIAL_START])(
    'refuses to start at $path, so the web can say it failed',
    async (start) => {
      const client = authClient(app);
      const response = await client.post(start.path, start.body);
      expect(response.ok).toBe(false);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('location')).toBeNull();
      expect(client.cookies.has('miadi.state')).toBe(false);
    },
  );
});

describe('Facebook sign-in against a local Graph API', () => {
  let provider: OAuthProvider;
  let app: TestServer;
  beforeAll(async () => {
    provider = await startOAuthProvider({ ...CLIENT, profile: googleProfile('fb-300') });
    app = await startAuthTestServer({
      FACEBOOK_CLIENT_ID: CLIENT.clientId,
      FACEBOOK_CLIENT_SECRET: CLIENT.clientSecret,
      FACEBOOK_AUTHORIZATION_URL: provider.authorizationUrl,
      FACEBOOK_TOKEN_URL: provider.tokenUrl,
      FACEBOOK_USERINFO_URL: provider.graphMeUrl,
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  it('offers the Facebook button only', async () => {
    expect(await offeredProviders(app)).toEqual(['facebook']);
  });

  it('signs the person in from Graph API /me, asking for the e-mail field', async () => {
    const client = authClient(app);
    const start = { ...SOCIAL_START, body: { ...SOCIAL_START.body, provider: 'facebook' } };
    const back = await consentAtProvider(client, start);
    expect(back).toContain('/api/auth/callback/facebook?code=');
    const callback = await client.get(back);
    expect(provider.refusals).toEqual([]);
    expect(callback.headers.get('location')).toBe('/app/dashboard');
    expect(provider.calls.graphFields.at(-1)?.split(',')).toEqual(
      expect.arrayContaining(['id', 'email', 'name']),
    );
    const me = await client.me();
    expect(await me.json()).toMatchObject({
      user: { email: 'fb-300@gmail.example', name: 'Achieng Odhiambo' },
    });
    const linked = await app.db.select().from(accounts).where(eq(accounts.providerId, 'facebook'));
    expect(linked.map((account) => account.accountId)).toEqual(['fb-300']);
  });
});
