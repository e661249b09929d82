import { catalogue } from '@shared/i18n/translate';

/** The Developers tab's words: the API keys card, the new-key dialog and how a tool calls the API. */
export const developersText = catalogue('developers-screens', {
  en: () => import('./developers-screens.en.json'),
  sw: () => import('./developers-screens.sw.json'),
});
