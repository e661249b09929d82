import { catalogue } from '@shared/i18n/translate';

/** The bookings pages' words: the day's list, its filters, a booking's line and menu, New Booking and Move booking. */
export const bookingsText = catalogue('owner-bookings-screens', {
  en: () => import('./owner-bookings-screens.en.json'),
  sw: () => import('./owner-bookings-screens.sw.json'),
});
