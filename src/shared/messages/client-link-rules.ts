import { catalogue } from '../i18n/translate';

/** The client's own link's rules: why a booking cannot be changed, what cancelling means for the money. */
export const clientLinkRules = catalogue('client-link-rules', {
  en: () => import('./client-link-rules.en.json'),
  sw: () => import('./client-link-rules.sw.json'),
});
