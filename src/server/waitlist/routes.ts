import { Hono } from 'hono';
import * as z from 'zod/mini';
import { parseLocalDate } from '@shared/local-time';
import { isUuid } from '@shared/uuid';
import { JoinWaitlistSchema } from '@shared/waitlist';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { businessNotAvailable } from '../businesses/active-business';
import { requireBusiness } from '../businesses/scope';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { jsonBody, parseWith } from '../http/validation';
import { waitlistText as t } from '../messages/waitlist-texts';
import { BOOKING_MESSAGES } from '@shared/booking-messages';
import {
  joinWaitlist,
  leaveWaitlist,
  listDay,
  ownEntry,
  presentEntry,
  readEntry,
  removeFromWaitlist,
  takeOffer,
} from './entries';
import { offerByHand, type WaitlistDeps } from './offers';

const DayQuery = z.object({
  date: z.string({ error: () => BOOKING_MESSAGES.dateTime }).check(
    z.refine((value) => parseLocalDate(value) !== null, {
      error: () => BOOKING_MESSAGES.dateTime,
    }),
  ),
});

function entryIdOf(value: string | undefined): string {
  if (!isUuid(value)) throw new ApiError(404, 'not_found', t('entryNotFound'));
  return value.toLowerCase();
}

/**
 * The waitlist (docs/decisions/0077): a client joins a day's queue from the booking page and
 * follows, takes or leaves it by the secret link they are given; the owner sees each day's queue,
 * offers a place by hand and removes a client.
 */
export function waitlistRoutes(deps: WaitlistDeps & { auth: Auth }) {
  const { db } = deps;
  const session = requireSession(deps.auth);
  const owned = requireBusiness(db);
  return new Hono<AppEnv>()
    .post('/public/businesses/:businessId/waitlist', jsonBody(JoinWaitlistSchema), async (c) => {
      const businessId = c.req.param('businessId');
      if (!isUuid(businessId)) throw new ApiError(404, 'not_found', businessNotAvailable());
      const entry = await joinWaitlist(deps, {
        businessId,
        input: c.req.valid('json'),
        source: 'online',
      });
      return c.json({ entry: await presentEntry(deps, entry), token: entry.token }, 201);
    })
    .get('/public/waitlist/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.json({ entry: await readEntry(deps, c.req.param('token')) });
    })
    .post('/public/waitlist/:token/take', async (c) => {
      return c.json({ entry: await takeOffer(deps, c.req.param('token')) });
    })
    .delete('/public/waitlist/:token', async (c) => {
      await leaveWaitlist(deps, c.req.param('token'));
      return c.body(null, 204);
    })
    .get('/waitlist', session, owned, async (c) => {
      const { date } = parseWith(DayQuery, c.req.query());
      return c.json({ entries: await listDay(db, { businessId: c.var.business.id, date }) });
    })
    .post('/waitlist/:entryId/offer', session, owned, async (c) => {
      const entry = await ownEntry(db, c.var.business.id, entryIdOf(c.req.param('entryId')));
      if (entry.status !== 'waiting') {
        throw new ApiError(409, 'not_waiting', t('noPlace'));
      }
      const outcome = await offerByHand(deps, entry);
      if (outcome === 'full') throw new ApiError(409, 'no_place', t('closed'));
      if (outcome === 'none') throw new ApiError(409, 'no_place', t('noPlace'));
      const [after] = await listDay(db, { businessId: entry.businessId, date: entry.date }).then(
        (rows) => rows.filter((row) => row.id === entry.id),
      );
      return c.json({ entry: after });
    })
    .delete('/waitlist/:entryId', session, owned, async (c) => {
      const entry = await ownEntry(db, c.var.business.id, entryIdOf(c.req.param('entryId')));
      await removeFromWaitlist(deps, entry);
      return c.body(null, 204);
    });
}
