import { catalogue } from '../i18n/translate';

/** The earnings rules' words: the period refusal and the load failure, shared by the Earnings tab and the API. */
export const earningsRules = catalogue('earnings-rules', {
  en: () => import('./earnings-rules.en.json'),
  sw: () => import('./earnings-rules.sw.json'),
});
