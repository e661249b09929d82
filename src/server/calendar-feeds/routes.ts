import { Hono } from 'hono';
import { CalendarFeedChangeSchema, NewCalendarFeedSchema } from '@shared/calendar-feeds';
import { httpDate } from '@shared/format/dates';
import { isUuid } from '@shared/uuid';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { requireBusiness } from '../businesses/scope';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { ApiError, errorBody } from '../http/errors';
import { jsonBody } from '../http/validation';
import { API_ERROR_CODES } from '@shared/api-errors';
import { calendarFeedText as t } from '../messages/calendar-feeds';
import {
  changeFeed,
  feedUrls,
  listFeeds,
  newFeed,
  readFeed,
  revokeFeed,
  type FeedRow,
} from './feeds';

function feedIdOf(value: string | undefined): string {
  if (!isUuid(value)) throw new ApiError(404, 'not_found', t('feedNotFound'));
  return value.toLowerCase();
}

/**
 * Calendar feeds (docs/decisions/0076): the owner makes, changes and turns off the links of their
 * own calendar and their staff members'; a calendar reads a feed by its link alone.
 */
export function calendarFeedRoutes({
  auth,
  db,
  publicUrl,
}: {
  auth: Auth;
  db: Database;
  publicUrl: string;
}) {
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  const present = (feed: FeedRow) => ({
    id: feed.id,
    staffId: feed.staffId,
    showClients: feed.showClients,
    lastReadAt: feed.lastReadAt,
    createdAt: feed.createdAt,
    ...feedUrls(publicUrl, feed.token),
  });
  return new Hono<AppEnv>()
    .get('/calendar-feeds', session, owned, async (c) => {
      const feeds = await listFeeds(db, c.var.business.id);
      return c.json({
        owner: feeds.owner ? present(feeds.owner) : null,
        staff: feeds.staff.map((member) => ({
          staffId: member.staffId,
          name: member.name,
          feed: member.feed ? present(member.feed) : null,
        })),
      });
    })
    .post('/calendar-feeds', session, owned, jsonBody(NewCalendarFeedSchema), async (c) => {
      const { staffId } = c.req.valid('json');
      const feed = await newFeed(db, {
        businessId: c.var.business.id,
        staffId: staffId?.toLowerCase() ?? null,
      });
      return c.json({ feed: present(feed) }, 201);
    })
    .patch(
      '/calendar-feeds/:feedId',
      session,
      owned,
      jsonBody(CalendarFeedChangeSchema),
      async (c) => {
        const feed = await changeFeed(db, {
          businessId: c.var.business.id,
          feedId: feedIdOf(c.req.param('feedId')),
          showClients: c.req.valid('json').showClients,
        });
        return c.json({ feed: present(feed) });
      },
    )
    .delete('/calendar-feeds/:feedId', session, owned, async (c) => {
      await revokeFeed(db, {
        businessId: c.var.business.id,
        feedId: feedIdOf(c.req.param('feedId')),
      });
      return c.body(null, 204);
    })
    .get('/calendar/:file', async (c) => {
      const file = c.req.param('file');
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      c.header('Cache-Control', 'private, no-cache');
      c.header('Referrer-Policy', 'no-referrer');
      c.header('X-Robots-Tag', 'noindex');
      const answer = await readFeed(db, {
        token,
        publicUrl,
        ifNoneMatch: c.req.header('if-none-match'),
        ifModifiedSince: c.req.header('if-modified-since'),
      });
      if (answer.kind === 'gone') {
        return c.json(errorBody(API_ERROR_CODES.notFound, t('notFound')), 404);
      }
      c.header('ETag', answer.etag);
      c.header('Last-Modified', httpDate(answer.lastModified));
      if (answer.kind === 'unchanged') return c.body(null, 304);
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', 'inline; filename="miadi.ics"');
      return c.body(answer.body, 200);
    });
}
