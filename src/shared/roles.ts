import { roleRulesText } from './messages/role-rules';

export const ROLES = ['admin', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may do what in the admin area, in one place (docs/decisions/0030-admin-and-monitors.md): the
 * server refuses everything else, the web only hides what the server would refuse. Moderators look
 * after businesses, payout details and reported reviews; deactivating, security events and roles stay with admins.
 */
export const ADMIN_ABILITIES = {
  viewBusinesses: ['admin', 'moderator'],
  verify: ['admin', 'moderator'],
  /** Hide or keep a review an owner reported (docs/decisions/0037-reviews.md). */
  moderateReviews: ['admin', 'moderator'],
  deactivate: ['admin'],
  viewSecurityEvents: ['admin'],
  manageRoles: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type AdminAbility = keyof typeof ADMIN_ABILITIES;

export function canDo(roles: readonly string[], ability: AdminAbility): boolean {
  const allowed: readonly string[] = ADMIN_ABILITIES[ability];
  return roles.some((role) => allowed.includes(role));
}

/** Whether the account may open /app/admin at all. */
export function hasAdminArea(roles: readonly string[]): boolean {
  return canDo(roles, 'viewBusinesses');
}

/** Each role's name, read from the catalogue when shown, in the language of that moment. */
export const ROLE_LABELS: Record<Role, string> = {
  get admin() {
    return roleRulesText('role.admin');
  },
  get moderator() {
    return roleRulesText('role.moderator');
  },
};
