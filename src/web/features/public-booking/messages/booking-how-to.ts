import { catalogue } from '@shared/i18n/translate';

/** The booking page's steps to book, in short. */
export const howToText = catalogue('booking-how-to', {
  en: () => import('./booking-how-to.en.json'),
  sw: () => import('./booking-how-to.sw.json'),
});
