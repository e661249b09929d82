import { catalogue } from '@shared/i18n/translate';

/** The booking steps' words: details, date and time, staff, payment, the ticket and its notices. */
export const stepsText = catalogue('booking-steps', {
  en: () => import('./booking-steps.en.json'),
  sw: () => import('./booking-steps.sw.json'),
});
