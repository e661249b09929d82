import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { businessAnswers } from '../messages/business-answers';
import { findOwnerBusiness } from './operations';

/**
 * Tenancy in one place: the business is always the signed-in owner's, found by their user id on the
 * server. Whatever ids a request carries, it can reach no other business.
 */
export function requireBusiness(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const business = await findOwnerBusiness(db, c.var.user.id);
    if (!business) throw new ApiError(404, 'no_business', businessAnswers('noBusiness'));
    c.set('business', business);
    await next();
  });
}
