import { catalogue } from '../i18n/translate';

/** The words of an API key's rules, shared by the owner's settings and the server's refusals. */
export const apiKeyRulesText = catalogue('api-key-rules', {
  en: () => import('./api-key-rules.en.json'),
  sw: () => import('./api-key-rules.sw.json'),
});
