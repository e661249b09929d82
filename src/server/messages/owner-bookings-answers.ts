import { catalogue } from '@shared/i18n/translate';

/** The server's own words on the owner-bookings routes, beside the booking rules' refusals it shares with the screens. */
export const ownerBookingsAnswers = catalogue('owner-bookings-answers', {
  en: () => import('./owner-bookings-answers.en.json'),
  sw: () => import('./owner-bookings-answers.sw.json'),
});
