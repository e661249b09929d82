import { catalogue } from '@shared/i18n/translate';

/** The dashboard's words: its figures and their changes, the chart, the plan, the cards and shortcuts. */
export const dashboardText = catalogue('owner-dashboard', {
  en: () => import('./owner-dashboard.en.json'),
  sw: () => import('./owner-dashboard.sw.json'),
});
