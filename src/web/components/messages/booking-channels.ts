import { catalogue } from '@shared/i18n/translate';

/** The channel a booking came from, as the owner area names it on a badge or a count. */
export const channelText = catalogue('booking-channels', {
  en: () => import('./booking-channels.en.json'),
  sw: () => import('./booking-channels.sw.json'),
});
