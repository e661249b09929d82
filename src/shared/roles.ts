export const ROLES = ['admin', 'moderator'] as const;
export type Role = (typeof ROLES)[number];
