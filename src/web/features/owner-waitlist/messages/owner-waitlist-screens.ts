import { catalogue } from '@shared/i18n/translate';

/** The owner's waitlist screen: a day's queue, offering a place by hand, removing a client. */
export const waitlistText = catalogue('owner-waitlist-screens', {
  en: () => import('./owner-waitlist-screens.en.json'),
  sw: () => import('./owner-waitlist-screens.sw.json'),
});
