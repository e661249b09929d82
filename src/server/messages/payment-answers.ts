import { catalogue } from '@shared/i18n/translate';

/**
 * The server's words about a payment: why a booking cannot be paid or refunded, what a payer is
 * told while the M-Pesa prompt is open, and why payout details were not accepted.
 */
export const paymentAnswers = catalogue('payment-answers', {
  en: () => import('./payment-answers.en.json'),
  sw: () => import('./payment-answers.sw.json'),
});
