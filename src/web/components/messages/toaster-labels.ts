import { catalogue } from '@shared/i18n/translate';

/**
 * The toasts' own labels: their list and each one's close button. Apart from the shared controls'
 * catalogue, so the toaster, which every page can load, brings only these two.
 */
export const toasterText = catalogue('toaster-labels', {
  en: () => import('./toaster-labels.en.json'),
  sw: () => import('./toaster-labels.sw.json'),
});
