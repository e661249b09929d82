import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { LanguageChoiceSchema } from '@shared/i18n/language-choice';
import { AssignAdminSchema } from '@shared/auth';
import { listSecurityEvents } from '../audit/event-list';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import type { Database } from '../db/database';
import { users } from '../db/schema/auth';
import type { AppEnv } from '../http/context';
import { jsonBody } from '../http/validation';
import { rememberLocale } from '../i18n/request-locale';
import { rolesOf } from './operations';
import { requireRole } from './require-role';
import { changeRole } from './role-changes';

/** What the spec's security panel fetches; it shows the first 5 (docs/product/owner-area.md §9 Limits). */
const SECURITY_EVENTS_FETCHED = 50;

/** The signed-in account; the spec's assign_admin_role and the security panel's events, for admins. */
export function accountRoutes({ auth, db }: { auth: Auth; db: Database }) {
  const session = requireSession(auth);
  return (
    new Hono<AppEnv>()
      .get('/me', session, async (c) => {
        const user = c.var.user;
        return c.json({ user, roles: await rolesOf(db, user.id) });
      })
      // the account's language: the owner area, its mails and the devices it signs in on follow it
      .put('/me/language', session, jsonBody(LanguageChoiceSchema), async (c) => {
        const { locale } = c.req.valid('json');
        await db.update(users).set({ locale }).where(eq(users.id, c.var.user.id));
        rememberLocale(c, locale);
        return c.json({ locale });
      })
      .post(
        '/roles/admin',
        session,
        requireRole(db, 'manageRoles'),
        jsonBody(AssignAdminSchema),
        async (c) => {
          const { email } = c.req.valid('json');
          const actor = {
            userId: c.var.user.id,
            email: c.var.user.email,
            ipAddress: c.var.clientIp,
          };
          await changeRole(db, { email, role: 'admin', isGrant: true, actor });
          return c.json({ ok: true as const });
        },
      )
      .get('/security-events', session, requireRole(db, 'viewSecurityEvents'), async (c) =>
        c.json(await listSecurityEvents(db, { query: {}, pageSize: SECURITY_EVENTS_FETCHED })),
      )
  );
}
