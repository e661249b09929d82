/**
 * The security events written to audit_log (action SECURITY_EVENT, the type in table_name), with how
 * serious each is. docs/product/owner-area.md §6 Roles and §9 Limits name the monitors; the severities are ours.
 */
export const SECURITY_EVENT_TYPES = [
  'FAILED_LOGIN',
  'REPEATED_FAILED_LOGINS',
  'SUCCESSFUL_LOGIN',
  'UNAUTHENTICATED_ACCESS',
  'UNAUTHORIZED_ACCESS',
  'INVALID_ID',
  'RATE_LIMIT_EXCEEDED',
  'LARGE_PAYMENT',
  'ROLE_GRANTED',
  'ROLE_REMOVED',
  'MAIL_SUPPRESSED',
  'SIGN_IN_CODE_FAILED',
  'SIGN_IN_CODE_USED',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export type Severity = 'info' | 'success' | 'warning' | 'danger';

export const SECURITY_EVENT_SEVERITY: Record<SecurityEventType, Severity> = {
  FAILED_LOGIN: 'warning',
  REPEATED_FAILED_LOGINS: 'danger',
  SUCCESSFUL_LOGIN: 'success',
  UNAUTHENTICATED_ACCESS: 'warning',
  UNAUTHORIZED_ACCESS: 'danger',
  INVALID_ID: 'warning',
  RATE_LIMIT_EXCEEDED: 'danger',
  LARGE_PAYMENT: 'info',
  ROLE_GRANTED: 'info',
  ROLE_REMOVED: 'info',
  MAIL_SUPPRESSED: 'warning',
  SIGN_IN_CODE_FAILED: 'warning',
  SIGN_IN_CODE_USED: 'info',
};

export function severityOf(type: string | null): Severity | null {
  return (SECURITY_EVENT_SEVERITY as Record<string, Severity>)[type ?? ''] ?? null;
}

/** docs/product/owner-area.md §9 Limits: these are recorded as events. */
export const SECURITY_MONITORS = {
  failedSignIns: 5,
  requestsPerEndpointPerMinute: 100,
  /** A payment above this many units of its currency (KES 100,000). */
  largePaymentMajor: 100_000,
} as const;

/** The admin area's events list: a page at a time, newest first. */
export const SECURITY_EVENTS_PAGE_SIZE = 25;
