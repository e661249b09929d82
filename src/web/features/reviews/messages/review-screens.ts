import { catalogue } from '@shared/i18n/translate';

/** The reviews' screens: the client's review page, the booking page's reviews, the owner's and the admins'. */
export const reviewText = catalogue('review-screens', {
  en: () => import('./review-screens.en.json'),
  sw: () => import('./review-screens.sw.json'),
});
