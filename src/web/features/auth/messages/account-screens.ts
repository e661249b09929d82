import { catalogue } from '@shared/i18n/translate';

/** The account screens' words: sign-up, sign-in and its code, a forgotten password, confirmations. */
export const accountText = catalogue('account-screens', {
  en: () => import('./account-screens.en.json'),
  sw: () => import('./account-screens.sw.json'),
});
