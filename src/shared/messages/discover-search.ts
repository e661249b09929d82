import { catalogue } from '../i18n/translate';

/** Discover's search rules, as the API refuses a query (src/shared/discover.ts). */
export const discoverSearchText = catalogue('discover-search', {
  en: () => import('./discover-search.en.json'),
  sw: () => import('./discover-search.sw.json'),
});
