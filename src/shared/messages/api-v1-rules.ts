import { catalogue } from '../i18n/translate';

/** The words of the public API's query rules: what a list or a search may be asked. */
export const apiV1RulesText = catalogue('api-v1-rules', {
  en: () => import('./api-v1-rules.en.json'),
  sw: () => import('./api-v1-rules.sw.json'),
});
