import { catalogue } from '@shared/i18n/translate';

/** The booking page's words while the business takes no online bookings. */
export const closedText = catalogue('booking-closed', {
  en: () => import('./booking-closed.en.json'),
  sw: () => import('./booking-closed.sw.json'),
});
