import { catalogue } from '@shared/i18n/translate';

/** The waitlist (src/server/waitlist): the offer's messages and the API's answers. */
export const waitlistText = catalogue('waitlist-texts', {
  en: () => import('./waitlist-texts.en.json'),
  sw: () => import('./waitlist-texts.sw.json'),
});
