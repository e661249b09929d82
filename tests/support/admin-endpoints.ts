import type { AdminAbility } from '../../src/shared/roles';

/**
 * The roles matrix: every admin endpoint, the ability it needs (@shared/roles ADMIN_ABILITIES) and a
 * valid request. tests/api/admin-roles-matrix.test.ts calls each one anonymously, as a plain owner
 * and as each role, and fails on any admin route the server has that is not listed here.
 */
export interface AdminEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  ability: AdminAbility;
  /** A valid body; the target is a real business (with payout details) and an account's e-mail. */
  body?: (target: { businessId: string; email: string; version: string }) => unknown;
}

export const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  { method: 'GET', path: '/api/admin/businesses', ability: 'viewBusinesses' },
  {
    method: 'PUT',
    path: '/api/admin/businesses/:businessId/verification',
    ability: 'verify',
    body: () => ({ isVerified: true }),
  },
  {
    method: 'POST',
    path: '/api/admin/businesses/:businessId/deactivate',
    ability: 'deactivate',
    body: () => ({ reason: 'Matrix check' }),
  },
  { method: 'POST', path: '/api/admin/businesses/:businessId/reactivate', ability: 'deactivate' },
  { method: 'GET', path: '/api/admin/payouts', ability: 'viewBusinesses' },
  {
    method: 'POST',
    path: '/api/admin/payouts/:businessId/verify',
    ability: 'verify',
    body: (t) => ({ version: t.version }),
  },
  // reported reviews (docs/decisions/0037-reviews.md): :reviewId is a review its owner reported
  { method: 'GET', path: '/api/admin/reviews/reported', ability: 'moderateReviews' },
  // the reviews left out of the rating (docs/decisions/0055-desk-booking-reviews.md)
  { method: 'GET', path: '/api/admin/reviews/uncounted', ability: 'moderateReviews' },
  { method: 'POST', path: '/api/admin/reviews/:reviewId/hide', ability: 'moderateReviews' },
  { method: 'POST', path: '/api/admin/reviews/:reviewId/keep', ability: 'moderateReviews' },
  { method: 'GET', path: '/api/admin/security-events', ability: 'viewSecurityEvents' },
  { method: 'GET', path: '/api/admin/roles', ability: 'manageRoles' },
  {
    method: 'POST',
    path: '/api/admin/roles',
    ability: 'manageRoles',
    body: (t) => ({ email: t.email, role: 'moderator' }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/roles',
    ability: 'manageRoles',
    body: (t) => ({ email: t.email, role: 'moderator' }),
  },
  // the spec's assign_admin_role and the dashboard's security panel
  {
    method: 'POST',
    path: '/api/roles/admin',
    ability: 'manageRoles',
    body: (t) => ({ email: t.email }),
  },
  { method: 'GET', path: '/api/security-events', ability: 'viewSecurityEvents' },
];

/** Route prefixes that belong to the platform's staff. */
export const ADMIN_PREFIXES = ['/api/admin', '/api/roles', '/api/security-events'];
