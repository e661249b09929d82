import { catalogue } from '@shared/i18n/translate';

/** The Terms of Service, with its sections on plans, billing and payouts. */
export const termsText = catalogue('legal-terms', {
  en: () => import('./legal-terms.en.json'),
  sw: () => import('./legal-terms.sw.json'),
});
