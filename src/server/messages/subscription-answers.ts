import { catalogue } from '@shared/i18n/translate';

/** The server's own words on the subscription routes, beside the subscription rules' it shares with the screen. */
export const subscriptionAnswers = catalogue('subscription-answers', {
  en: () => import('./subscription-answers.en.json'),
  sw: () => import('./subscription-answers.sw.json'),
});
