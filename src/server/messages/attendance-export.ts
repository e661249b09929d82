import { catalogue } from '@shared/i18n/translate';

/** The attendance CSV's words: its column headings and the values it writes in words. */
export const attendanceExportText = catalogue('attendance-export', {
  en: () => import('./attendance-export.en.json'),
  sw: () => import('./attendance-export.sw.json'),
});
