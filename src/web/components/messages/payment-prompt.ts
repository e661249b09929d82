import { catalogue } from '@shared/i18n/translate';

/** The two ways to pay and the M-Pesa prompt's wait, on the booking page's payment step and the subscription checkout. */
export const paymentText = catalogue('payment-prompt', {
  en: () => import('./payment-prompt.en.json'),
  sw: () => import('./payment-prompt.sw.json'),
});
