import { catalogue } from '../i18n/translate';

/** The attendance rules' words: the register's checks, the server's refusals and the screens' toasts. */
export const attendanceRules = catalogue('attendance-rules', {
  en: () => import('./attendance-rules.en.json'),
  sw: () => import('./attendance-rules.sw.json'),
});
