import { catalogue } from '../i18n/translate';

/** The rules' words for a payment request: the M-Pesa number, a payment system that is away. */
export const paymentRules = catalogue('payment-rules', {
  en: () => import('./payment-rules.en.json'),
  sw: () => import('./payment-rules.sw.json'),
});
