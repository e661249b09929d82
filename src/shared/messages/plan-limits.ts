import { catalogue } from '../i18n/translate';

/** The plan limits as the owner reads them: a refusal at a limit, the lapsed notice, and usage. */
export const planLimitTexts = catalogue('plan-limits', {
  en: () => import('./plan-limits.en.json'),
  sw: () => import('./plan-limits.sw.json'),
});
