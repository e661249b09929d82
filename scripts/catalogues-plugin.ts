import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

/** A catalogue file: `name.en.json`, `name.sw.json` (src/shared/i18n/translate.ts). */
export const CATALOGUE_FILE = /\.(en|sw)\.json$/;

/**
 * Compiles each catalogue's ICU messages to functions at build time (docs/decisions/0071), so the
 * browser gets a module of ready functions and a few hundred bytes of messageformat's runtime,
 * never the parser. The file becomes JavaScript, so the bundler no longer reads it as JSON.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'miadi-compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const locale = CATALOGUE_FILE.exec(id.split('?')[0] ?? '')?.[1];
      if (!locale) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      return {
        code: compileModule(new MessageFormat(locale), messages),
        map: null,
        moduleType: 'js',
      };
    },
  };
}
