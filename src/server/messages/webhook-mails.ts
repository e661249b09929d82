import { catalogue } from '@shared/i18n/translate';

/**
 * The owner's mail when the webhook sender switches an endpoint off (src/server/webhooks/
 * disabled-mail.ts), in the language of the owner's account.
 */
export const webhookMails = catalogue('webhook-mails', {
  en: () => import('./webhook-mails.en.json'),
  sw: () => import('./webhook-mails.sw.json'),
});
