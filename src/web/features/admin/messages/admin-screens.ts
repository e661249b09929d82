import { catalogue } from '@shared/i18n/translate';

/** The admin area's words: its tabs, the businesses, payout details, security events and roles panels. */
export const adminText = catalogue('admin-screens', {
  en: () => import('./admin-screens.en.json'),
  sw: () => import('./admin-screens.sw.json'),
});
