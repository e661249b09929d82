import { catalogue } from '@shared/i18n/translate';

/** The booking page's own words on its first paint: the business, its services, the panel's heading. */
export const bookingPageText = catalogue('booking-page', {
  en: () => import('./booking-page.en.json'),
  sw: () => import('./booking-page.sw.json'),
});
