import { catalogue } from '@shared/i18n/translate';

/**
 * The e-mails a booking causes (src/server/mail/booking-*.ts, refund-emails.ts) and the words of
 * its calendar event, each composed in its recipient's language (docs/decisions/0071).
 */
export const bookingMails = catalogue('booking-mails', {
  en: () => import('./booking-mails.en.json'),
  sw: () => import('./booking-mails.sw.json'),
});
