import { Hono, type Context } from 'hono';
import {
  AdminBusinessQuerySchema,
  ADMIN_MESSAGES,
  DeactivationSchema,
  PayoutVerificationSchema,
  RoleChangeSchema,
  SecurityEventsQuerySchema,
  VerificationSchema,
} from '@shared/admin';
import { isUuid } from '@shared/uuid';
import type { Actor } from '../audit/admin-actions';
import { listSecurityEvents } from '../audit/event-list';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { jsonBody, queryOf } from '../http/validation';
import type { PaymentProvider } from '../payments/provider';
import { requireRole } from '../roles/require-role';
import { changeRole, listRoleHolders } from '../roles/role-changes';
import { deactivateBusiness, reactivateBusiness, setVerified } from './business-actions';
import { listAdminBusinesses } from './business-list';
import { listPendingPayouts, verifyPayouts } from './payout-review';
import { decideReport, listReportedReviews, listUncountedReviews } from '../reviews/moderation';
import { reviewIdOf } from '../reviews/owner-actions';

function businessIdOf(c: Context<AppEnv>): string {
  const businessId = c.req.param('businessId');
  if (!isUuid(businessId)) throw new ApiError(404, 'not_found', ADMIN_MESSAGES.businessNotFound);
  return businessId;
}

const actorOf = (c: Context<AppEnv>): Actor => ({
  userId: c.var.user.id,
  email: c.var.user.email,
  ipAddress: c.var.clientIp,
});

/**
 * /api/admin: the platform's own staff. Every route checks the session and the role's ability on the
 * server (@shared/roles ADMIN_ABILITIES); every change is written to audit_log with who, what,
 * before and after.
 */
export function adminRoutes({
  auth,
  db,
  provider,
}: {
  auth: Auth;
  db: Database;
  provider: PaymentProvider;
}) {
  const session = requireSession(auth);
  const view = requireRole(db, 'viewBusinesses');
  const verify = requireRole(db, 'verify');
  const deactivate = requireRole(db, 'deactivate');
  const events = requireRole(db, 'viewSecurityEvents');
  const roles = requireRole(db, 'manageRoles');
  const moderate = requireRole(db, 'moderateReviews');
  const isPaystack = provider.id === 'paystack';
  return new Hono<AppEnv>()
    .get('/businesses', session, view, queryOf(AdminBusinessQuerySchema), async (c) =>
      c.json(await listAdminBusinesses(db, { query: c.req.valid('query') })),
    )
    .put(
      '/businesses/:businessId/verification',
      session,
      verify,
      jsonBody(VerificationSchema),
      async (c) => {
        const { isVerified } = c.req.valid('json');
        return c.json(
          await setVerified(db, { businessId: businessIdOf(c), isVerified, actor: actorOf(c) }),
        );
      },
    )
    .post(
      '/businesses/:businessId/deactivate',
      session,
      deactivate,
      jsonBody(DeactivationSchema),
      async (c) => {
        const { reason } = c.req.valid('json');
        return c.json(
          await deactivateBusiness(db, { businessId: businessIdOf(c), reason, actor: actorOf(c) }),
        );
      },
    )
    .post('/businesses/:businessId/reactivate', session, deactivate, async (c) =>
      c.json(await reactivateBusiness(db, { businessId: businessIdOf(c), actor: actorOf(c) })),
    )
    .get('/payouts', session, view, async (c) =>
      c.json({ ...(await listPendingPayouts(db)), isPaystack }),
    )
    .post(
      '/payouts/:businessId/verify',
      session,
      verify,
      jsonBody(PayoutVerificationSchema),
      async (c) => {
        const { version } = c.req.valid('json');
        return c.json(
          await verifyPayouts(db, {
            businessId: businessIdOf(c),
            version,
            actor: actorOf(c),
            isPaystack,
          }),
        );
      },
    )
    .get('/security-events', session, events, queryOf(SecurityEventsQuerySchema), async (c) =>
      c.json(await listSecurityEvents(db, { query: c.req.valid('query') })),
    )
    .get('/reviews/reported', session, moderate, async (c) => c.json(await listReportedReviews(db)))
    .get('/reviews/uncounted', session, moderate, async (c) =>
      c.json(await listUncountedReviews(db)),
    )
    .post('/reviews/:reviewId/hide', session, moderate, async (c) =>
      c.json(
        await decideReport(db, {
          reviewId: reviewIdOf(c.req.param('reviewId')),
          decision: 'hide',
          actor: actorOf(c),
        }),
      ),
    )
    .post('/reviews/:reviewId/keep', session, moderate, async (c) =>
      c.json(
        await decideReport(db, {
          reviewId: reviewIdOf(c.req.param('reviewId')),
          decision: 'keep',
          actor: actorOf(c),
        }),
      ),
    )
    .get('/roles', session, roles, async (c) => c.json(await listRoleHolders(db)))
    .post('/roles', session, roles, jsonBody(RoleChangeSchema), async (c) => {
      const { email, role } = c.req.valid('json');
      return c.json(await changeRole(db, { email, role, isGrant: true, actor: actorOf(c) }));
    })
    .delete('/roles', session, roles, jsonBody(RoleChangeSchema), async (c) => {
      const { email, role } = c.req.valid('json');
      return c.json(await changeRole(db, { email, role, isGrant: false, actor: actorOf(c) }));
    });
}
