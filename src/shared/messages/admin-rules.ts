import { catalogue } from '../i18n/translate';

/** The admin area's rules' words: its checks and refusals, and the toasts its screens show. */
export const adminRules = catalogue('admin-rules', {
  en: () => import('./admin-rules.en.json'),
  sw: () => import('./admin-rules.sw.json'),
});
