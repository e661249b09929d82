import { catalogue } from '../i18n/translate';

/** The rules' words for what a person types, shared by every form and the server's refusals. */
export const forms = catalogue('forms', {
  en: () => import('./forms.en.json'),
  sw: () => import('./forms.sw.json'),
});
