import { and, eq } from 'drizzle-orm';
import { PLAN_LIMIT_MESSAGES } from '@shared/plan-limits';
import { findPlan } from '@shared/plans';
import type { Tx } from '../db/database';
import { staff } from '../db/schema/people';
import { ApiError } from '../http/errors';
import { countActiveStaff, lockSubscriptionLimits } from './limits';

/**
 * Refuses one more active staff member past the plan's limit (the subscription row's staff_limit;
 * null is unlimited). Called in the transaction that adds a member, or that activates one (staffId):
 * a member who is already active adds nothing, so editing them is never refused. The subscription
 * row's lock makes two adds at once count one after the other.
 */
export async function assertStaffFits(
  tx: Tx,
  { businessId, staffId }: { businessId: string; staffId?: string },
): Promise<void> {
  const limits = await lockSubscriptionLimits(tx, businessId);
  if (!limits || limits.staffLimit === null) return;
  if (staffId) {
    const [member] = await tx
      .select({ isActive: staff.isActive })
      .from(staff)
      .where(and(eq(staff.id, staffId), eq(staff.businessId, businessId)));
    // a missing member is the caller's 404; an active one is not added again
    if (!member || member.isActive) return;
  }
  const activeStaff = await countActiveStaff(tx, businessId);
  if (activeStaff < limits.staffLimit) return;
  throw new ApiError(
    403,
    'plan_staff_limit',
    PLAN_LIMIT_MESSAGES.staff(findPlan(limits.planType), limits.staffLimit),
  );
}
