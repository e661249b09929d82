import { catalogue } from '@shared/i18n/translate';

/** The services page's words: the list and its cards, the service form and photos, payment setup and the booking QR code. */
export const servicesText = catalogue('services-screens', {
  en: () => import('./services-screens.en.json'),
  sw: () => import('./services-screens.sw.json'),
});
