import { Hono } from 'hono';
import * as z from 'zod/mini';
import { NewWebhookEndpointSchema, WebhookEndpointChangeSchema } from '@shared/webhooks';
import { isUuid } from '@shared/uuid';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { jsonBody, queryOf } from '../http/validation';
import { webhookText as t } from '../messages/webhooks';
import {
  changeEndpoint,
  createEndpoint,
  endpointSecret,
  listDeliveries,
  listEndpoints,
  loadDelivery,
  removeEndpoint,
  rollSecret,
  sendAgain,
} from './endpoints';

const LogQuery = z.object({ before: z.optional(z.string().check(z.regex(/^\d{1,18}$/))) });

function idOf(value: string | undefined, notFound: 'notFound' | 'deliveryNotFound'): string {
  if (!isUuid(value)) throw new ApiError(404, 'not_found', t(notFound));
  return value.toLowerCase();
}

/**
 * The owner's webhook endpoints (docs/plans/public-api.md §3.11): behind the session and the
 * business scope, as every owner route is.
 */
export function webhookRoutes({
  auth,
  db,
  testOrigins,
}: {
  auth: Auth;
  db: Database;
  testOrigins: readonly string[];
}) {
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  const ids = (c: {
    var: AppEnv['Variables'];
    req: { param(name: string): string | undefined };
  }) => ({
    businessId: c.var.business.id,
    endpointId: idOf(c.req.param('webhookId'), 'notFound'),
    deliveryId: idOf(c.req.param('deliveryId'), 'deliveryNotFound'),
  });
  return new Hono<AppEnv>()
    .get('/', session, owned, async (c) =>
      c.json({ endpoints: await listEndpoints(db, c.var.business.id) }),
    )
    .post('/', session, owned, jsonBody(NewWebhookEndpointSchema), async (c) => {
      const made = await createEndpoint(db, {
        businessId: c.var.business.id,
        input: c.req.valid('json'),
        testOrigins,
      });
      return c.json(made, 201);
    })
    .patch('/:webhookId', session, owned, jsonBody(WebhookEndpointChangeSchema), async (c) => {
      const endpoint = await changeEndpoint(db, {
        businessId: c.var.business.id,
        endpointId: idOf(c.req.param('webhookId'), 'notFound'),
        input: c.req.valid('json'),
        testOrigins,
      });
      return c.json({ endpoint });
    })
    .delete('/:webhookId', session, owned, async (c) => {
      await removeEndpoint(db, c.var.business.id, idOf(c.req.param('webhookId'), 'notFound'));
      return c.body(null, 204);
    })
    .get('/:webhookId/secret', session, owned, async (c) =>
      c.json({
        secret: await endpointSecret(
          db,
          c.var.business.id,
          idOf(c.req.param('webhookId'), 'notFound'),
        ),
      }),
    )
    .post('/:webhookId/secret', session, owned, async (c) =>
      c.json({
        secret: await rollSecret(db, c.var.business.id, idOf(c.req.param('webhookId'), 'notFound')),
      }),
    )
    .get('/:webhookId/deliveries', session, owned, queryOf(LogQuery), async (c) =>
      c.json(
        await listDeliveries(db, {
          businessId: c.var.business.id,
          endpointId: idOf(c.req.param('webhookId'), 'notFound'),
          before: c.req.valid('query').before,
        }),
      ),
    )
    .get('/:webhookId/deliveries/:deliveryId', session, owned, async (c) =>
      c.json(await loadDelivery(db, ids(c))),
    )
    .post('/:webhookId/deliveries/:deliveryId/send', session, owned, async (c) =>
      c.json(await sendAgain(db, ids(c), { testOrigins })),
    );
}
