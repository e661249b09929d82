import { catalogue } from '@shared/i18n/translate';

/** What each security event says, in the language of whoever reads the log (src/server/audit/describe-event.ts). */
export const securityEventText = catalogue('security-events', {
  en: () => import('./security-events.en.json'),
  sw: () => import('./security-events.sw.json'),
});
