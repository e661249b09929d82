import { catalogue } from '../i18n/translate';

/** The reviews' rules and notices, for the API and the screens alike. */
export const reviewRules = catalogue('review-rules', {
  en: () => import('./review-rules.en.json'),
  sw: () => import('./review-rules.sw.json'),
});
