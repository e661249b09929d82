import { catalogue } from '@shared/i18n/translate';

/** The subscription page's words: the current plan, its notices, paying for a plan, and the payment options. */
export const subscriptionText = catalogue('subscription-screens', {
  en: () => import('./subscription-screens.en.json'),
  sw: () => import('./subscription-screens.sw.json'),
});
