import { catalogue } from '../i18n/translate';

/** The names of the time zones the settings offer ('East Africa Time'), as a person reads them. */
export const timeZonesText = catalogue('time-zones', {
  en: () => import('./time-zones.en.json'),
  sw: () => import('./time-zones.sw.json'),
});
