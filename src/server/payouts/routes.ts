import { Hono } from 'hono';
import { PayoutSetupSchema } from '@shared/payouts';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import type { PaymentProvider } from '../payments/provider';
import { jsonBody } from '../http/validation';
import { loadPayouts, savePayouts } from './operations';

/** The Payment Setup section: where the business's share of client payments goes. */
export function payoutRoutes({
  auth,
  db,
  provider,
}: {
  auth: Auth;
  db: Database;
  provider: PaymentProvider;
}) {
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  return new Hono<AppEnv>()
    .get('/', session, owned, async (c) =>
      c.json(await loadPayouts(db, c.var.business.id, provider)),
    )
    .put('/', session, owned, jsonBody(PayoutSetupSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(await savePayouts(db, { businessId: c.var.business.id, input, provider }));
    });
}
