import { catalogue } from '../i18n/translate';

/**
 * The words of a business's own rules: its profile, its week's hours, its settings and its booking
 * link, shared by the owner's forms and the server's refusals.
 */
export const businessRulesText = catalogue('business-rules', {
  en: () => import('./business-rules.en.json'),
  sw: () => import('./business-rules.sw.json'),
});
