import { Hono } from 'hono';
import { DEFAULT_EARNINGS_PERIOD, EarningsQuerySchema } from '@shared/earnings';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { queryOf } from '../http/validation';
import { loadEarnings } from './operations';

/** The Earnings tab: what clients paid the signed-in owner's business, and the latest payments. */
export function earningsRoutes({ auth, db }: { auth: Auth; db: Database }) {
  return new Hono<AppEnv>().get(
    '/',
    requireSession(auth),
    requireBusiness(db),
    queryOf(EarningsQuerySchema),
    async (c) => {
      const { business } = c.var;
      const period = c.req.valid('query').period ?? DEFAULT_EARNINGS_PERIOD;
      return c.json(
        await loadEarnings(db, { businessId: business.id, currency: business.currency, period }),
      );
    },
  );
}
