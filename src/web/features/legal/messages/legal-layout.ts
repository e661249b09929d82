import { catalogue } from '@shared/i18n/translate';

/** The words every legal page shares: its label, its date and its contents. */
export const legalText = catalogue('legal-layout', {
  en: () => import('./legal-layout.en.json'),
  sw: () => import('./legal-layout.sw.json'),
});
