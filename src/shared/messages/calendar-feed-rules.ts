import { catalogue } from '../i18n/translate';

/** The words of a calendar feed's rules, shared by the owner's settings and the server's refusals. */
export const calendarFeedRulesText = catalogue('calendar-feed-rules', {
  en: () => import('./calendar-feed-rules.en.json'),
  sw: () => import('./calendar-feed-rules.sw.json'),
});
