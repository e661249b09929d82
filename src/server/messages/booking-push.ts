import { catalogue } from '@shared/i18n/translate';

/** The owner's web push notifications of a booking (src/server/push/send.ts), in their language. */
export const bookingPush = catalogue('booking-push', {
  en: () => import('./booking-push.en.json'),
  sw: () => import('./booking-push.sw.json'),
});
