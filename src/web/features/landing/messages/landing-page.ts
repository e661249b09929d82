import { catalogue } from '@shared/i18n/translate';

/** The home page's words: the hero, the sample businesses, features, how it works, pricing, the closing call. */
export const landingText = catalogue('landing-page', {
  en: () => import('./landing-page.en.json'),
  sw: () => import('./landing-page.sw.json'),
});
