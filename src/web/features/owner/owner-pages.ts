/** The inner routes of /app (owner-area.md section 2), in menu order. */
export const OWNER_PAGE_IDS = [
  'dashboard',
  'services',
  'bookings',
  'clients',
  'staff',
  'invoices',
  'settings',
  'subscription',
  'staff-dashboard',
  'staff-attendance',
  'discover',
] as const;
export type OwnerPageId = (typeof OWNER_PAGE_IDS)[number];
