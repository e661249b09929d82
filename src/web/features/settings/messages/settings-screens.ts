import { catalogue } from '@shared/i18n/translate';

/**
 * The Settings page's words: its tabs, the booking link, logo, profile and hours cards, the General,
 * Location and Notifications tabs.
 */
export const settingsText = catalogue('settings-screens', {
  en: () => import('./settings-screens.en.json'),
  sw: () => import('./settings-screens.sw.json'),
});
