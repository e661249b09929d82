import { monthOf, PLAN_LIMIT_MESSAGES } from '@shared/plan-limits';
import { findPlan, type Plan } from '@shared/plans';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions';
import type { Tx } from '../db/database';
import { ApiError } from '../http/errors';
import { countMonthBookings, lockSubscriptionLimits, type LockedLimits } from './limits';

export type MonthRoom =
  { hasRoom: true } | { hasRoom: false; plan: Plan; limit: number; month: string };

/**
 * Whether one more booking fits the month of `date` (a local date) under the plan's bookings limit.
 * For a limited plan the subscription row is locked first and the month counted after, inside the
 * caller's transaction, so two processes racing for the month's last booking count one after the
 * other and exactly one wins. `knownLimit: null` (the plan was read as unlimited before the
 * transaction) skips the lock and the count: unlimited plans pay nothing.
 */
export async function monthRoom(
  tx: Tx,
  {
    businessId,
    date,
    now,
    knownLimit,
  }: { businessId: string; date: string; now: Date; knownLimit?: number | null },
): Promise<MonthRoom> {
  if (knownLimit === null) return { hasRoom: true };
  const limits = await lockSubscriptionLimits(tx, businessId);
  if (!limits || limits.bookingsLimit === null) return { hasRoom: true };
  const counted = await countMonthBookings(tx, { businessId, month: monthOf(date), now });
  return roomLeft(limits, { date, counted });
}

/**
 * monthRoom(), refusing when the month is full: the owner is told the plan, the limit and the month;
 * the public hears only that the business is not taking online bookings right now.
 */
export async function assertMonthHasRoom(
  tx: Tx,
  options: Parameters<typeof monthRoom>[1] & { audience: 'public' | 'owner' },
): Promise<void> {
  refuseWhenFull(await monthRoom(tx, options), options.audience);
}

/** The refusal of a booking in a month with no room left, as assertMonthHasRoom() words it. */
export function refuseWhenFull(room: MonthRoom, audience: 'public' | 'owner'): void {
  if (room.hasRoom) return;
  if (audience === 'public') {
    throw new ApiError(403, 'not_taking_bookings', SUBSCRIPTION_MESSAGES.lapsed);
  }
  throw new ApiError(
    403,
    'plan_bookings_limit',
    PLAN_LIMIT_MESSAGES.bookings(room.plan, room.limit, room.month),
  );
}

/** Whether a month with `counted` bookings has room for one more under the locked limits. */
export function roomLeft(
  limits: LockedLimits | null,
  { date, counted }: { date: string; counted: number },
): MonthRoom {
  if (!limits || limits.bookingsLimit === null || counted < limits.bookingsLimit)
    return { hasRoom: true };
  return {
    hasRoom: false,
    plan: findPlan(limits.planType),
    limit: limits.bookingsLimit,
    month: monthOf(date),
  };
}
