import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@shared/admin';
import type { Role } from '@shared/roles';
import { recordAdminAction, type Actor } from '../audit/admin-actions';
import { recordSecurityEvent } from '../audit/security-events';
import type { Database, Tx } from '../db/database';
import { userRoles, users } from '../db/schema/auth';
import { ApiError } from '../http/errors';

async function rolesIn(tx: Tx, userId: string): Promise<Role[]> {
  const rows = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return rows.map((row) => row.role);
}

/**
 * Grants or removes a role by e-mail, with its audit row (roles before and after) and its security
 * event, in one transaction. Role changes take one lock, so two admins removing each other at once
 * are counted one after the other: the platform always keeps at least one admin.
 */
export async function changeRole(
  db: Database,
  { email, role, isGrant, actor }: { email: string; role: Role; isGrant: boolean; actor: Actor },
): Promise<{ userId: string; roles: Role[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('user_roles'))`);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new ApiError(404, 'not_found', ADMIN_MESSAGES.userNotFound);
    const before = await rolesIn(tx, user.id);
    if (isGrant) {
      await tx
        .insert(userRoles)
        .values({ userId: user.id, role, grantedBy: actor.userId })
        .onConflictDoNothing();
    } else {
      if (role === 'admin' && before.includes('admin')) {
        const [admins] = await tx
          .select({ total: count() })
          .from(userRoles)
          .where(eq(userRoles.role, 'admin'));
        if ((admins?.total ?? 0) <= 1)
          throw new ApiError(409, 'last_admin', ADMIN_MESSAGES.lastAdmin);
      }
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, role)));
    }
    const after = await rolesIn(tx, user.id);
    const action = isGrant ? 'ROLE_GRANTED' : 'ROLE_REMOVED';
    await recordAdminAction(tx, {
      action,
      tableName: 'user_roles',
      recordId: user.id,
      actor,
      before: { email, roles: before },
      after: { email, roles: after },
    });
    await recordSecurityEvent(tx, {
      type: action,
      userId: actor.userId,
      ipAddress: actor.ipAddress,
      details: { email, role, actor: actor.email },
    });
    return { userId: user.id, roles: after };
  });
}

/** Everyone holding a role, for the admin area's Roles tab. */
export async function listRoleHolders(db: Database) {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      role: userRoles.role,
      grantedAt: userRoles.createdAt,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .orderBy(asc(users.email), asc(userRoles.role));
  return {
    holders: rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() })),
  };
}
