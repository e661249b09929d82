import { catalogue } from '@shared/i18n/translate';

/** The server's own words on the admin routes, beside the admin rules' refusals it shares with the screens. */
export const adminAnswers = catalogue('admin-answers', {
  en: () => import('./admin-answers.en.json'),
  sw: () => import('./admin-answers.sw.json'),
});
