import * as z from 'zod/mini';
import { emailField } from './auth';
import { TEXT_LIMITS } from './limits';
import { parseLocalDate } from './local-time';
import { plainText } from './plain-text';
import { PLAN_IDS } from './plans';
import { ROLES } from './roles';
import { SECURITY_EVENT_TYPES } from './security-events';
import { adminRules } from './messages/admin-rules';

/** The admin area's messages, for the API and the screens alike, each read from the catalogue when it is said. */
export const ADMIN_MESSAGES = {
  get businessNotFound() {
    return adminRules('businessNotFound');
  },
  get payoutsNotFound() {
    return adminRules('payoutsNotFound');
  },
  get payoutsChanged() {
    return adminRules('payoutsChanged');
  },
  get userNotFound() {
    return adminRules('userNotFound');
  },
  get lastAdmin() {
    return adminRules('lastAdmin');
  },
  get reasonRequired() {
    return adminRules('reasonRequired');
  },
  get reasonTooLong() {
    return adminRules('reasonTooLong', { max: TEXT_LIMITS.notes });
  },
  get search() {
    return adminRules('search');
  },
  get date() {
    return adminRules('date');
  },
  get dateOrder() {
    return adminRules('dateOrder');
  },
  get page() {
    return adminRules('page');
  },
  get address() {
    return adminRules('address');
  },
  get user() {
    return adminRules('user', { max: TEXT_LIMITS.email });
  },
  get cursor() {
    return adminRules('cursor');
  },
  get version() {
    return adminRules('version');
  },
};

const isAdmin = (role: string) => role === 'admin';

export const ADMIN_TOASTS = {
  roleAssigned: (role: string) =>
    adminRules(isAdmin(role) ? 'toast.adminAssigned' : 'toast.moderatorAssigned'),
  roleFailed: (role: string) =>
    adminRules(isAdmin(role) ? 'toast.adminFailed' : 'toast.moderatorFailed'),
  roleRemoved: (role: string) =>
    adminRules(isAdmin(role) ? 'toast.adminRemoved' : 'toast.moderatorRemoved'),
  get removeFailed() {
    return adminRules('toast.removeFailed');
  },
  get verified() {
    return adminRules('toast.verified');
  },
  get unverified() {
    return adminRules('toast.unverified');
  },
  get verifyFailed() {
    return adminRules('toast.verifyFailed');
  },
  get deactivated() {
    return adminRules('toast.deactivated');
  },
  get reactivated() {
    return adminRules('toast.reactivated');
  },
  get statusFailed() {
    return adminRules('toast.statusFailed');
  },
  get payoutsVerified() {
    return adminRules('toast.payoutsVerified');
  },
  get payoutsFailed() {
    return adminRules('toast.payoutsFailed');
  },
  get businessesFailed() {
    return adminRules('toast.businessesFailed');
  },
  get payoutsLoadFailed() {
    return adminRules('toast.payoutsLoadFailed');
  },
  get eventsFailed() {
    return adminRules('toast.eventsFailed');
  },
  get rolesFailed() {
    return adminRules('toast.rolesFailed');
  },
};

const date = z.optional(
  z
    .string()
    .check(
      z.refine((value) => parseLocalDate(value) !== null, { error: () => ADMIN_MESSAGES.date }),
    ),
);

const page = z.optional(
  z.pipe(
    z
      .string({ error: () => ADMIN_MESSAGES.page })
      .check(z.regex(/^\d{1,6}$/, { error: () => ADMIN_MESSAGES.page })),
    z.pipe(
      z.transform(Number),
      z
        .number()
        .check(
          z.gte(1, { error: () => ADMIN_MESSAGES.page }),
          z.lte(100_000, { error: () => ADMIN_MESSAGES.page }),
        ),
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
        .string({ error: () => ADMIN_MESSAGES.search })
        .check(z.trim(), plainText(), z.maxLength(100, { error: () => ADMIN_MESSAGES.search })),
    ),
    plan: z.optional(z.enum(PLAN_FILTERS)),
    status: z.optional(z.enum(BUSINESS_STATUSES)),
    verified: z.optional(z.enum(VERIFIED_FILTERS)),
    from: date,
    to: date,
    page,
  })
  .check(z.refine(inOrder, { error: () => ADMIN_MESSAGES.dateOrder, path: ['to'] }));
export type AdminBusinessQuery = z.output<typeof AdminBusinessQuerySchema>;

export const VerificationSchema = z.object({ isVerified: z.boolean() });

export const DeactivationSchema = z.object({
  reason: z
    .string({ error: () => ADMIN_MESSAGES.reasonRequired })
    .check(
      z.trim(),
      plainText({ multiline: true }),
      z.minLength(1, { error: () => ADMIN_MESSAGES.reasonRequired }),
      z.maxLength(TEXT_LIMITS.notes, { error: () => ADMIN_MESSAGES.reasonTooLong }),
    ),
});

/** Verifying payout details names the version looked at, so newer details are never verified unseen. */
export const PayoutVerificationSchema = z.object({
  version: z
    .string({ error: () => ADMIN_MESSAGES.version })
    .check(z.regex(/^[0-9a-f]{16}$/, { error: () => ADMIN_MESSAGES.version })),
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
        .string({ error: () => ADMIN_MESSAGES.address })
        .check(z.trim(), z.regex(/^[0-9a-fA-F:.]{1,45}$/, { error: () => ADMIN_MESSAGES.address })),
    ),
    user: z.optional(
      z
        .string({ error: () => ADMIN_MESSAGES.user })
        .check(
          z.trim(),
          plainText(),
          z.maxLength(TEXT_LIMITS.email, { error: () => ADMIN_MESSAGES.user }),
        ),
    ),
    cursor: z.optional(
      z.string({ error: () => ADMIN_MESSAGES.cursor }).check(
        z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
          error: () => ADMIN_MESSAGES.cursor,
        }),
      ),
    ),
  })
  .check(z.refine(inOrder, { error: () => ADMIN_MESSAGES.dateOrder, path: ['to'] }));
export type SecurityEventsQuery = z.output<typeof SecurityEventsQuerySchema>;
