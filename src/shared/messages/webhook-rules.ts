import { catalogue } from '../i18n/translate';

/** The words of a webhook endpoint's rules, shared by the owner's settings and the server. */
export const webhookRulesText = catalogue('webhook-rules', {
  en: () => import('./webhook-rules.en.json'),
  sw: () => import('./webhook-rules.sw.json'),
});
