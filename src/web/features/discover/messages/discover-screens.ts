import { catalogue } from '@shared/i18n/translate';

/** Discover's words: the page, its search and filters, the list and its cards, the map and its popups. */
export const discoverText = catalogue('discover-screens', {
  en: () => import('./discover-screens.en.json'),
  sw: () => import('./discover-screens.sw.json'),
});
