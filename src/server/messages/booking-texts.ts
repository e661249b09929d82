import { catalogue } from '@shared/i18n/translate';

/**
 * The SMS texts a booking causes, and the words WhatsApp templates carry as parameters
 * (src/server/messaging/texts.ts). Each text is one GSM-7 segment in both languages: ASCII only,
 * and a Kiswahili variant no harder to fit than its English one (texts.test.ts).
 */
export const bookingTexts = catalogue('booking-texts', {
  en: () => import('./booking-texts.en.json'),
  sw: () => import('./booking-texts.sw.json'),
});
