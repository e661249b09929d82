import { catalogue } from '../i18n/translate';

/** What a review says of its booking, and of the rating leaving it out (src/shared/review-rating.ts). */
export const reviewRatingText = catalogue('review-rating', {
  en: () => import('./review-rating.en.json'),
  sw: () => import('./review-rating.sw.json'),
});
