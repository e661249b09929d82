import { catalogue } from '../i18n/translate';

/** The push API's refusals: a device's subscription that cannot be kept. */
export const pushRules = catalogue('push-rules', {
  en: () => import('./push-rules.en.json'),
  sw: () => import('./push-rules.sw.json'),
});
