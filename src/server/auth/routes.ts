import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { ResetPasswordSchema, SignInSchema, SignUpSchema, UpdateUserSchema } from '@shared/auth';
import { API_ERROR_CODES } from '@shared/api-errors';
import { SECURITY_MONITORS } from '@shared/security-events';
import { recordSecurityEvent } from '../audit/security-events';
import type { Database } from '../db/database';
import { users } from '../db/schema/auth';
import type { AppEnv } from '../http/context';
import { errorBody } from '../http/errors';
import { jsonBody } from '../http/validation';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { accountAnswers } from '../messages/account-answers';
import { createAccountMailer } from './account-mailer';
import { CLIENT_IP_HEADER, type Auth } from './better-auth';
import { knownDeviceCookie, knownDeviceId } from './known-device';
import { signInCodeRoutes } from './sign-in-code-routes';
import { beginSignInAttempt, discardAttempt, forgiveFailures } from './sign-in-guard';

/**
 * The request as better-auth should see it: our client address in its header, and the body given
 * (or the one received, which middleware may already have read).
 */
async function forward(c: Context<AppEnv>, body?: unknown): Promise<Request> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  if (body === undefined) {
    const received =
      c.req.method === 'GET' || c.req.method === 'HEAD' ? null : await c.req.arrayBuffer();
    // an empty body stays absent: the account library asks a present body for its content type
    return new Request(c.req.url, {
      method: c.req.method,
      headers,
      body: received?.byteLength ? received : undefined,
    });
  }
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(c.req.url, { method: c.req.method, headers, body: JSON.stringify(body) });
}

/** The account library's refusals an account screen may meet; its others pass on as it wrote them. */
const LIBRARY_REFUSALS = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'INVALID_EMAIL',
  'INVALID_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'USER_NOT_FOUND',
  'USER_ALREADY_EXISTS',
  'FAILED_TO_CREATE_USER',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'EMAIL_ALREADY_VERIFIED',
] as const;
type LibraryRefusal = (typeof LIBRARY_REFUSALS)[number];

function isLibraryRefusal(code: unknown): code is LibraryRefusal {
  return (LIBRARY_REFUSALS as readonly unknown[]).includes(code);
}

/**
 * The account library's refusal in the request's language: the same answer, status, code and
 * headers, its message read from the catalogue (whose English is the library's own words). Its
 * per-address limit answers 429 with a message and no code.
 */
async function inRequestLanguage(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  let body: { code?: unknown; message?: unknown };
  try {
    body = (await response.clone().json()) as { code?: unknown; message?: unknown };
  } catch {
    return response;
  }
  if (typeof body !== 'object' || body === null || typeof body.message !== 'string')
    return response;
  let message: string;
  if (isLibraryRefusal(body.code)) message = accountAnswers(`library.${body.code}`);
  else if (body.code === undefined && response.status === 429)
    message = accountAnswers('library.rateLimited');
  else return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Whose account a reset link's token is for (before it is used up), or null. */
async function resetTokenEmail(auth: Auth, db: Database, token: string): Promise<string | null> {
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(
    `reset-password:${token}`,
  );
  if (!verification) return null;
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, verification.value));
  return user?.email ?? null;
}

async function userIdFrom(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { user?: { id?: string } };
    return body.user?.id ?? null;
  } catch {
    return null;
  }
}

/**
 * better-auth answers everything under /api/auth. Two of its endpoints get our rules first: sign-up
 * (the shared form schema, and a clear answer for an e-mail already registered) and sign-in (the
 * per-account throttle and the security events). The sign-in codes are ours alone.
 */
