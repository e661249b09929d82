import { catalogue } from '../i18n/translate';

/** The app status widget's toasts and the push API's refusals (src/shared/push.ts). */
export const pushRules = catalogue('push-rules', {
  en: () => import('./push-rules.en.json'),
  sw: () => import('./push-rules.sw.json'),
});
