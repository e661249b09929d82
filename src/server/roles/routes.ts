import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AssignAdminSchema } from '@shared/auth';
import { recordSecurityEvent, SECURITY_EVENT } from '../audit/security-events';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema/auth';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { parseWith, readJsonBody } from '../http/validation';
import { grantRole, hasRole, rolesOf } from './operations';

const SECURITY_EVENTS_FETCHED = 50;

/** Admin-only routes: anyone else gets 403 and the attempt is itself recorded. */
function requireAdmin(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const actor = c.var.user;
    if (!(await hasRole(db, actor.id, 'admin'))) {
      await recordSecurityEvent(db, {
        type: 'UNAUTHORIZED_ACCESS',
        description: `${actor.email} tried an admin action (${c.req.method} ${c.req.path})`,
        userId: actor.id,
        ipAddress: c.var.clientIp,
      });
      throw new ApiError(403, 'forbidden', 'Access denied');
    }
    await next();
  });
}

/** The signed-in account; role grants (the spec's assign_admin_role) and security events for admins. */
export function accountRoutes({ auth, db }: { auth: Auth; db: Database }) {
  const session = requireSession(auth);
  const admin = requireAdmin(db);
  return new Hono<AppEnv>()
    .get('/me', session, async (c) => {
      const user = c.var.user;
      return c.json({ user, roles: await rolesOf(db, user.id) });
    })
    .post('/roles/admin', session, admin, async (c) => {
      const actor = c.var.user;
      const { email } = parseWith(AssignAdminSchema, await readJsonBody(c));
      const granted = await grantRole(db, { email, role: 'admin', grantedBy: actor.id });
      if (!granted) throw new ApiError(404, 'not_found', 'User not found');
      await recordSecurityEvent(db, {
        type: 'ROLE_GRANTED',
        description: `${actor.email} made ${email} an admin`,
        userId: actor.id,
        ipAddress: c.var.clientIp,
        details: { email, role: 'admin' },
      });
      return c.json({ ok: true as const });
    })
    .get('/security-events', session, admin, async (c) => {
      const rows = await db
        .select({
          id: auditLog.id,
          type: auditLog.tableName,
          details: auditLog.oldValues,
          ipAddress: auditLog.ipAddress,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(eq(auditLog.action, SECURITY_EVENT))
        .orderBy(desc(auditLog.createdAt))
        .limit(SECURITY_EVENTS_FETCHED);
      const events = rows.map(({ details, createdAt, ...row }) => ({
        ...row,
        description:
          typeof details === 'object' && details && 'description' in details
            ? String(details.description)
            : '',
        createdAt: createdAt.toISOString(),
      }));
      return c.json({ events });
    });
}
