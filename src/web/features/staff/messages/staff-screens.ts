import { catalogue } from '@shared/i18n/translate';

/** The staff page's words: the team's cards, the staff form, its specialties and services. */
export const staffText = catalogue('staff-screens', {
  en: () => import('./staff-screens.en.json'),
  sw: () => import('./staff-screens.sw.json'),
});
