import { expect } from 'vitest';
import type { AdminAbility } from '../../src/shared/roles';

/** A real business with payout details waiting, its owner, and a review a client's owner reported. */
export interface MatrixTarget {
  businessId: string;
  email: string;
  userId: string;
  /** The payout details' version, as the admin screen sends it back. */
  version: string;
  reviewId: string;
}

/**
 * The roles matrix: every admin endpoint, the ability it needs (@shared/roles ADMIN_ABILITIES) and a
 * valid request. tests/api/admin-roles-matrix.test.ts calls each one anonymously, as a plain owner
 * and as each role, and fails on any admin route the server has that is not listed here.
 */
export interface AdminEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  ability: AdminAbility;
  /** A valid body. */
  body?: (target: MatrixTarget) => unknown;
  /** What an allowed call answers: the data it is for, so a bare 200 does not pass. */
  answer: (target: MatrixTarget) => object;
}

/** The business as the admin screens show it, after an action on it. */
const businessAnswer = (t: MatrixTarget, fields: object) => ({
  business: { id: t.businessId, owner: { email: t.email }, ...fields },
});
// Vitest types its matchers `any`; in an expected answer they are values like any other
const anyString = expect.any(String) as unknown;
const listing = (key: string, item: object) => ({
  [key]: expect.arrayContaining([expect.objectContaining(item)]) as unknown,
});
const anEvent = {
  events: expect.arrayContaining([expect.objectContaining({ type: anyString })]) as unknown,
};

export const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  {
    method: 'GET',
    path: '/api/admin/businesses',
    ability: 'viewBusinesses',
    answer: (t) =>
      listing('businesses', {
        id: t.businessId,
        owner: { email: t.email, name: anyString },
      }),
  },
  {
    method: 'PUT',
    path: '/api/admin/businesses/:businessId/verification',
    ability: 'verify',
    body: () => ({ isVerified: true }),
    answer: (t) => businessAnswer(t, { isVerified: true }),
  },
  {
    method: 'POST',
    path: '/api/admin/businesses/:businessId/deactivate',
    ability: 'deactivate',
    body: () => ({ reason: 'Matrix check' }),
    answer: (t) => businessAnswer(t, { isActive: false, deactivatedReason: 'Matrix check' }),
  },
  {
    method: 'POST',
    path: '/api/admin/businesses/:businessId/reactivate',
    ability: 'deactivate',
    answer: (t) => businessAnswer(t, { isActive: true, deactivatedReason: null }),
  },
  {
    method: 'GET',
    path: '/api/admin/payouts',
    ability: 'viewBusinesses',
    answer: (t) => ({
      ...listing('payouts', { businessId: t.businessId, ownerEmail: t.email, version: t.version }),
      isPaystack: false,
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/payouts/:businessId/verify',
    ability: 'verify',
    body: (t) => ({ version: t.version }),
    answer: () => ({ ok: true }),
  },
  // reported reviews (docs/decisions/0037-reviews.md): :reviewId is a review its owner reported
  {
    method: 'GET',
    path: '/api/admin/reviews/reported',
    ability: 'moderateReviews',
    answer: (t) => listing('reviews', { id: t.reviewId, reportReason: 'Matrix check' }),
  },
  // the reviews left out of the rating (docs/decisions/0055-desk-booking-reviews.md)
  {
    method: 'GET',
    path: '/api/admin/reviews/uncounted',
    ability: 'moderateReviews',
    // the matrix's review is an online one, so it counts: the list is there, without it
    answer: (t) => ({
      reviews: expect.not.arrayContaining([expect.objectContaining({ id: t.reviewId })]) as unknown,
      total: expect.any(Number) as unknown,
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/reviews/:reviewId/hide',
    ability: 'moderateReviews',
    answer: () => ({ ok: true }),
  },
  {
    method: 'POST',
    path: '/api/admin/reviews/:reviewId/keep',
    ability: 'moderateReviews',
    answer: () => ({ ok: true }),
  },
  {
    method: 'GET',
    path: '/api/admin/security-events',
    ability: 'viewSecurityEvents',
    answer: () => anEvent,
  },
  {
    method: 'GET',
    path: '/api/admin/roles',
    ability: 'manageRoles',
    answer: () => listing('holders', { role: 'admin', email: anyString }),
  },
  {
    method: 'POST',
    path: '/api/admin/roles',
    ability: 'manageRoles',
    body: (t) => ({ email: t.email, role: 'moderator' }),
    answer: (t) => ({ userId: t.userId, roles: expect.arrayContaining(['moderator']) as unknown }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/roles',
    ability: 'manageRoles',
    body: (t) => ({ email: t.email, role: 'moderator' }),
    answer: (t) => ({
      userId: t.userId,
      roles: expect.not.arrayContaining(['moderator']) as unknown,
    }),
  },
  // the spec's assign_admin_role and the dashboard's security panel
  {
    method: 'POST',
    path: '/api/roles/admin',
    ability: 'manageRoles',
    body: (t) => ({ email: t.email }),
    answer: () => ({ ok: true }),
  },
  {
    method: 'GET',
    path: '/api/security-events',
    ability: 'viewSecurityEvents',
    answer: () => anEvent,
  },
];

/** Route prefixes that belong to the platform's staff. */
export const ADMIN_PREFIXES = ['/api/admin', '/api/roles', '/api/security-events'];
