import { catalogue } from '@shared/i18n/translate';

/** What every page says of a request that failed: the connection's words, and trying again. */
export const connectionText = catalogue('connection', {
  en: () => import('./connection.en.json'),
  sw: () => import('./connection.sw.json'),
});
