import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, localeOfCookies, type Locale } from './locales';

/*
 * The language of the moment (docs/decisions/0071): a browser's page, or the request or person the
 * server is working for. Apart from the catalogues, so a page that only needs to know it (its
 * language switch) does not load them.
 */

type Source = () => Locale;

/** The page's language in a browser: the device's choice, else the one the server wrote. */
function pageLocale(): Locale {
  const chosen = localeOfCookies(document.cookie);
  if (chosen) return chosen;
  const written = document.documentElement.lang;
  return isLocale(written) ? written : DEFAULT_LOCALE;
}

/** Whether this runs in a browser, which shows one page in one language. */
export const IS_BROWSER = typeof document !== 'undefined';
// read once: a page keeps the language it opened in, even when the device's choice changes under it
// (an answer from the server setting the account's language), until it opens again
const opened = IS_BROWSER ? pageLocale() : DEFAULT_LOCALE;
let source: Source = () => opened;

/**
 * Where the current language comes from. A browser page has one, read from the page; the server
 * sets a source that reads the request's (src/server/i18n/request-locale.ts), so each request and each message it
 * sends is in its own person's language.
 */
export function setLocaleSource(next: Source): void {
  source = next;
}

export function currentLocale(): Locale {
  return source();
}

/** The Intl locale of the current language, for dates, numbers and money. */
export function intlLocale(locale: Locale = currentLocale()): string {
  return INTL_LOCALES[locale];
}
