import { catalogue } from '@shared/i18n/translate';

/** The Earnings tab's words: periods, the summary and its notes, recent transactions, statuses, methods and Refund. */
export const earningsText = catalogue('earnings-screens', {
  en: () => import('./earnings-screens.en.json'),
  sw: () => import('./earnings-screens.sw.json'),
});
