import { catalogue } from '@shared/i18n/translate';

/** The date picker's words: its arrows and the initials of the week's days, Monday first. */
export const monthCalendarText = catalogue('month-calendar', {
  en: () => import('./month-calendar.en.json'),
  sw: () => import('./month-calendar.sw.json'),
});
