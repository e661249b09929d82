import { catalogue } from '../i18n/translate';

/** The payout rules' words: the payout details' checks and toasts, shared by the Payouts tab, the Services page card and the API. */
export const payoutRules = catalogue('payout-rules', {
  en: () => import('./payout-rules.en.json'),
  sw: () => import('./payout-rules.sw.json'),
});
