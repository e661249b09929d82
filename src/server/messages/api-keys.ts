import { catalogue } from '@shared/i18n/translate';

/** API keys and the public API's answers (src/server/api-keys, src/server/api-v1). */
export const apiKeyText = catalogue('api-keys', {
  en: () => import('./api-keys.en.json'),
  sw: () => import('./api-keys.sw.json'),
});
