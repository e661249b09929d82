import { catalogue } from '@shared/i18n/translate';

/** The booking page's parts beside the steps: the photos, how to book, dead ends, not taking bookings. */
export const pagesText = catalogue('booking-pages', {
  en: () => import('./booking-pages.en.json'),
  sw: () => import('./booking-pages.sw.json'),
});
