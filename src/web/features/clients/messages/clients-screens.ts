import { catalogue } from '@shared/i18n/translate';

/** The clients pages' words: the list, its cards and empty states, a client's page, and the Add/Edit Client form. */
export const clientsText = catalogue('clients-screens', {
  en: () => import('./clients-screens.en.json'),
  sw: () => import('./clients-screens.sw.json'),
});
