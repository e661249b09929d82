import { catalogue } from '@shared/i18n/translate';

/** The staff dashboard's words: each member's day, upcoming bookings and attendance. */
export const staffDashboardText = catalogue('staff-dashboard-screens', {
  en: () => import('./staff-dashboard-screens.en.json'),
  sw: () => import('./staff-dashboard-screens.sw.json'),
});
