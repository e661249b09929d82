import { catalogue } from '../i18n/translate';

/** The dashboard's periods and its refusals, shared by the dashboard and the server. */
export const dashboardRules = catalogue('dashboard-rules', {
  en: () => import('./dashboard-rules.en.json'),
  sw: () => import('./dashboard-rules.sw.json'),
});
