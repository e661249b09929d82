import { AsyncLocalStorage } from 'node:async_hooks';
import MessageFormat from '@messageformat/core';
import { createMiddleware } from 'hono/factory';
import {
  DEFAULT_LOCALE,
  localeOfCookies,
  negotiateLocale,
  type Locale,
} from '@shared/i18n/locales';
import { cataloguesLoaded } from '@shared/i18n/loading';
import { compileMessagesWith, setLocaleSource } from '@shared/i18n/translate';

/**
 * The server speaks each person's language (docs/decisions/0071): the language of the request being
 * answered, or of the person a message is sent to, held for everything that runs on its behalf.
 */
const spoken = new AsyncLocalStorage<Locale>();

// the server reads catalogues as written; each message is compiled the first time it is used
const formats = new Map<Locale, MessageFormat<'string'>>();
compileMessagesWith((locale, message) => {
  let format = formats.get(locale);
  if (!format) {
    format = new MessageFormat<'string'>(locale, { returnType: 'string' });
    formats.set(locale, format);
  }
  return format.compile(message);
});
setLocaleSource(() => spoken.getStore() ?? DEFAULT_LOCALE);

/** Runs `work` in `locale`: every message it asks for, at once or later, is in that language. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return spoken.run(locale, work);
}

/** A request's language: the device's choice (its cookie), else the browser's Accept-Language. */
export function requestLocale(headers: { cookie?: string | null; acceptLanguage?: string | null }) {
  return localeOfCookies(headers.cookie) ?? negotiateLocale(headers.acceptLanguage);
}

/**
 * Answers each request in its language: API refusals, field messages and pages. An API answer says
 * which in Content-Language (its data is the same in both; only its words differ, and an answer
 * with words, a refusal, is never stored by a cache).
 */
export function speakTheRequestLanguage() {
  return createMiddleware(async (c, next) => {
    const locale = requestLocale({
      cookie: c.req.header('cookie'),
      acceptLanguage: c.req.header('accept-language'),
    });
    // loaded once, at start-up: from then on this is a promise already kept
    await cataloguesLoaded();
    await inLocale(locale, () => next());
    if (!c.req.path.startsWith('/api/')) return;
    try {
      c.res.headers.set('Content-Language', locale);
    } catch {
      // an answer built with immutable headers (a redirect) carries no words
    }
  });
}
