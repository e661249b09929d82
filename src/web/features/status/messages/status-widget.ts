import { catalogue } from '@shared/i18n/translate';

/** The owner area's status widget: online or offline, installed or in the browser, and its prompts. */
export const statusText = catalogue('status-widget', {
  en: () => import('./status-widget.en.json'),
  sw: () => import('./status-widget.sw.json'),
});
