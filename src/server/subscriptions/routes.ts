import { Hono } from 'hono';
import { SubscriptionCheckoutSchema } from '@shared/subscription-checkout';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { jsonBody } from '../http/validation';
import type { PaymentProvider } from '../payments/provider';
import { startSubscriptionCheckout } from './checkout';
import { checkSubscriptionPayment } from './checkout-status';
import { loadSubscriptionPage } from './operations-page';
import { startTrial } from './trial';

/** The subscription screen: the plan, the trial, and paying for a plan (docs/product/owner-area.md §2 Subscription plans). */
export function subscriptionRoutes({
  auth,
  db,
  provider,
  publicUrl,
}: {
  auth: Auth;
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
}) {
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  return new Hono<AppEnv>()
    .get('/', session, owned, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await loadSubscriptionPage(db, { business: c.var.business, provider }));
    })
    .post('/trial', session, owned, async (c) => {
      await startTrial(db, { business: c.var.business });
      const page = await loadSubscriptionPage(db, { business: c.var.business, provider });
      return c.json({ message: SUBSCRIPTION_MESSAGES.trialStarted, ...page });
    })
    .post('/checkout', session, owned, jsonBody(SubscriptionCheckoutSchema), async (c) => {
      const payment = await startSubscriptionCheckout(db, {
        provider,
        business: c.var.business,
        payerEmail: c.var.user.email,
        input: c.req.valid('json'),
        publicUrl,
      });
      return c.json({ payment });
    })
    .get('/payments/:reference', session, owned, async (c) => {
      c.header('Cache-Control', 'no-store');
      const payment = await checkSubscriptionPayment(db, {
        provider,
        businessId: c.var.business.id,
        reference: c.req.param('reference'),
      });
      return c.json({ payment });
    });
}
