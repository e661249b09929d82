import { catalogue } from '@shared/i18n/translate';

/** The Safety Guidelines: tips, red flags, emergency numbers and how to reach support. */
export const safetyText = catalogue('safety-page', {
  en: () => import('./safety-page.en.json'),
  sw: () => import('./safety-page.sw.json'),
});
