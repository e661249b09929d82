import { catalogue } from '@shared/i18n/translate';

/** The client's own booking page: what was booked, and moving or cancelling it. */
export const clientLinkText = catalogue('client-link-screens', {
  en: () => import('./client-link-screens.en.json'),
  sw: () => import('./client-link-screens.sw.json'),
});
