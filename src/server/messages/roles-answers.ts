import { catalogue } from '@shared/i18n/translate';

/** The refusals of the admin area's role check, in the language of the request. */
export const rolesAnswers = catalogue('roles-answers', {
  en: () => import('./roles-answers.en.json'),
  sw: () => import('./roles-answers.sw.json'),
});
