import { catalogue } from '@shared/i18n/translate';

/** The first three booking steps' words: the client's details, a date and time, who they would like. */
export const choicesText = catalogue('booking-choices', {
  en: () => import('./booking-choices.en.json'),
  sw: () => import('./booking-choices.sw.json'),
});
