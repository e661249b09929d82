import { catalogue } from '@shared/i18n/translate';

/** Calendar feeds (src/server/calendar-feeds): the feed's own words and the API's refusals. */
export const calendarFeedText = catalogue('calendar-feeds', {
  en: () => import('./calendar-feeds.en.json'),
  sw: () => import('./calendar-feeds.sw.json'),
});
