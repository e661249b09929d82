import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { bookingLinkKey, bookingLinkUrl, makeBookingToken } from '../booking-links/token';
import type { Database } from '../db/database';
import { users } from '../db/schema/auth';
import { bookings } from '../db/schema/bookings';
import { businesses, businessSettings } from '../db/schema/businesses';
import { calendarFeeds } from '../db/schema/calendar';
import { staff } from '../db/schema/people';
import { services } from '../db/schema/services';
import { isPgError, PG_ERROR } from '../db/pg-errors';
import { ApiError } from '../http/errors';
import { inLocale } from '../i18n/request-locale';
import { calendarUid } from '../mail/ics';
import { calendarFeedText as t } from '../messages/calendar-feeds';
import { feedCalendar, type FeedEvent } from './ics-feed';

/** A feed shows bookings from this many days back to this many ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 90;
/** At most this many events in one feed, the nearest first: a calendar reads a bounded file. */
export const FEED_MAX_EVENTS = 5_000;

const DAY_MS = 86_400_000;
/** A link's secret: 32 random bytes, base64url, 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type FeedRow = typeof calendarFeeds.$inferSelect;

/** The links a calendar subscribes with: https, and webcal, which opens the calendar app. */
export function feedUrls(publicUrl: string, token: string) {
  const url = `${publicUrl}/api/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
}

/** The span a feed covers read at `now`: whole UTC days, so it moves once a day. */
export function feedSpan(now: Date): { from: Date; to: Date } {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return {
    from: new Date(today - FEED_DAYS_BACK * DAY_MS),
    to: new Date(today + (FEED_DAYS_AHEAD + 1) * DAY_MS),
  };
}

/**
 * Gives the owner, or one of the business's staff members, a new feed link; the live one, if
 * any, stops answering. Two requests at once leave one live link, the other's answer being it.
 */
export async function newFeed(
  db: Database,
  { businessId, staffId }: { businessId: string; staffId: string | null },
): Promise<FeedRow> {
  if (staffId) {
    const [member] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.id, staffId), eq(staff.businessId, businessId)));
    if (!member) throw new ApiError(404, 'not_found', t('staffNotFound'));
  }
  const whose = and(
    eq(calendarFeeds.businessId, businessId),
    staffId ? eq(calendarFeeds.staffId, staffId) : isNull(calendarFeeds.staffId),
    isNull(calendarFeeds.revokedAt),
  );
  try {
    return await db.transaction(async (tx) => {
      const [live] = await tx
        .update(calendarFeeds)
        .set({ revokedAt: new Date(), updatedAt: new Date() })
        .where(whose)
        .returning({ showClients: calendarFeeds.showClients });
      const [created] = await tx
        .insert(calendarFeeds)
        .values({
          businessId,
          staffId,
          token: randomBytes(32).toString('base64url'),
          // a new link keeps what the owner chose for the old one
          showClients: live?.showClients ?? true,
        })
        .returning();
      if (!created) throw new Error('calendar feed not recorded');
      return created;
    });
  } catch (error) {
    if (!isPgError(error, PG_ERROR.uniqueViolation, 'calendar_feeds_live_idx')) throw error;
    const [other] = await db.select().from(calendarFeeds).where(whose);
    if (!other) throw error;
    return other;
  }
}

/** The business's live feed with this id, or a clear 404. */
async function ownFeed(db: Database, businessId: string, feedId: string): Promise<FeedRow> {
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.id, feedId),
        eq(calendarFeeds.businessId, businessId),
        isNull(calendarFeeds.revokedAt),
      ),
    );
  if (!feed) throw new ApiError(404, 'not_found', t('feedNotFound'));
  return feed;
}

export async function changeFeed(
  db: Database,
  { businessId, feedId, showClients }: { businessId: string; feedId: string; showClients: boolean },
): Promise<FeedRow> {
  await ownFeed(db, businessId, feedId);
  const [changed] = await db
    .update(calendarFeeds)
    .set({ showClients, updatedAt: new Date() })
    .where(and(eq(calendarFeeds.id, feedId), isNull(calendarFeeds.revokedAt)))
    .returning();
  if (!changed) throw new ApiError(404, 'not_found', t('feedNotFound'));
  return changed;
}

/** Turns a link off for good: it answers 404 from now on. */
export async function revokeFeed(
  db: Database,
  { businessId, feedId }: { businessId: string; feedId: string },
): Promise<void> {
  await ownFeed(db, businessId, feedId);
  await db
    .update(calendarFeeds)
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(calendarFeeds.id, feedId), isNull(calendarFeeds.revokedAt)));
}

/** The owner's feed and one for each active staff member: live, or not made yet. */
export async function listFeeds(db: Database, businessId: string) {
  const [live, members] = await Promise.all([
    db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.businessId, businessId), isNull(calendarFeeds.revokedAt))),
    db
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(and(eq(staff.businessId, businessId), eq(staff.isActive, true)))
      .orderBy(asc(staff.name)),
  ]);
  const of = (staffId: string | null) => live.find((feed) => feed.staffId === staffId) ?? null;
  return {
    owner: of(null),
    staff: members.map((member) => ({
      staffId: member.id,
      name: member.name,
      feed: of(member.id),
    })),
  };
}

/** What a feed's link opens: the feed, its business, and whose bookings it shows. */
async function feedByToken(db: Database, token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [found] = await db
    .select({
      feed: calendarFeeds,
      businessName: businesses.name,
      address: businesses.address,
      city: businesses.city,
      businessUpdatedAt: businesses.updatedAt,
      timeZone: businessSettings.timezone,
      settingsUpdatedAt: businessSettings.updatedAt,
      ownerLocale: users.locale,
      staffName: staff.name,
      staffIsActive: staff.isActive,
    })
    .from(calendarFeeds)
    .innerJoin(businesses, eq(businesses.id, calendarFeeds.businessId))
    .innerJoin(businessSettings, eq(businessSettings.businessId, calendarFeeds.businessId))
    .innerJoin(users, eq(users.id, businesses.userId))
    .leftJoin(staff, eq(staff.id, calendarFeeds.staffId))
    .where(
      and(
        eq(calendarFeeds.token, token),
        isNull(calendarFeeds.revokedAt),
        eq(businesses.isActive, true),
      ),
    );
  // a staff member who has left has no feed
  if (!found || (found.feed.staffId && !found.staffIsActive)) return null;
  return found;
}

export type FeedAnswer =
  | { kind: 'gone' }
  | { kind: 'unchanged'; etag: string; lastModified: Date }
  | { kind: 'calendar'; etag: string; lastModified: Date; body: string };

const latest = (...dates: (Date | string | null | undefined)[]) =>
  new Date(Math.max(...dates.filter((d) => d != null).map((d) => new Date(d).getTime())));

/**
 * A feed as a calendar reads it. What the feed would show is summed up first (its bookings'
 * count and last change, the names they carry, the owner's choices, the day): a calendar whose
 * copy is still that gets 'unchanged', and only a changed feed is written out.
 */
export async function readFeed(
  db: Database,
  {
    token,
    publicUrl,
    ifNoneMatch,
    ifModifiedSince,
    now = new Date(),
  }: {
    token: string;
    publicUrl: string;
    ifNoneMatch?: string;
    ifModifiedSince?: string;
    now?: Date;
  },
): Promise<FeedAnswer> {
  const found = await feedByToken(db, token);
  if (!found) return { kind: 'gone' };
  const { feed } = found;
  const { from, to } = feedSpan(now);
  const inFeed = and(
    eq(bookings.businessId, feed.businessId),
    feed.staffId ? eq(bookings.staffId, feed.staffId) : undefined,
    gte(bookings.startsAt, from),
    lt(bookings.startsAt, to),
  );
  const [summary] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bookingsChanged: sql<string | null>`max(${bookings.updatedAt})`,
      servicesChanged: sql<
        string | null
      >`(SELECT max(${services.updatedAt}) FROM ${services} WHERE ${services.businessId} = ${feed.businessId})`,
      staffChanged: sql<
        string | null
      >`(SELECT max(${staff.updatedAt}) FROM ${staff} WHERE ${staff.businessId} = ${feed.businessId})`,
    })
    .from(bookings)
    .where(inFeed);
  const lastModified = latest(
    summary?.bookingsChanged,
    summary?.servicesChanged,
    summary?.staffChanged,
    feed.updatedAt,
    found.businessUpdatedAt,
    found.settingsUpdatedAt,
  );
  const etag = `W/"${createHash('sha256')
    .update(
      [
        feed.id,
        from.toISOString(),
        summary?.count ?? 0,
        lastModified.toISOString(),
        found.ownerLocale,
      ].join('|'),
    )
    .digest('base64url')
    .slice(0, 27)}"`;
  await markRead(db, feed, now);
  const wholeSecond = Math.floor(lastModified.getTime() / 1000) * 1000;
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim());
    if (tags.includes(etag) || tags.includes('*')) return { kind: 'unchanged', etag, lastModified };
  } else if (ifModifiedSince !== undefined) {
    const since = Date.parse(ifModifiedSince);
    if (Number.isFinite(since) && wholeSecond <= since) {
      return { kind: 'unchanged', etag, lastModified };
    }
  }

  const rows = await db
    .select({
      id: bookings.id,
      ticketCode: bookings.ticketCode,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      bookingDate: bookings.bookingDate,
      status: bookings.status,
      customerName: bookings.customerName,
      customerPhone: bookings.customerPhone,
      createdAt: bookings.createdAt,
      updatedAt: bookings.updatedAt,
      serviceName: services.name,
      staffName: staff.name,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(staff, eq(staff.id, bookings.staffId))
    .where(inFeed)
    .orderBy(asc(bookings.startsAt))
    .limit(FEED_MAX_EVENTS);
  const key = feed.showClients && feed.staffId ? await bookingLinkKey(db) : null;
  const location = [found.address, found.city].filter(Boolean).join(', ');
  const body = inLocale(found.ownerLocale, () => {
    const events = rows.map((row): FeedEvent => {
      const base = feed.showClients
        ? t('summary.client', { service: row.serviceName, client: row.customerName })
        : row.serviceName;
      const summary =
        row.status === 'cancelled'
          ? t('summary.cancelled', { summary: base })
          : row.status === 'pending'
            ? t('summary.pending', { summary: base })
            : base;
      // the owner opens it in Miadi; a staff member, who has no account, on the booking's page
      const link = !feed.staffId
        ? `${publicUrl}/app/bookings?view=all&q=${row.ticketCode}`
        : key
          ? bookingLinkUrl(publicUrl, makeBookingToken(key, row.id))
          : null;
      const lines = [
        ...(feed.showClients
          ? [
              t('line.client', { name: row.customerName }),
              t('line.phone', { phone: row.customerPhone }),
            ]
          : []),
        ...(row.staffName ? [t('line.staff', { name: row.staffName })] : []),
        t('line.status', { status: row.status }),
        t('line.ticket', { ticket: row.ticketCode }),
        ...(link ? [t(feed.staffId ? 'line.page' : 'line.owner', { link })] : []),
      ];
      return {
        uid: calendarUid(row.ticketCode),
        start: row.startsAt,
        end: row.endsAt,
        summary,
        description: lines.join('\n'),
        location,
        status:
          row.status === 'cancelled'
            ? 'CANCELLED'
            : row.status === 'pending'
              ? 'TENTATIVE'
              : 'CONFIRMED',
        url: link,
        created: row.createdAt,
        lastModified: row.updatedAt,
      };
    });
    const name = feed.staffId
      ? t('name.staff', { staff: found.staffName ?? '', business: found.businessName })
      : t('name.owner', { business: found.businessName });
    return feedCalendar({ name, timeZone: found.timeZone, from, to, events, now });
  });
  return { kind: 'calendar', etag, lastModified, body };
}

/** Notes that a calendar read the feed, at most once an hour. */
async function markRead(db: Database, feed: FeedRow, now: Date): Promise<void> {
  if (feed.lastReadAt && now.getTime() - feed.lastReadAt.getTime() < 3_600_000) return;
  await db
    .update(calendarFeeds)
    // a read is not a change of the feed: its updated_at, and so its ETag, stay
    .set({ lastReadAt: now, updatedAt: sql`${calendarFeeds.updatedAt}` })
    .where(eq(calendarFeeds.id, feed.id))
    .catch(() => undefined);
}
