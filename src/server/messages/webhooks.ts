import { catalogue } from '@shared/i18n/translate';

/** The owner's webhook endpoints' answers (src/server/webhooks). */
export const webhookText = catalogue('webhooks', {
  en: () => import('./webhooks.en.json'),
  sw: () => import('./webhooks.sw.json'),
});
