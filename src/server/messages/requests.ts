import { catalogue } from '@shared/i18n/translate';

/** The server's words for a request it cannot take, whatever the route. */
export const requests = catalogue('requests', {
  en: () => import('./requests.en.json'),
  sw: () => import('./requests.sw.json'),
});
