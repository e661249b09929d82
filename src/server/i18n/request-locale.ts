import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  localeOfCookies,
  negotiateLocale,
  type Locale,
} from '@shared/i18n/locales';
import { cataloguesLoaded } from '@shared/i18n/loading';
import { setLocaleSource } from '@shared/i18n/current-locale';
import type { AppEnv } from '../http/context';
import { compileCataloguesAsRead } from './compile-messages';

/**
 * The server speaks each person's language (docs/decisions/0071): the language of the request being
 * answered, or of the person a message is sent to, held for everything that runs on its behalf.
 */
const spoken = new AsyncLocalStorage<Locale>();

compileCataloguesAsRead();
setLocaleSource(() => spoken.getStore() ?? DEFAULT_LOCALE);

/** Runs `work` in `locale`: every message it asks for, at once or later, is in that language. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return spoken.run(locale, work);
}

/** A request's language: the device's choice (its cookie), else the browser's Accept-Language. */
export function requestLocale(headers: { cookie?: string | null; acceptLanguage?: string | null }) {
  return localeOfCookies(headers.cookie) ?? negotiateLocale(headers.acceptLanguage);
}

/** A year: the choice outlives a phone's cleared tabs, and browsers cap a cookie at 400 days. */
const KEPT_FOR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps a device's choice of language in its cookie. Readable by the page (it is no secret), sent
 * with every request, and set only by the server: by a page asked for with `?lang=`, or the owner's
 * choice saved to their account.
 */
export function rememberLocale(c: Context, locale: Locale): void {
  setCookie(c, LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: KEPT_FOR_SECONDS,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  });
}

/** The language a page's address asks for (`?lang=sw`): how a shared link keeps its language. */
function askedByAddress(c: Context): Locale | null {
  if (c.req.method !== 'GET' || c.req.path.startsWith('/api/')) return null;
  const asked = c.req.query('lang');
  return isLocale(asked) ? asked : null;
}

/**
 * Answers each request in its language: API refusals, field messages and pages. A page's address
 * may name it (`?lang=`), which a link shared from a page in that language carries, and which the
 * device then keeps. An API answer says which in Content-Language (its data is the same in both;
 * only its words differ, and an answer with words, a refusal, is never stored by a cache).
 */
export function speakTheRequestLanguage() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const asked = askedByAddress(c);
    const locale =
      asked ??
      requestLocale({
        cookie: c.req.header('cookie'),
        acceptLanguage: c.req.header('accept-language'),
      });
    if (asked && asked !== localeOfCookies(c.req.header('cookie'))) rememberLocale(c, asked);
    c.set('locale', locale);
    // loaded once, at start-up: from then on this is a promise already kept
    await cataloguesLoaded();
    await inLocale(locale, () => next());
    if (!c.req.path.startsWith('/api/')) return;
    try {
      // a signed-in owner's account may have named another (src/server/auth/session.ts)
      c.res.headers.set('Content-Language', c.get('locale'));
    } catch {
      // an answer built with immutable headers (a redirect) carries no words
    }
  });
}
