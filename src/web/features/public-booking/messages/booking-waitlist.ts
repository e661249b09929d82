import { catalogue } from '@shared/i18n/translate';

/** Joining the waitlist from the booking page, where the time a client wants is taken. */
export const waitlistJoinText = catalogue('booking-waitlist', {
  en: () => import('./booking-waitlist.en.json'),
  sw: () => import('./booking-waitlist.sw.json'),
});
