import { catalogue } from '@shared/i18n/translate';

/** The server's words on the account routes: its own refusals, and the account library's it passes on. */
export const accountAnswers = catalogue('account-answers', {
  en: () => import('./account-answers.en.json'),
  sw: () => import('./account-answers.sw.json'),
});
