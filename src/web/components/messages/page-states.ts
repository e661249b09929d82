import { catalogue } from '@shared/i18n/translate';

/** The not-found page, and what a panel says when its data could not be loaded. */
export const pageStateText = catalogue('page-states', {
  en: () => import('./page-states.en.json'),
  sw: () => import('./page-states.sw.json'),
});
