import { Hono } from 'hono';
import { PushSubscriptionSchema, PushUnsubscribeSchema } from '@shared/push';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { Env } from '../env';
import type { AppEnv } from '../http/context';
import { jsonBody } from '../http/validation';
import { assertPushEndpoint, removeSubscription, saveSubscription } from './subscriptions';
import { resolveVapidKeys } from './vapid';

/** The owner's devices that get a notification for each new or cancelled booking. */
export function pushRoutes({ auth, db, env }: { auth: Auth; db: Database; env: Env }) {
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  return new Hono<AppEnv>()
    .get('/public-key', async (c) => {
      const { publicKey } = await resolveVapidKeys(db, env.vapid);
      return c.json({ publicKey });
    })
    .post('/subscriptions', session, owned, jsonBody(PushSubscriptionSchema), async (c) => {
      const input = c.req.valid('json');
      assertPushEndpoint(input.endpoint, env.pushServiceOrigins);
      await saveSubscription(db, {
        businessId: c.var.business.id,
        userId: c.var.user.id,
        sessionId: c.var.sessionId,
        input,
        userAgent: c.req.header('user-agent') ?? null,
      });
      return c.json({ subscribed: true }, 201);
    })
    .delete('/subscriptions', session, owned, jsonBody(PushUnsubscribeSchema), async (c) => {
      const { endpoint } = c.req.valid('json');
      await removeSubscription(db, { businessId: c.var.business.id, endpoint });
      return c.json({ subscribed: false });
    });
}
