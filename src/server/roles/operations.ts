import { eq } from 'drizzle-orm';
import type { Role } from '@shared/roles';
import type { Database } from '../db/database';
import { userRoles, users } from '../db/schema/auth';

export async function rolesOf(db: Database, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role);
}

/** Grants a role to the account with this e-mail; null when there is no such account. */
export async function grantRole(
  db: Database,
  { email, role, grantedBy }: { email: string; role: Role; grantedBy: string | null },
): Promise<{ userId: string } | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return null;
  await db.insert(userRoles).values({ userId: user.id, role, grantedBy }).onConflictDoNothing();
  return { userId: user.id };
}
