import { catalogue } from '../i18n/translate';

/** Why a business is not on Discover, as its owner is told (src/shared/discover-listing.ts). */
export const discoverListingText = catalogue('discover-listing', {
  en: () => import('./discover-listing.en.json'),
  sw: () => import('./discover-listing.sw.json'),
});
