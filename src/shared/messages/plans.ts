import { catalogue } from '../i18n/translate';

/** The plan catalogue's words: the trial's name, each plan's summary, prices, limits and what every plan includes. */
export const planTexts = catalogue('plans', {
  en: () => import('./plans.en.json'),
  sw: () => import('./plans.sw.json'),
});
