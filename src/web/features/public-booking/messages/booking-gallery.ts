import { catalogue } from '@shared/i18n/translate';

/** The booking page's photos: what each is, and the buttons between them. */
export const galleryText = catalogue('booking-gallery', {
  en: () => import('./booking-gallery.en.json'),
  sw: () => import('./booking-gallery.sw.json'),
});
