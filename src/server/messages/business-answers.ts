import { catalogue } from '@shared/i18n/translate';

/**
 * The server's own words on the owner's business routes and on image uploads, beside the business
 * rules' refusals it shares with the screens.
 */
export const businessAnswers = catalogue('business-answers', {
  en: () => import('./business-answers.en.json'),
  sw: () => import('./business-answers.sw.json'),
});
