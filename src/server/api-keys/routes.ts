import { Hono } from 'hono';
import { NewApiKeySchema } from '@shared/api-keys';
import { isUuid } from '@shared/uuid';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/validation';
import { apiKeyText as t } from '../messages/api-keys';
import { createKey, listKeys, revokeKey } from './keys';

function keyIdOf(value: string | undefined): string {
  if (!isUuid(value)) throw new ApiError(404, 'not_found', t('keyNotFound'));
  return value.toLowerCase();
}

/**
 * The owner's API keys (docs/plans/public-api.md §3.1): listed without their secret, made (the
 * answer is the only time the key is shown in full), and revoked.
 */
export function apiKeyRoutes({ auth, db }: { auth: Auth; db: Database }) {
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  return new Hono<AppEnv>()
    .get('/', session, owned, async (c) => c.json({ keys: await listKeys(db, c.var.business.id) }))
    .post('/', session, owned, jsonBody(NewApiKeySchema), async (c) => {
      const made = await createKey(db, {
        businessId: c.var.business.id,
        userId: c.var.user.id,
        input: c.req.valid('json'),
      });
      return c.json(made, 201);
    })
    .delete('/:apiKeyId', session, owned, async (c) => {
      await revokeKey(db, {
        businessId: c.var.business.id,
        keyId: keyIdOf(c.req.param('apiKeyId')),
      });
      return c.body(null, 204);
    });
}
