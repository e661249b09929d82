import { catalogue } from '../i18n/translate';

/** The client rules' words: the client form's checks, the server's refusals and the clients toasts, shared by the screens and the API. */
export const clientRules = catalogue('client-rules', {
  en: () => import('./client-rules.en.json'),
  sw: () => import('./client-rules.sw.json'),
});
