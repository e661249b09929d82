import { Hono } from 'hono';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { loadStaffDashboard } from './operations';

/** The staff dashboard: every active member with a summary, next bookings and attendance. */
export function staffDashboardRoutes({ auth, db }: { auth: Auth; db: Database }) {
  return new Hono<AppEnv>().get('/', requireSession(auth), requireBusiness(db), async (c) =>
    c.json(await loadStaffDashboard(db, { businessId: c.var.business.id })),
  );
}
