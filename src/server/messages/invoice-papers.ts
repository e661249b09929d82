import { catalogue } from '@shared/i18n/translate';

/**
 * The invoice as a document: the PDF sent with the invoice mail, in the language the mail is written
 * in, and the invoice's line, which the printable page shows in the owner's.
 */
export const invoicePapers = catalogue('invoice-papers', {
  en: () => import('./invoice-papers.en.json'),
  sw: () => import('./invoice-papers.sw.json'),
});
