import { catalogue } from '../i18n/translate';

/** How long a service takes, said the one way (src/shared/format/duration.ts). */
export const durationText = catalogue('durations', {
  en: () => import('./durations.en.json'),
  sw: () => import('./durations.sw.json'),
});
