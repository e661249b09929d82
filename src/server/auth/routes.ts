import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { ResetPasswordSchema, SignInSchema, SignUpSchema } from '@shared/auth';
import { recordSecurityEvent } from '../audit/security-events';
import type { Database } from '../db/database';
import { users } from '../db/schema/auth';
import type { AppEnv } from '../http/context';
import { errorBody } from '../http/errors';
import { parseWith, readJsonBody } from '../http/validation';
import { CLIENT_IP_HEADER, type Auth } from './better-auth';
import { beginSignInAttempt, discardAttempt, forgiveFailures } from './sign-in-guard';

/** The request as better-auth should see it: our client address in its header, and the body given. */
function forward(c: Context<AppEnv>, body?: unknown): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  if (body === undefined) return new Request(c.req.raw, { headers });
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(c.req.url, { method: c.req.method, headers, body: JSON.stringify(body) });
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
 * per-account throttle and the security events).
 */
export function authRoutes({ auth, db }: { auth: Auth; db: Database }) {
  const app = new Hono<AppEnv>();

  app.post('/sign-up/email', async (c) => {
    const input = parseWith(SignUpSchema, await readJsonBody(c));
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email));
    if (existing) return c.json(errorBody('USER_ALREADY_EXISTS', 'User already registered'), 422);
    const response = await auth.handler(
      forward(c, {
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
      if (raced) return c.json(errorBody('USER_ALREADY_EXISTS', 'User already registered'), 422);
    }
    return response;
  });

  // the same strength rules as sign-up; better-auth itself checks only the length
  app.post('/reset-password', async (c) => {
    const { token, newPassword } = parseWith(ResetPasswordSchema, await readJsonBody(c));
    return auth.handler(forward(c, { token, newPassword }));
  });

  app.post('/sign-in/email', async (c) => {
    const { email, password } = parseWith(SignInSchema, await readJsonBody(c));
    const ipAddress = c.var.clientIp;
    const decision = await beginSignInAttempt(db, { email, ipAddress });
    if (!decision.isAllowed) {
      await recordSecurityEvent(db, {
        type: 'FAILED_LOGIN',
        description: `Sign-in refused for ${email}: too many failed attempts`,
        ipAddress,
        details: { email, count: decision.failuresBefore, throttled: true },
      });
      return c.json(errorBody('TOO_MANY_REQUESTS', 'Too many requests'), 429);
    }
    const response = await auth.handler(forward(c, { email, password }));
    if (response.status === 200) {
      await forgiveFailures(db, email);
      await recordSecurityEvent(db, {
        type: 'SUCCESSFUL_LOGIN',
        description: `Signed in: ${email}`,
        userId: await userIdFrom(response),
        ipAddress,
        details: { email, count: decision.failuresBefore },
      });
    } else if (response.status === 401) {
      const count = decision.failuresBefore + 1;
      await recordSecurityEvent(db, {
        type: 'FAILED_LOGIN',
        description: `Wrong e-mail or password for ${email} (${count} in a row)`,
        ipAddress,
        details: { email, count },
      });
    } else {
      // not a wrong password (an unconfirmed e-mail, say): it does not count against the account
      await discardAttempt(db, decision.attemptId);
    }
    return response;
  });

  app.on(['GET', 'POST'], '/*', (c) => auth.handler(forward(c)));
  return app;
}
