import { catalogue } from '@shared/i18n/translate';

/** The floating help button's name. */
export const helpText = catalogue('help-button', {
  en: () => import('./help-button.en.json'),
  sw: () => import('./help-button.sw.json'),
});
