import type { BusinessCategory } from '../categories';
import { catalogue } from '../i18n/translate';

/**
 * The names of the business categories (src/shared/categories.ts) as a person reads them. The
 * English names are also the values stored and sent (`?category=Fitness`); only what is shown is
 * translated.
 */
export const categoryText = catalogue('business-categories', {
  en: () => import('./business-categories.en.json'),
  sw: () => import('./business-categories.sw.json'),
});

const IDS = {
  'Beauty & Spa': 'beautySpa',
  Healthcare: 'healthcare',
  Restaurant: 'restaurant',
  Fitness: 'fitness',
  Education: 'education',
  Automotive: 'automotive',
  Entertainment: 'entertainment',
  'Professional Services': 'professionalServices',
  Retail: 'retail',
  'Home Services': 'homeServices',
  Technology: 'technology',
  Transport: 'transport',
} as const satisfies Record<BusinessCategory, string>;

/** A category's name in the current language. */
export function categoryName(category: BusinessCategory): string {
  return categoryText(IDS[category]);
}
