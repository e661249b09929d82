import { catalogue } from '@shared/i18n/translate';

/** The server's refusals to a client: the booking page's, their own booking link's and the review's. */
export const clientAnswers = catalogue('client-answers', {
  en: () => import('./client-answers.en.json'),
  sw: () => import('./client-answers.sw.json'),
});
