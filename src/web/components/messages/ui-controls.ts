import { catalogue } from '@shared/i18n/translate';

/** The shared controls' own words: a dialog's Close and Cancel, Delete and its question, the pager. */
export const controlText = catalogue('ui-controls', {
  en: () => import('./ui-controls.en.json'),
  sw: () => import('./ui-controls.sw.json'),
});
