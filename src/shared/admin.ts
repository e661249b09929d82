import * as z from 'zod/mini';
import { emailField } from './auth';
import { TEXT_LIMITS } from './limits';
import { parseLocalDate } from './local-time';
import { plainText } from './plain-text';
import { PLAN_IDS } from './plans';
import { ROLES } from './roles';
import { SECURITY_EVENT_TYPES } from './security-events';

/** The admin area's messages and toasts, for the API and the screens alike. */
export const ADMIN_MESSAGES = {
  businessNotFound: 'Business not found.',
  payoutsNotFound: 'These payout details are no longer waiting for verification.',
  payoutsChanged:
    'The owner changed these payout details since you opened them. Review them again before verifying.',
  userNotFound: 'User not found',
  lastAdmin:
    'The platform needs at least one admin. Make another account an admin before removing this one.',
  reasonRequired: 'Please say why the business is deactivated; its owner will read it.',
  reasonTooLong: `The reason must be at most ${TEXT_LIMITS.notes} characters`,
  search: 'Search must be at most 100 characters',
  date: 'Please enter a date as yyyy-mm-dd',
  dateOrder: 'The start date must be on or before the end date',
  page: 'Page must be a whole number from 1 to 100000',
  address: 'Please enter an IP address or the start of one',
  user: `Please enter at most ${TEXT_LIMITS.email} characters`,
  cursor: 'The page to continue from is not valid',
  version: 'Reload the payout details and try again',
} as const;

export const ADMIN_TOASTS = {
  roleAssigned: (role: string) =>
    role === 'admin'
      ? 'Admin role assigned successfully!'
      : 'Moderator role assigned successfully!',
  roleFailed: (role: string) =>
    role === 'admin' ? 'Failed to assign admin role' : 'Failed to assign moderator role',
  roleRemoved: (role: string) =>
    role === 'admin' ? 'Admin role removed' : 'Moderator role removed',
  removeFailed: 'Failed to remove role',
  verified: 'Business verified',
  unverified: 'Verification removed',
  verifyFailed: 'Failed to update verification',
  deactivated: 'Business deactivated',
  reactivated: 'Business reactivated',
  statusFailed: 'Failed to update business status',
  payoutsVerified: 'Payout details verified',
  payoutsFailed: 'Failed to verify payout details',
  businessesFailed: 'Failed to load businesses',
  payoutsLoadFailed: 'Failed to load payout details',
  eventsFailed: 'Failed to load security events',
  rolesFailed: 'Failed to load roles',
} as const;

const date = z.optional(
  z.string().check(z.refine((value) => parseLocalDate(value) !== null, ADMIN_MESSAGES.date)),
);

const page = z.optional(
  z.pipe(
    z.string({ error: ADMIN_MESSAGES.page }).check(z.regex(/^\d{1,6}$/, ADMIN_MESSAGES.page)),
    z.pipe(
      z.transform(Number),
      z.number().check(z.gte(1, ADMIN_MESSAGES.page), z.lte(100_000, ADMIN_MESSAGES.page)),
    ),
  ),
);

const inOrder = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;

export const BUSINESS_STATUSES = ['active', 'inactive'] as const;
export const VERIFIED_FILTERS = ['yes', 'no'] as const;
/** 'none': a business without a subscription row. */
export const PLAN_FILTERS = [...PLAN_IDS, 'none'] as const;
export const ADMIN_BUSINESSES_PAGE_SIZE = 20;

/** The businesses list: a search over owner and business, filters, and a page of the newest first. */
export const AdminBusinessQuerySchema = z
  .object({
    q: z.optional(
      z
        .string({ error: ADMIN_MESSAGES.search })
        .check(z.trim(), plainText(), z.maxLength(100, ADMIN_MESSAGES.search)),
    ),
    plan: z.optional(z.enum(PLAN_FILTERS)),
    status: z.optional(z.enum(BUSINESS_STATUSES)),
    verified: z.optional(z.enum(VERIFIED_FILTERS)),
    from: date,
    to: date,
    page,
  })
  .check(z.refine(inOrder, { message: ADMIN_MESSAGES.dateOrder, path: ['to'] }));
export type AdminBusinessQuery = z.output<typeof AdminBusinessQuerySchema>;

export const VerificationSchema = z.object({ isVerified: z.boolean() });

export const DeactivationSchema = z.object({
  reason: z
    .string({ error: ADMIN_MESSAGES.reasonRequired })
    .check(
      z.trim(),
      plainText({ multiline: true }),
      z.minLength(1, ADMIN_MESSAGES.reasonRequired),
      z.maxLength(TEXT_LIMITS.notes, ADMIN_MESSAGES.reasonTooLong),
    ),
});

/** Verifying payout details names the version looked at, so newer details are never verified unseen. */
export const PayoutVerificationSchema = z.object({
  version: z
    .string({ error: ADMIN_MESSAGES.version })
    .check(z.regex(/^[0-9a-f]{16}$/, ADMIN_MESSAGES.version)),
});

export const RoleChangeSchema = z.object({ email: emailField, role: z.enum(ROLES) });
export type RoleChange = z.output<typeof RoleChangeSchema>;

/** The security events list: filters, and the id of the last event of the page before (keyset). */
export const SecurityEventsQuerySchema = z
  .object({
    type: z.optional(z.enum(SECURITY_EVENT_TYPES)),
    from: date,
    to: date,
    address: z.optional(
      z
        .string({ error: ADMIN_MESSAGES.address })
        .check(z.trim(), z.regex(/^[0-9a-fA-F:.]{1,45}$/, ADMIN_MESSAGES.address)),
    ),
    user: z.optional(
      z
        .string({ error: ADMIN_MESSAGES.user })
        .check(z.trim(), plainText(), z.maxLength(TEXT_LIMITS.email, ADMIN_MESSAGES.user)),
    ),
    cursor: z.optional(
      z
        .string({ error: ADMIN_MESSAGES.cursor })
        .check(
          z.regex(
            /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
            ADMIN_MESSAGES.cursor,
          ),
        ),
    ),
  })
  .check(z.refine(inOrder, { message: ADMIN_MESSAGES.dateOrder, path: ['to'] }));
export type SecurityEventsQuery = z.output<typeof SecurityEventsQuerySchema>;
