import { catalogue } from '@shared/i18n/translate';

/**
 * The server's words when a booking cannot be made or looked at: the booking page's refusals, the
 * client's own link, and what a client's WhatsApp chat with the business opens with.
 */
export const bookingAnswers = catalogue('booking-answers', {
  en: () => import('./booking-answers.en.json'),
  sw: () => import('./booking-answers.sw.json'),
});
