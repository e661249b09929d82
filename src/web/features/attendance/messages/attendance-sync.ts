import { catalogue } from '@shared/i18n/translate';

/**
 * The owner area's connection banner and the offline queue's toasts, apart from the register's
 * words: the banner is in every owner page's shell, which stays light.
 */
export const attendanceSyncText = catalogue('attendance-sync', {
  en: () => import('./attendance-sync.en.json'),
  sw: () => import('./attendance-sync.sw.json'),
});
