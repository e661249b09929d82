import { catalogue } from '../i18n/translate';

/** The account rules' words and the account screens' answers, shared by the forms and the server. */
export const account = catalogue('account', {
  en: () => import('./account.en.json'),
  sw: () => import('./account.sw.json'),
});
