import { catalogue } from '@shared/i18n/translate';

/** The booking page's dead ends: a bad link, a business not there, a page that did not load. */
export const deadEndText = catalogue('booking-dead-ends', {
  en: () => import('./booking-dead-ends.en.json'),
  sw: () => import('./booking-dead-ends.sw.json'),
});
