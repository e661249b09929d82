import { catalogue } from '../i18n/translate';

/**
 * The subscription rules' words, said alike by the screen and the server: the toasts and refusals
 * of the trial and of paying for a plan, and the label of each plan's button.
 */
export const subscriptionRules = catalogue('subscription-rules', {
  en: () => import('./subscription-rules.en.json'),
  sw: () => import('./subscription-rules.sw.json'),
});
