import { catalogue } from '../i18n/translate';

/** The front desk's booking rules' words: the list's and forms' checks, refusals and toasts, shared by the screens and the server. */
export const ownerBookingRules = catalogue('owner-booking-rules', {
  en: () => import('./owner-booking-rules.en.json'),
  sw: () => import('./owner-booking-rules.sw.json'),
});
