import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue file: `name.en.json`, `name.sw.json` (src/shared/i18n/translate.ts). */
export const CATALOGUE_FILE = /\.(en|sw)\.json$/;

/**
 * Compiles each catalogue's ICU messages with Lingui at build time (docs/decisions/0071), so the
 * browser gets messages ready to fill in and never the parser. The output is still JSON (Lingui's
 * compiled form is arrays and strings), which the bundler then makes a module of as usual.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'miadi-compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id.split('?')[0] ?? '')) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
