import { catalogue } from '../i18n/translate';

/** The words of the staff rules shared by the staff screens, their checks and the staff export. */
export const staffRulesText = catalogue('staff-rules', {
  en: () => import('./staff-rules.en.json'),
  sw: () => import('./staff-rules.sw.json'),
});
