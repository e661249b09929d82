import { businessNotAvailable } from '../businesses/active-business';
import { Hono } from 'hono';
import {
  OwnerReplySchema,
  ReviewInputSchema,
  ReviewPageQuerySchema,
  ReviewReportSchema,
} from '@shared/reviews';
import { isUuid } from '@shared/uuid';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import { publicCache } from '../http/caching';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { jsonBody, queryOf } from '../http/validation';
import { readReviewLink, saveReview } from './client-review';
import { listOwnerReviews, listPublicReviews } from './lists';
import { reportReview, reviewIdOf, setOwnerReply } from './owner-actions';

export interface ReviewDeps {
  db: Database;
  /** The clock the 7-day edit window is read against. */
  now?: () => Date;
}

/** /api/reviews: the client's review through their booking link, with no account. */
export function reviewLinkRoutes({ db, now = () => new Date() }: ReviewDeps) {
  return new Hono<AppEnv>()
    .get('/by-link/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await readReviewLink(db, { token: c.req.param('token'), now: now() }));
    })
    .put('/by-link/:token', jsonBody(ReviewInputSchema), async (c) => {
      const saved = await saveReview(db, {
        token: c.req.param('token'),
        input: c.req.valid('json'),
        now: now(),
      });
      const { isNew, ...answer } = saved;
      return c.json(answer, isNew ? 201 : 200);
    });
}

/** /api/public/businesses/:businessId/reviews: the visible reviews, newest first. */
export function publicReviewRoutes({ db }: ReviewDeps) {
  return new Hono<AppEnv>().get(
    '/businesses/:businessId/reviews',
    publicCache('no-cache'),
    queryOf(ReviewPageQuerySchema),
    async (c) => {
      const businessId = c.req.param('businessId');
      if (!isUuid(businessId)) throw new ApiError(404, 'not_found', businessNotAvailable());
      const { cursor } = c.req.valid('query');
      return c.json(await listPublicReviews(db, { businessId, cursor }));
    },
  );
}

/** /api/business/reviews: the signed-in owner's reviews, replies and reports. */
export function ownerReviewRoutes({ auth, db }: ReviewDeps & { auth: Auth }) {
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  return new Hono<AppEnv>()
    .get('/', session, owned, queryOf(ReviewPageQuerySchema), async (c) =>
      c.json(
        await listOwnerReviews(db, {
          businessId: c.var.business.id,
          cursor: c.req.valid('query').cursor,
        }),
      ),
    )
    .put('/:reviewId/reply', session, owned, jsonBody(OwnerReplySchema), async (c) =>
      c.json(
        await setOwnerReply(db, {
          businessId: c.var.business.id,
          reviewId: reviewIdOf(c.req.param('reviewId')),
          reply: c.req.valid('json').reply,
        }),
      ),
    )
    .delete('/:reviewId/reply', session, owned, async (c) =>
      c.json(
        await setOwnerReply(db, {
          businessId: c.var.business.id,
          reviewId: reviewIdOf(c.req.param('reviewId')),
          reply: null,
        }),
      ),
    )
    .post('/:reviewId/report', session, owned, jsonBody(ReviewReportSchema), async (c) =>
      c.json(
        await reportReview(db, {
          businessId: c.var.business.id,
          reviewId: reviewIdOf(c.req.param('reviewId')),
          reason: c.req.valid('json').reason,
        }),
      ),
    );
}
