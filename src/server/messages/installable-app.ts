import { catalogue } from '@shared/i18n/translate';

/**
 * The installed app's words outside any page: its manifest's description, and the title and
 * description of the page the browser shows before the app draws its own (the owner area, the app
 * opened without a connection).
 */
export const installableAppText = catalogue('installable-app', {
  en: () => import('./installable-app.en.json'),
  sw: () => import('./installable-app.sw.json'),
});
