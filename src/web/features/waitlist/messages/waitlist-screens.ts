import { catalogue } from '@shared/i18n/translate';

/** The client's own page of their wait: where they stand, the place held for them, leaving. */
export const waitlistText = catalogue('waitlist-screens', {
  en: () => import('./waitlist-screens.en.json'),
  sw: () => import('./waitlist-screens.sw.json'),
});
