import { catalogue } from '@shared/i18n/translate';

/** The public site's header and footer: its menus, links and the line about Miadi. */
export const siteText = catalogue('site-chrome', {
  en: () => import('./site-chrome.en.json'),
  sw: () => import('./site-chrome.sw.json'),
});
