import { catalogue } from '@shared/i18n/translate';

/**
 * The words of the frame every mail shares (src/server/mail/layout.ts): the greeting, the team's
 * signature, the line under a button. Read in the recipient's language, as the mail's own words are.
 */
export const mailFrame = catalogue('mail-frame', {
  en: () => import('./mail-frame.en.json'),
  sw: () => import('./mail-frame.sw.json'),
});
