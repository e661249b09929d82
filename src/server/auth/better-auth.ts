import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { RESET_LINK_SECONDS } from '@shared/auth';
import { currentLocale } from '@shared/i18n/current-locale';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@shared/password-strength';
import type { Database } from '../db/database';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/auth';
import type { Env, OAuthProviderEnv } from '../env';
import { confirmationEmail, passwordResetEmail } from '../mail/account-emails';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { createAccountMailer } from './account-mailer';
import { hashPassword, verifyPassword } from './password';

/** The header our own middleware sets to the client's address; anything a client sends in it is replaced. */
export const CLIENT_IP_HEADER = 'x-miadi-client-ip';
export const AUTH_BASE_PATH = '/api/auth';
const CONFIRMATION_LINK_SECONDS = 24 * 60 * 60;

interface AuthDeps {
  db: Database;
  env: Env;
  mailer: Mailer;
  /** The session key (derived from the configured secret for this purpose alone). */
  secret: string;
  logger: Logger;
}

export function displayName(user: { name: string; firstName?: unknown }): string {
  return typeof user.firstName === 'string' && user.firstName ? user.firstName : user.name;
}

/** Google and Facebook through their documented OAuth endpoints (overridable, so tests can run a local one). */
function oauthProviders(env: Env): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  const base = (providerId: 'google' | 'facebook', provider: OAuthProviderEnv) => ({
    providerId,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    authorizationUrl: provider.authorizationUrl,
    tokenUrl: provider.tokenUrl,
    userInfoUrl: provider.userInfoUrl,
  });
  if (env.google) {
    const google = env.google;
    providers.push({
      ...base('google', google),
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      // always ask the userinfo endpoint (authenticated by the access token) who this is: `sub` is
      // Google's stable account id
      async getUserInfo(tokens) {
        const response = await fetch(google.userInfoUrl, {
          headers: { Authorization: `Bearer ${tokens.accessToken ?? ''}` },
        });
        if (!response.ok) return null;
        const profile = (await response.json()) as {
          sub?: string;
          email?: string;
          email_verified?: boolean;
          name?: string;
          picture?: string;
        };
        if (!profile.sub || !profile.email) return null;
        return {
          id: profile.sub,
          name: profile.name ?? profile.email,
          email: profile.email,
          emailVerified: profile.email_verified === true,
          image: profile.picture,
        };
      },
    });
  }
  if (env.facebook) {
    const facebook = env.facebook;
    providers.push({
      ...base('facebook', facebook),
      scopes: ['email', 'public_profile'],
      // Graph API answers /me with the fields asked for; Facebook returns only confirmed e-mails
      async getUserInfo(tokens) {
        const url = new URL(facebook.userInfoUrl);
        url.searchParams.set('fields', 'id,name,email,first_name,last_name,picture');
        const response = await fetch(url, {
          headers: { Authorization: `Bearer ${tokens.accessToken ?? ''}` },
        });
        if (!response.ok) return null;
        const profile = (await response.json()) as {
          id: string;
          name?: string;
          email?: string;
          picture?: { data?: { url?: string } };
        };
        if (!profile.email) return null;
        return {
          id: profile.id,
          name: profile.name ?? profile.email,
          email: profile.email,
          emailVerified: true,
          image: profile.picture?.data?.url,
        };
      },
    });
  }
  return providers;
}

/** The client address our middleware put on the request better-auth was given. */
function clientIpOf(request: Request | undefined): string | null {
  return request?.headers.get(CLIENT_IP_HEADER) ?? null;
}

export function createAuth({ db, env, mailer, secret, logger }: AuthDeps) {
  const authLogger = logger.child({ component: 'auth' });
  // every account mail goes through the limits per recipient and per account
  const accountMailer = createAccountMailer({ db, mailer, logger: authLogger });
  return betterAuth({
    appName: 'Miadi',
    // into our structured log; a wrong password is routine, so better-auth's warnings are debug here
    logger: {
      log: (level, message, ...details: unknown[]) => {
        const data = details.length ? { details } : {};
        if (level === 'error') authLogger.error(data, message);
        else authLogger.debug(data, message);
      },
    },
    baseURL: env.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [env.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        country: { type: 'string', required: false, input: true },
        // the language of the request that made the account; changed from the owner area
        locale: { type: 'string', required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: (user) => Promise.resolve({ data: { ...user, locale: currentLocale() } }),
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      async sendResetPassword({ user, token }, request) {
        // straight to our own 'set a new password' screen; the token travels once, in this mail
        const url = `${env.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await accountMailer.send({
          kind: 'password-reset',
          user,
          ipAddress: clientIpOf(request),
          link: url,
          compose: () => passwordResetEmail(displayName(user), url),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      async sendVerificationEmail({ user, url }, request) {
        await accountMailer.send({
          kind: 'confirmation',
          user,
          ipAddress: clientIpOf(request),
          link: url,
          compose: () => confirmationEmail(displayName(user), url),
        });
      },
    },
    // tokens are kept only as SHA-256 hashes, so a copy of the database cannot reset anyone's password
    verification: { storeIdentifier: 'hashed' },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // per address; many people share one address behind mobile carriers' NAT, so these stay loose
      // and the per-account throttle in sign-in-guard.ts does the real work against password guessing
      customRules: {
        '/sign-in/email': { window: 60, max: 30 },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'miadi',
      useSecureCookies: env.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [genericOAuth({ config: oauthProviders(env) })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
