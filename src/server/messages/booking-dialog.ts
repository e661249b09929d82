import { catalogue } from '@shared/i18n/translate';

/** What the booking dialog says on WhatsApp and USSD, in the client's language (src/server/dialog). */
export const dialogText = catalogue('booking-dialog', {
  en: () => import('./booking-dialog.en.json'),
  sw: () => import('./booking-dialog.sw.json'),
});
