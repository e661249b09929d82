import MessageFormat from '@messageformat/core';
import type { Locale } from '@shared/i18n/locales';
import { compileMessagesWith } from '@shared/i18n/translate';

/**
 * Catalogues read as written, outside the browser's build: the server's, and those a test process
 * reads (unit tests, journeys that name the words they expect). Each message is compiled by
 * messageformat the first time it is used (docs/decisions/0071).
 */
export function compileCataloguesAsRead(): void {
  const formats = new Map<Locale, MessageFormat<'string'>>();
  compileMessagesWith((locale, message) => {
    let format = formats.get(locale);
    if (!format) {
      format = new MessageFormat<'string'>(locale, { returnType: 'string' });
      formats.set(locale, format);
    }
    return format.compile(message);
  });
}
