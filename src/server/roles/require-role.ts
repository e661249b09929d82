import { createMiddleware } from 'hono/factory';
import { canDo, type AdminAbility } from '@shared/roles';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { rolesAnswers } from '../messages/roles-answers';
import { rolesOf } from './operations';

/**
 * Every admin endpoint sits behind this, after requireSession: the signed-in account's roles are read
 * from the database on each request (a removed role stops working at once) and must allow the
 * ability (@shared/roles ADMIN_ABILITIES). Anyone else gets 403, which the access monitor records.
 */
export function requireRole(db: Database, ability: AdminAbility) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!canDo(await rolesOf(db, c.var.user.id), ability)) {
      throw new ApiError(403, 'forbidden', rolesAnswers('accessDenied'));
    }
    await next();
  });
}
