import { catalogue } from '@shared/i18n/translate';

/** Staff Attendance's words: the daily register, its summary, the reports and the export card. */
export const attendanceText = catalogue('attendance-screens', {
  en: () => import('./attendance-screens.en.json'),
  sw: () => import('./attendance-screens.sw.json'),
});
