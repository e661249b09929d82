import { catalogue } from '@shared/i18n/translate';

/** The Payouts tab's words: the payout status, the payout details form and what became of its verification. */
export const payoutsText = catalogue('payouts-screens', {
  en: () => import('./payouts-screens.en.json'),
  sw: () => import('./payouts-screens.sw.json'),
});
