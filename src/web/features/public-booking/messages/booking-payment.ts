import { catalogue } from '@shared/i18n/translate';

/** The last booking step's words: the last look, paying, the ticket, a cancelled booking. */
export const paymentText = catalogue('booking-payment', {
  en: () => import('./booking-payment.en.json'),
  sw: () => import('./booking-payment.sw.json'),
});
