import { catalogue } from '@shared/i18n/translate';

/** The Privacy Policy: what personal data is collected, why, who sees it, and people's rights. */
export const privacyText = catalogue('legal-privacy', {
  en: () => import('./legal-privacy.en.json'),
  sw: () => import('./legal-privacy.sw.json'),
});
