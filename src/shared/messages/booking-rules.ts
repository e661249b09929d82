import { catalogue } from '../i18n/translate';

/** What the public hears when a booking cannot be made: said by the booking page and the server alike. */
export const bookingRules = catalogue('booking-rules', {
  en: () => import('./booking-rules.en.json'),
  sw: () => import('./booking-rules.sw.json'),
});
