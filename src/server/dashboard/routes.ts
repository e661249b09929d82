import { Hono } from 'hono';
import { DashboardQuerySchema, DEFAULT_DASHBOARD_PERIOD } from '@shared/dashboard';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { queryOf } from '../http/validation';
import { loadDashboard } from './operations';

/** The dashboard's figures, chart, today's bookings and plan, in one request. */
export function dashboardRoutes({ auth, db }: { auth: Auth; db: Database }) {
  return new Hono<AppEnv>().get(
    '/',
    requireSession(auth),
    requireBusiness(db),
    queryOf(DashboardQuerySchema),
    async (c) => {
      const { business } = c.var;
      const period = c.req.valid('query').period ?? DEFAULT_DASHBOARD_PERIOD;
      return c.json(
        await loadDashboard(db, { businessId: business.id, currency: business.currency, period }),
      );
    },
  );
}
