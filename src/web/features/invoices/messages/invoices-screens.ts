import { catalogue } from '@shared/i18n/translate';

/** The invoices pages' words: the list and an invoice's line, the Create/Edit sheet and its form, and the printable invoice. */
export const invoicesText = catalogue('invoices-screens', {
  en: () => import('./invoices-screens.en.json'),
  sw: () => import('./invoices-screens.sw.json'),
});
