import { catalogue } from '../i18n/translate';

/** The words of the service rules shared by the services screens, their checks and the server's refusals. */
export const serviceRulesText = catalogue('service-rules', {
  en: () => import('./service-rules.en.json'),
  sw: () => import('./service-rules.sw.json'),
});
