import { catalogue } from '@shared/i18n/translate';

/** A plan's card and the plans table: their headings and the words around the plan catalogue's figures. */
export const planText = catalogue('plan-cards', {
  en: () => import('./plan-cards.en.json'),
  sw: () => import('./plan-cards.sw.json'),
});
