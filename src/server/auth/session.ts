import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../http/context';
import { ApiError } from '../http/errors';
import { accountAnswers } from '../messages/account-answers';
import type { Auth } from './better-auth';

function toSessionUser(
  user: Record<string, unknown> & { id: string; email: string; name: string },
): SessionUser {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    country: text(user.country),
  };
}

/** Every owner endpoint sits behind this: no session cookie, no answer but 401. */
export function requireSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ApiError(401, 'unauthenticated', accountAnswers('signInRequired'));
    c.set('user', toSessionUser(session.user));
    c.set('sessionId', session.session.id);
    await next();
  });
}
