import { catalogue } from '@shared/i18n/translate';

/** The banner an owner whose business was deactivated reads on every owner page (the shell's, kept apart). */
export const deactivatedText = catalogue('deactivated-banner', {
  en: () => import('./deactivated-banner.en.json'),
  sw: () => import('./deactivated-banner.sw.json'),
});