export function authRoutes({
  auth,
  db,
  deviceKey,
  codeKey,
  isSecure,
  mailer,
  logger,
}: {
  auth: Auth;
  db: Database;
  /** Signs the known-device cookie. */
  deviceKey: string;
  /** Keys the stored hashes of sign-in codes. */
  codeKey: string;
  /** Whether cookies are marked Secure (the site is served over https). */
  isSecure: boolean;
  mailer: Mailer;
  logger: Logger;
}) {
  const app = new Hono<AppEnv>();
  /** better-auth's answer to the request, its refusals in the request's language. */
  const answer = async (request: Request) => inRequestLanguage(await auth.handler(request));
  const authLogger = logger.child({ component: 'auth' });
  app.route(
    '/',
    signInCodeRoutes({
      db,
      accountMailer: createAccountMailer({ db, mailer, logger: authLogger }),
      codeKey,
      deviceKey,
      isSecure,
      logger: authLogger,
    }),
  );
  const rememberBrowser = (c: Context<AppEnv>, response: Response, email: string) => {
    response.headers.append(
      'set-cookie',
      knownDeviceCookie(c, { key: deviceKey, email, isSecure }),
    );
  };

  app.post('/sign-up/email', jsonBody(SignUpSchema), async (c) => {
    const input = c.req.valid('json');
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email));
    if (existing)
      return c.json(errorBody('USER_ALREADY_EXISTS', accountAnswers('alreadyRegistered')), 422);
    const response = await answer(
      await forward(c, {
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        country: input.country,
        callbackURL: '/auth?confirmed=1',
      }),
    );
    // two sign-ups racing with one new e-mail: the loser is told what happened, like any later one
    if (response.status === 422) {
      const [raced] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (raced)
        return c.json(errorBody('USER_ALREADY_EXISTS', accountAnswers('alreadyRegistered')), 422);
    }
    return response;
  });

  // the same strength rules as sign-up; better-auth itself checks only the length. The browser that
  // completes a reset has proven it holds the account's mail: it becomes known to the account.
  app.post('/reset-password', jsonBody(ResetPasswordSchema), async (c) => {
    const { token, newPassword } = c.req.valid('json');
    const email = await resetTokenEmail(auth, db, token);
    const response = await answer(await forward(c, { token, newPassword }));
    if (response.status === 200 && email) {
      await forgiveFailures(db, { email, ipAddress: c.var.clientIp, deviceId: null });
      rememberBrowser(c, response, email);
    }
    return response;
  });

  app.post('/sign-in/email', jsonBody(SignInSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const ipAddress = c.var.clientIp;
    const deviceId = knownDeviceId(c, deviceKey, email);
    const decision = await beginSignInAttempt(db, { email, ipAddress, deviceId });
    if (!decision.isAllowed) {
      await recordSecurityEvent(db, {
        type: 'FAILED_LOGIN',
        ipAddress,
        details: {
          email,
          count: decision.failuresBefore,
          throttled: true,
          knownDevice: !!deviceId,
        },
      });
      return c.json(
        errorBody(API_ERROR_CODES.tooManyAttempts, accountAnswers('tooManyAttempts')),
        429,
      );
    }
    const response = await answer(await forward(c, { email, password }));
    if (response.status === 200) {
      await forgiveFailures(db, { email, ipAddress, deviceId });
      rememberBrowser(c, response, email);
      await recordSecurityEvent(db, {
        type: 'SUCCESSFUL_LOGIN',
        userId: await userIdFrom(response),
        ipAddress,
        details: { email, count: decision.failuresBefore },
      });
    } else if (response.status === 401) {
      const count = decision.failuresBefore + 1;
      await recordSecurityEvent(db, {
        type: 'FAILED_LOGIN',
        ipAddress,
        details: { email, count, knownDevice: !!deviceId },
      });
      // docs/product/owner-area.md §9 Limits: the fifth failure in a row is an event of its own, once per run
      if (count === SECURITY_MONITORS.failedSignIns) {
        await recordSecurityEvent(db, {
          type: 'REPEATED_FAILED_LOGINS',
          ipAddress,
          details: { email, count, knownDevice: !!deviceId },
        });
      }
    } else {
      // not a wrong password (an unconfirmed e-mail, say): it does not count against the account
      await discardAttempt(db, decision.attemptId);
    }
    return response;
  });

  // better-auth takes its extra user fields unchecked; the database would refuse a bad country
  app.post('/update-user', jsonBody(UpdateUserSchema), async (c) => {
    const input = c.req.valid('json');
    return answer(await forward(c, input));
  });

  app.on(['GET', 'POST'], '/*', async (c) => answer(await forward(c)));
  return app;
}
