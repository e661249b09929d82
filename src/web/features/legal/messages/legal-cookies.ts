import { catalogue } from '@shared/i18n/translate';

/** The Cookie Policy and its list of what the site keeps in the browser. */
export const cookiesText = catalogue('legal-cookies', {
  en: () => import('./legal-cookies.en.json'),
  sw: () => import('./legal-cookies.sw.json'),
});
