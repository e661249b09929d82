import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { awaitLoad } from './loading';
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  LOCALES,
  isLocale,
  localeOfCookies,
  type Locale,
} from './locales';

/**
 * The one way text reaches a person (docs/decisions/0071). Messages live in catalogues, a pair of
 * JSON files per part of the product (`name.en.json`, `name.sw.json`), written in ICU MessageFormat
 * and compiled by Lingui: at build time for the browser (vite.config.ts), once when first used on
 * the server. Code asks for a message by its id through the catalogue's `t`, whose ids are checked
 * against the English file, and gets it in the current language.
 */

/** Values a message's placeholders take. */
export type MessageValues = Record<string, string | number | Date>;

/** A catalogue's `t`: its ids are the English file's keys. */
export type Translate<C> = (id: Extract<keyof C, string>, values?: MessageValues) => string;

type Source = () => Locale;

/** The page's language in a browser: the device's choice, else the one the server wrote. */
function pageLocale(): Locale {
  const chosen = localeOfCookies(document.cookie);
  if (chosen) return chosen;
  const written = document.documentElement.lang;
  return isLocale(written) ? written : DEFAULT_LOCALE;
}

const isBrowser = typeof document !== 'undefined';
let source: Source = isBrowser ? pageLocale : () => DEFAULT_LOCALE;

/**
 * Where the current language comes from. A browser page has one, read from the page; the server
 * sets a source that reads the request's (src/server/i18n.ts), so each request and each message it
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

type Compiler = Parameters<I18n['setMessagesCompiler']>[0];
let compiler: Compiler | undefined;
const i18ns = new Map<Locale, I18n>();

function i18nOf(locale: Locale): I18n {
  let i18n = i18ns.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    if (compiler) i18n.setMessagesCompiler(compiler);
    i18ns.set(locale, i18n);
  }
  return i18n;
}

/**
 * Messages that come as written, not compiled (the server reads the JSON files as they are): each
 * is compiled once, the first time it is used. The browser's are compiled at build time and never
 * need this, so the compiler is not shipped to it.
 */
export function compileMessagesWith(compile: (message: string) => unknown): void {
  const cache = new Map<string, ReturnType<Compiler>>();
  compiler = (message) => {
    let compiled = cache.get(message);
    if (!compiled) {
      compiled = compile(message) as ReturnType<Compiler>;
      cache.set(message, compiled);
    }
    return compiled;
  };
  for (const i18n of i18ns.values()) i18n.setMessagesCompiler(compiler);
}

type CatalogueFile<C> = Promise<{ default: C }>;
/** A catalogue's files, one loader each: only the languages needed are ever fetched. */
export type CatalogueFiles<C> = { en: () => CatalogueFile<C> } & {
  [L in Exclude<Locale, 'en'>]: () => CatalogueFile<Record<keyof C, string>>;
};

/**
 * The catalogue `name` and its translate function, whose ids are the English file's keys (held
 * apart from other catalogues' as `name.id`). Its files start loading at once: in a browser the
 * page's language only, on the server (and in its rendering of pages) every language, as it speaks
 * to each person in theirs. No text is shown before cataloguesLoaded() has resolved.
 */
export function catalogue<C extends Record<string, string>>(
  name: string,
  files: CatalogueFiles<C>,
): Translate<C> {
  for (const locale of isBrowser ? [currentLocale()] : LOCALES) {
    awaitLoad(() =>
      files[locale]().then(({ default: messages }) => {
        const held = Object.fromEntries(
          Object.entries(messages).map(([id, message]) => [`${name}.${id}`, message]),
        );
        i18nOf(locale).load(locale, held as Messages);
      }),
    );
  }
  return (id, values) => i18nOf(currentLocale())._(`${name}.${id}`, values);
}
