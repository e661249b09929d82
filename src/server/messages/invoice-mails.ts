import { catalogue } from '@shared/i18n/translate';

/** The invoice e-mail to a client (src/server/mail/invoice-email.ts), in the client's language. */
export const invoiceMails = catalogue('invoice-mails', {
  en: () => import('./invoice-mails.en.json'),
  sw: () => import('./invoice-mails.sw.json'),
});
