import { catalogue } from '@shared/i18n/translate';

/** The built-in test provider's checkout page and its stand-in for the M-Pesa prompt. */
export const testCheckoutText = catalogue('test-checkout-page', {
  en: () => import('./test-checkout-page.en.json'),
  sw: () => import('./test-checkout-page.sw.json'),
});
