import { catalogue } from '@shared/i18n/translate';

/** The export buttons' and the dashboard's Export Data card's words. */
export const exportsScreensText = catalogue('exports-screens', {
  en: () => import('./exports-screens.en.json'),
  sw: () => import('./exports-screens.sw.json'),
});
