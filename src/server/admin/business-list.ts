import { and, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_BUSINESSES_PAGE_SIZE, type AdminBusinessQuery } from '@shared/admin';
import { addDays } from '@shared/local-time';
import { SETTINGS_DEFAULTS } from '@shared/settings';
import { zonedInstant } from '@shared/zoned-time';
import type { Executor } from '../db/database';
import { users } from '../db/schema/auth';
import { businesses } from '../db/schema/businesses';
import { subscriptions } from '../db/schema/payments';
import { presentAdminBusiness, type AdminBusinessRow } from './presenter';

/** The text as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
function anywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Dates are the platform's days, in its home time zone (Africa/Nairobi). */
const dayStart = (date: string) => zonedInstant(date, '00:00', SETTINGS_DEFAULTS.timezone);

function filtersOf(query: AdminBusinessQuery): SQL | undefined {
  const { q, plan, status, verified, from, to } = query;
  return and(
    q
      ? or(
          ilike(businesses.name, anywhere(q)),
          ilike(users.email, anywhere(q)),
          ilike(users.name, anywhere(q)),
        )
      : undefined,
    plan === 'none'
      ? isNull(subscriptions.id)
      : plan
        ? eq(subscriptions.planType, plan)
        : undefined,
    status ? eq(businesses.isActive, status === 'active') : undefined,
    verified ? eq(businesses.isVerified, verified === 'yes') : undefined,
    from ? gte(businesses.createdAt, dayStart(from)) : undefined,
    to ? lt(businesses.createdAt, dayStart(addDays(to, 1))) : undefined,
  );
}

function selectRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      business: businesses,
      ownerEmail: users.email,
      ownerName: users.name,
      subscription: subscriptions,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .leftJoin(subscriptions, eq(subscriptions.businessId, businesses.id))
    .where(where);
}

/**
 * One page of every business on the platform, newest first, searched by business name and owner
 * e-mail or name, filtered by plan, status, verification and creation date; one query with its total.
 */
export async function listAdminBusinesses(
  db: Executor,
  { query, now = new Date() }: { query: AdminBusinessQuery; now?: Date },
) {
  const page = query.page ?? 1;
  const pageSize = ADMIN_BUSINESSES_PAGE_SIZE;
  const where = filtersOf(query);
  const rows: AdminBusinessRow[] = await selectRows(db, where)
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // past the last page the window has no row to count on
  const total =
    rows[0]?.total ?? (page > 1 ? ((await selectRows(db, where).limit(1))[0]?.total ?? 0) : 0);
  return {
    businesses: rows.map((row) => presentAdminBusiness(row, now)),
    total,
    page,
    pageSize,
  };
}

/** One business as the list shows it, or undefined. */
export async function loadAdminBusiness(db: Executor, businessId: string, now = new Date()) {
  const [row] = await selectRows(db, eq(businesses.id, businessId));
  return row ? presentAdminBusiness(row, now) : undefined;
}
