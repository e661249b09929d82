import { createMiddleware } from 'hono/factory';
import { DEFAULT_LOCALE, isLocale, localeOfCookies } from '@shared/i18n/locales';
import type { AppEnv, SessionUser } from '../http/context';
import { ApiError } from '../http/errors';
import { inLocale, rememberLocale } from '../i18n/request-locale';
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
    locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
  };
}

/** Every owner endpoint sits behind this: no session cookie, no answer but 401. */
export function requireSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ApiError(401, 'unauthenticated', accountAnswers('signInRequired'));
    const user = toSessionUser(session.user);
    c.set('user', user);
    c.set('sessionId', session.session.id);
    c.set('locale', user.locale);
    // a signed-in person reads the language of their account, and the device they use follows it
    if (localeOfCookies(c.req.header('cookie')) !== user.locale) rememberLocale(c, user.locale);
    await inLocale(user.locale, () => next());
  });
}
