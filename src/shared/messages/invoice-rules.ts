import { catalogue } from '../i18n/translate';

/** The invoice rules' words: statuses, the form's and the API's checks, refusals and the invoices toasts. */
export const invoiceRules = catalogue('invoice-rules', {
  en: () => import('./invoice-rules.en.json'),
  sw: () => import('./invoice-rules.sw.json'),
});
