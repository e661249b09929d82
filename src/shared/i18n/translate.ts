import { awaitLoad } from './loading';
import { currentLocale, IS_BROWSER } from './current-locale';
import { LOCALES, type Locale } from './locales';

/**
 * The one way text reaches a person (docs/decisions/0071). Messages live in catalogues, a pair of
 * JSON files per part of the product (`name.en.json`, `name.sw.json`), written in ICU MessageFormat
 * and compiled to functions by messageformat: at build time for the browser
 * (scripts/catalogues-plugin.ts), once when first used on the server. Code asks for a message by
 * its id through the catalogue's translate function, whose ids are checked against the English
 * file, and gets it in the current language.
 */

/** Values a message's placeholders take. */
export type MessageValues = Record<string, string | number | Date>;

/** A catalogue's `t`: its ids are the English file's keys. */
export type Translate<C> = (id: Extract<keyof C, string>, values?: MessageValues) => string;

/** A message compiled to a function of its placeholders' values. */
type Message = (values?: MessageValues) => string;
type Compile = (locale: Locale, message: string) => Message;

let compile: Compile | undefined;
const messages = new Map<Locale, Map<string, Message | string>>(LOCALES.map((l) => [l, new Map()]));

/**
 * Messages that come as written, not compiled (the server reads the JSON files as they are): each
 * is compiled the first time it is used. The browser's are compiled at build time and never need
 * this, so the compiler is not shipped to it.
 */
export function compileMessagesWith(compiler: Compile): void {
  compile = compiler;
}

function message(locale: Locale, id: string): Message {
  const held = messages.get(locale)?.get(id);
  if (typeof held === 'function') return held;
  if (held === undefined || !compile) return () => id;
  const compiled = compile(locale, held);
  messages.get(locale)?.set(id, compiled);
  return compiled;
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
  for (const locale of IS_BROWSER ? [currentLocale()] : LOCALES) {
    awaitLoad(() =>
      files[locale]().then(({ default: catalogueFile }) => {
        const held = messages.get(locale);
        for (const [id, text] of Object.entries(catalogueFile as Record<string, Message | string>))
          held?.set(`${name}.${id}`, text);
      }),
    );
  }
  return (id, values) => message(currentLocale(), `${name}.${id}`)(values);
}
