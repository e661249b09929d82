/** Text limits shared by forms, API validation and database CHECK constraints (docs/product/owner-area.md §9 Limits). */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  address: 200,
  notes: 500,
  description: 2000,
  url: 500,
} as const;

export const CURRENCIES = ['KES', 'USD', 'EUR', 'GBP', 'NGN', 'CAD', 'AUD', 'GHS', 'ZAR'] as const;
export type Currency = (typeof CURRENCIES)[number];
