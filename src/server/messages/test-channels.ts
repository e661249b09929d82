import { catalogue } from '@shared/i18n/translate';

/** The built-in test chat and test USSD phone (src/server/test-channels), and their prompt route. */
export const testChannelsText = catalogue('test-channels', {
  en: () => import('./test-channels.en.json'),
  sw: () => import('./test-channels.sw.json'),
});
