import { and, count, eq, gte, lt, ne } from 'drizzle-orm';
import { bookings } from '../../src/server/db/schema/bookings';
import { businessHours } from '../../src/server/db/schema/businesses';
import { staff } from '../../src/server/db/schema/people';
import { monthBounds } from '../../src/shared/plan-limits';
import { findPlan, type PlanId } from '../../src/shared/plans';
import { DAY, setSubscription } from './subscriptions';
import type { TestServer } from './test-server';

/** Puts the business on a plan, active for 30 more days, with the catalogue's limits copied in. */
export async function onPlan(
  app: Pick<TestServer, 'db'>,
  businessId: string,
  planId: PlanId,
  limits: { staffLimit?: number | null; bookingsLimit?: number | null } = {},
): Promise<void> {
  const plan = findPlan(planId);
  const endsAt = new Date(Date.now() + 30 * DAY);
  await setSubscription(app, businessId, {
    planType: planId,
    status: 'active',
    currentPeriodEnd: endsAt,
    trialEndsAt: planId === 'trial' ? endsAt : null,
    staffLimit: plan.staffLimit,
    bookingsLimit: plan.bookingsLimit,
    ...limits,
  });
}

/** The subscription's period ended a minute ago (the clock, as the database sees it). */
export async function lapse(app: Pick<TestServer, 'db'>, businessId: string): Promise<void> {
  const ended = new Date(Date.now() - 60_000);
  await setSubscription(app, businessId, { currentPeriodEnd: ended, trialEndsAt: ended });
}

export async function activeStaffOf(app: Pick<TestServer, 'db'>, businessId: string) {
  const [row] = await app.db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.businessId, businessId), eq(staff.isActive, true)));
  return row?.n ?? 0;
}

/** Non-cancelled bookings of the business dated in a 'YYYY-MM' month. */
export async function bookingsIn(app: Pick<TestServer, 'db'>, businessId: string, month: string) {
  const { from, to } = monthBounds(month);
  const [row] = await app.db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, businessId),
        gte(bookings.bookingDate, from),
        lt(bookings.bookingDate, to),
        ne(bookings.status, 'cancelled'),
      ),
    );
  return row?.n ?? 0;
}

/** Open round the clock (00:00-23:30 every day), so a test can book at any local hour. */
export async function openAllDay(app: Pick<TestServer, 'db'>, businessId: string): Promise<void> {
  await app.db
    .update(businessHours)
    .set({ opensAt: '00:00', closesAt: '23:30', isOpen: true })
    .where(eq(businessHours.businessId, businessId));
}
