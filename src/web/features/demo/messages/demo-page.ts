import { catalogue } from '@shared/i18n/translate';

/** The demo page's words: its sign-in to the shared demo account and what to try there. */
export const demoText = catalogue('demo-page', {
  en: () => import('./demo-page.en.json'),
  sw: () => import('./demo-page.sw.json'),
});
