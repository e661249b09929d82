import { catalogue } from '../i18n/translate';

/** Why an uploaded image is refused: said by the browser's first check and by the server's. */
export const imageRulesText = catalogue('image-rules', {
  en: () => import('./image-rules.en.json'),
  sw: () => import('./image-rules.sw.json'),
});
