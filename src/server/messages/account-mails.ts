import { catalogue } from '@shared/i18n/translate';

/**
 * The mails from the Miadi team to an account holder (src/server/mail/account-emails.ts) and the
 * owner's 'renew soon' mail (src/server/subscriptions/renewal-mail.ts), each in the account's language.
 */
export const accountMails = catalogue('account-mails', {
  en: () => import('./account-mails.en.json'),
  sw: () => import('./account-mails.sw.json'),
});
