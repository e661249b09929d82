import { catalogue } from '../i18n/translate';

/** The exports' words: the lists' names and messages, and each CSV file's headers and labels. */
export const exportsText = catalogue('exports', {
  en: () => import('./exports.en.json'),
  sw: () => import('./exports.sw.json'),
});
