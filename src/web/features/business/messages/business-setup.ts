import { catalogue } from '@shared/i18n/translate';

/**
 * The words of setting up a business and of the parts Settings shares with it: onboarding, the
 * no-business card, the categories, the place search, the week's hours and the Discover notice.
 */
export const businessSetupText = catalogue('business-setup', {
  en: () => import('./business-setup.en.json'),
  sw: () => import('./business-setup.sw.json'),
});
