import { and, asc, desc, eq, exists, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import {
  BOOKINGS_PAGE_SIZE,
  SEARCH_COUNT_CAP,
  type OwnerBookingsQuery,
} from '@shared/owner-bookings';
import { localDateAt } from '@shared/zoned-time';
import type { Database, Executor } from '../db/database';
import { users } from '../db/schema/auth';
import { bookings } from '../db/schema/bookings';
import { businesses } from '../db/schema/businesses';
import { clientBusinessTransactions } from '../db/schema/payments';
import { clients, staff } from '../db/schema/people';
import { services } from '../db/schema/services';
import { presentClientBooking, presentOwnerBooking } from './presenter';

/** A LIKE pattern that matches the text anywhere, with the text's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Name, phone (typed as 07.. or 2547..) or ticket code: what the front desk has to hand, found in the
 * booking's lower-cased search text by one LIKE the trigram index answers.
 */
function searchCondition(q: string): SQL {
  // phones are stored +2547...: a typed 07... or 2547... finds them by the digits after the prefix
  const isPhone = /^[\d\s+()-]+$/.test(q) && q.replace(/\D/g, '').length >= 3;
  const term = isPhone ? q.replace(/\D/g, '').replace(/^(0|254)/, '') : q.toLowerCase();
  return like(bookings.searchText, containing(term));
}

/** What the owner's list shows of a booking, with the names around it. */
function ownerBookingColumns(db: Executor) {
  return {
    booking: bookings,
    serviceName: services.name,
    staffName: staff.name,
    clientName: clients.name,
    clientEmail: clients.email,
    // money owed back on this booking (a second payment, or one that came too late)
    hasRefundDue: exists(
      db
        .select({ id: clientBusinessTransactions.id })
        .from(clientBusinessTransactions)
        .where(
          and(
            eq(clientBusinessTransactions.bookingId, bookings.id),
            eq(clientBusinessTransactions.status, 'refund_due'),
          ),
        ),
    ).mapWith(Boolean),
  };
}

/** One of the business's bookings as its list shows it; another business's is not found. */
export async function loadOwnerBooking(db: Database, businessId: string, bookingId: string) {
  const [row] = await db
    .select(ownerBookingColumns(db))
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(staff, eq(staff.id, bookings.staffId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.businessId, businessId)));
  return row ? presentOwnerBooking(row) : undefined;
}

/**
 * How many bookings match. A search stops counting after `cap`: a common name can match thousands,
 * and counting them all would cost more than the page itself (docs/decisions/0022).
 */
function countOf(db: Database, where: SQL | undefined, cap: number | null) {
  const total = sql<number>`count(*)`.mapWith(Number);
  if (cap === null) return db.select({ total }).from(bookings).where(where);
  const hits = db
    .select({ one: sql`1` })
    .from(bookings)
    .where(where)
    .limit(cap)
    .as('hits');
  return db.select({ total }).from(hits);
}

/**
 * The business's bookings for one of the front desk's views (a day, upcoming, past, all), filtered by
 * status, staff member and search, one page at a time with the total.
 */
export async function listOwnerBookings(
  db: Database,
  {
    businessId,
    timezone,
    query,
    now = new Date(),
  }: { businessId: string; timezone: string; query: OwnerBookingsQuery; now?: Date },
) {
  const view = query.view ?? 'day';
  const today = localDateAt(now, timezone);
  const date = query.date ?? today;
  const pageSize = query.pageSize ?? BOOKINGS_PAGE_SIZE;
  const page = query.page ?? 1;
  const conditions: SQL[] = [eq(bookings.businessId, businessId)];
  if (view === 'day') conditions.push(eq(bookings.bookingDate, date));
  if (view === 'upcoming') conditions.push(gte(bookings.startsAt, now));
  if (view === 'past') conditions.push(lt(bookings.startsAt, now));
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.staffId) conditions.push(eq(bookings.staffId, query.staffId));
  if (query.q) conditions.push(searchCondition(query.q));
  // a day and what is coming read forwards; the past and everything read from the latest back
  const order =
    view === 'day' || view === 'upcoming'
      ? [asc(bookings.startsAt), asc(bookings.id)]
      : [desc(bookings.startsAt), desc(bookings.id)];

  // the page and the count apart: a count over the page's joins would read every matching row's
  // names and refunds; this one reads the bookings index alone
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(ownerBookingColumns(db))
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .leftJoin(clients, eq(clients.id, bookings.clientId))
      .leftJoin(staff, eq(staff.id, bookings.staffId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countOf(db, where, query.q ? SEARCH_COUNT_CAP + 1 : null),
  ]);
  const matched = counted?.total ?? 0;
  const isTotalCapped = Boolean(query.q) && matched > SEARCH_COUNT_CAP;
  const total = isTotalCapped ? SEARCH_COUNT_CAP : matched;
  return {
    view,
    date,
    /** The business's today, in its own time zone. */
    today,
    /** A search counts its matches only so far: the total is 'at least' this many. */
    isTotalCapped,
    page,
    pageSize,
    total,
    bookings: rows.map(presentOwnerBooking),
  };
}

/**
 * The client view: a signed-in account without a business sees the bookings of its client records
 * (by its confirmed e-mail) made under that e-mail, at any business, newest first.
 */
export async function listClientBookings(db: Database, userId: string) {
  const rows = await db
    .select({
      booking: bookings,
      serviceName: services.name,
      staffName: staff.name,
      businessName: businesses.name,
    })
    .from(users)
    .innerJoin(clients, eq(clients.email, users.email))
    .innerJoin(bookings, eq(bookings.clientId, clients.id))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .leftJoin(staff, eq(staff.id, bookings.staffId))
    // the booking's own e-mail too: a booking made by someone else with a shared phone is theirs
    .where(
      and(
        eq(users.id, userId),
        eq(users.emailVerified, true),
        eq(bookings.customerEmail, users.email),
      ),
    )
    .orderBy(desc(bookings.startsAt))
    .limit(200);
  return rows.map(presentClientBooking);
}
