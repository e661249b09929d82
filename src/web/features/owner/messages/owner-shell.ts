import { catalogue } from '@shared/i18n/translate';

/** The owner area's frame: its menus and tabs, the account panel, the offline and session screens. */
export const shellText = catalogue('owner-shell', {
  en: () => import('./owner-shell.en.json'),
  sw: () => import('./owner-shell.sw.json'),
});
