import { catalogue } from '@shared/i18n/translate';

/** The theme button's names for each theme, in the site's header and the owner area. */
export const themeText = catalogue('theme-toggle', {
  en: () => import('./theme-toggle.en.json'),
  sw: () => import('./theme-toggle.sw.json'),
});
