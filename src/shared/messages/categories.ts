import type { BusinessCategory } from '../categories';
import { catalogue } from '../i18n/translate';

/** The Discover categories' names as a person reads them; the stored value stays the English one. */
export const categoriesText = catalogue('categories', {
  en: () => import('./categories.en.json'),
  sw: () => import('./categories.sw.json'),
});

const IDS: Record<BusinessCategory, Parameters<typeof categoriesText>[0]> = {
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
};

/** 'Beauty & Spa' as the page's language says it ('Urembo na Spa'). */
export function categoryName(category: BusinessCategory): string {
  return categoriesText(IDS[category]);
}
