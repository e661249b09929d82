import { catalogue } from '../i18n/translate';

/** The names of the platform's roles, as the admin area shows them. */
export const roleRulesText = catalogue('role-rules', {
  en: () => import('./role-rules.en.json'),
  sw: () => import('./role-rules.sw.json'),
});
