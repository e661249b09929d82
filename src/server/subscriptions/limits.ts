import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { monthBounds, PLAN_LIMIT_MESSAGES } from '@shared/plan-limits';
import { findPlan, type PlanId } from '@shared/plans';
import { SETTINGS_DEFAULTS } from '@shared/settings';
import { localDateAt } from '@shared/zoned-time';
import type { Executor, Tx } from '../db/database';
import { businessSettings } from '../db/schema/businesses';
import { subscriptions } from '../db/schema/payments';
import { staff } from '../db/schema/people';

/**
 * What counts against a plan (docs/decisions/0029-plan-limits.md): active staff members, and the
 * bookings dated in a calendar month of the business's time zone that still hold a place (not
 * cancelled, not an unpaid hold whose time is up), whoever made them.
 */

export interface BusinessUsage {
  activeStaff: number;
  bookingsThisMonth: number;
  /** The calendar month in the business's time zone, 'YYYY-MM'. */
  month: string;
}

/**
 * The month's counted bookings as a scalar subquery: the places the daily figures keep (every
 * booking but a cancelled one, summed over at most 31 days of each currency), less the unpaid holds
 * whose time is up and that are not cancelled yet (bookings_open_holds_idx). The same rule as
 * isLiveBooking() (bookings/live.ts), without counting the month's bookings one by one.
 */
export function monthBookingsCount(businessId: string, month: string, now: Date): SQL<number> {
  const { from, to } = monthBounds(month);
  return monthPlacesCount({ businessId, from, to, now: now.toISOString() });
}

/**
 * monthBookingsCount() over values or a prepared statement's placeholders: the business, the
 * month's first day, the next month's first day and the instant holds are judged at.
 */
export function monthPlacesCount(at: {
  businessId: unknown;
  from: unknown;
  to: unknown;
  now: unknown;
}): SQL<number> {
  const from = sql`${at.from}::date`;
  const to = sql`${at.to}::date`;
  return sql<number>`((SELECT coalesce(sum(mf.places), 0) FROM business_daily_figures AS mf
      WHERE mf.business_id = ${at.businessId}::uuid
        AND mf.booking_date >= ${from} AND mf.booking_date < ${to})
    - (SELECT count(*) FROM bookings AS mb
      WHERE mb.business_id = ${at.businessId}::uuid
        AND mb.booking_date >= ${from} AND mb.booking_date < ${to}
        AND mb.status <> 'cancelled' AND mb.hold_expires_at IS NOT NULL
        AND mb.hold_expires_at <= ${at.now}::timestamptz))::int`;
}

/** Active staff as a scalar subquery (staff_business_active_name_idx). */
export function activeStaffCount(businessId: string): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM staff AS ms
    WHERE ms.business_id = ${businessId} AND ms.is_active)`;
}

export async function countActiveStaff(db: Executor, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.businessId, businessId), eq(staff.isActive, true)));
  return row?.n ?? 0;
}

export async function countMonthBookings(
  db: Executor,
  { businessId, month, now }: { businessId: string; month: string; now: Date },
): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT ${monthBookingsCount(businessId, month, now)} AS n`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Active staff and this month's bookings: the time zone first, then both counts in one query. */
export async function businessUsage(
  db: Executor,
  { businessId, now }: { businessId: string; now: Date },
): Promise<BusinessUsage> {
  const [settings] = await db
    .select({ timezone: businessSettings.timezone })
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessId));
  const month = localDateAt(now, settings?.timezone ?? SETTINGS_DEFAULTS.timezone).slice(0, 7);
  const result = await db.execute<{ staff: number; bookings: number }>(
    sql`SELECT ${activeStaffCount(businessId)} AS staff,
      ${monthBookingsCount(businessId, month, now)} AS bookings`,
  );
  const row = result.rows[0];
  return {
    activeStaff: Number(row?.staff ?? 0),
    bookingsThisMonth: Number(row?.bookings ?? 0),
    month,
  };
}

/**
 * Null when the business's active staff fit the plan, else what to change before choosing it. This
 * month's bookings never block a change of plan: bookings already made stay, and the plan's limit
 * applies to the next ones.
 */
export async function checkPlanFits(
  db: Executor,
  { businessId, planId }: { businessId: string; planId: PlanId },
): Promise<string | null> {
  const plan = findPlan(planId);
  if (plan.staffLimit === null) return null;
  const activeStaff = await countActiveStaff(db, businessId);
  if (activeStaff <= plan.staffLimit) return null;
  return PLAN_LIMIT_MESSAGES.downgrade(plan, plan.staffLimit, activeStaff);
}

export interface LockedLimits {
  planType: PlanId;
  staffLimit: number | null;
  bookingsLimit: number | null;
}

/**
 * The business's limits, with its subscription row locked until the transaction ends: whatever
 * adds to a limited count takes this lock first, so two such writes, in any server process, count
 * one after the other. NO KEY UPDATE: it does not wait for (or block) rows that merely reference the
 * subscription, such as a payment being recorded. Null when the business has no subscription.
 */
export async function lockSubscriptionLimits(
  tx: Tx,
  businessId: string,
): Promise<LockedLimits | null> {
  const [row] = await tx
    .select({
      planType: subscriptions.planType,
      staffLimit: subscriptions.staffLimit,
      bookingsLimit: subscriptions.bookingsLimit,
    })
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId))
    .for('no key update');
  return row ?? null;
}
