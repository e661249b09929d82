/** The Discover list (docs/product/public-site.md §3 Records); a business files itself under one. */
export const BUSINESS_CATEGORIES = [
  'Beauty & Spa',
  'Healthcare',
  'Restaurant',
  'Fitness',
  'Education',
  'Automotive',
  'Entertainment',
  'Professional Services',
  'Retail',
  'Home Services',
  'Technology',
  'Transport',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];
