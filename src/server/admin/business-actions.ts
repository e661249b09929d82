import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@shared/admin';
import { recordAdminAction, type Actor } from '../audit/admin-actions';
import type { Database, Tx } from '../db/database';
import { businesses } from '../db/schema/businesses';
import { ApiError } from '../http/errors';
import { loadAdminBusiness } from './business-list';

type BusinessRow = typeof businesses.$inferSelect;
type Standing = Pick<
  BusinessRow,
  'isActive' | 'isVerified' | 'deactivatedReason' | 'deactivatedAt'
>;

const standingOf = (row: Standing) => ({
  isActive: row.isActive,
  isVerified: row.isVerified,
  deactivatedReason: row.deactivatedReason,
  deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
});

/**
 * Changes a business's standing with its audit row in one transaction, the row locked so two admins
 * acting at once are recorded one after the other with true before-values.
 */
async function changeStanding(
  db: Database,
  {
    businessId,
    actor,
    action,
    change,
  }: {
    businessId: string;
    actor: Actor;
    action:
      'BUSINESS_VERIFIED' | 'BUSINESS_UNVERIFIED' | 'BUSINESS_DEACTIVATED' | 'BUSINESS_REACTIVATED';
    change: Partial<Standing>;
  },
) {
  await db.transaction(async (tx: Tx) => {
    const [before] = await tx
      .select()
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    if (!before) throw new ApiError(404, 'not_found', ADMIN_MESSAGES.businessNotFound);
    const [after] = await tx
      .update(businesses)
      .set(change)
      .where(eq(businesses.id, businessId))
      .returning();
    if (!after) throw new Error(`business ${businessId} vanished while locked`);
    await recordAdminAction(tx, {
      action,
      tableName: 'businesses',
      recordId: businessId,
      actor,
      before: standingOf(before),
      after: standingOf(after),
    });
  });
  const view = await loadAdminBusiness(db, businessId);
  if (!view) throw new ApiError(404, 'not_found', ADMIN_MESSAGES.businessNotFound);
  return { business: view };
}

/** The 'Verified' badge on the public page and Discover. */
export function setVerified(
  db: Database,
  { businessId, isVerified, actor }: { businessId: string; isVerified: boolean; actor: Actor },
) {
  return changeStanding(db, {
    businessId,
    actor,
    action: isVerified ? 'BUSINESS_VERIFIED' : 'BUSINESS_UNVERIFIED',
    change: { isVerified },
  });
}

/**
 * Takes the business off the public site (its page, availability, booking and Discover all read
 * only active businesses); its owner keeps the owner area and reads the reason there. Nothing is
 * removed. Deactivating again replaces the reason.
 */
export function deactivateBusiness(
  db: Database,
  { businessId, reason, actor }: { businessId: string; reason: string; actor: Actor },
) {
  return changeStanding(db, {
    businessId,
    actor,
    action: 'BUSINESS_DEACTIVATED',
    change: { isActive: false, deactivatedReason: reason, deactivatedAt: new Date() },
  });
}

export function reactivateBusiness(
  db: Database,
  { businessId, actor }: { businessId: string; actor: Actor },
) {
  return changeStanding(db, {
    businessId,
    actor,
    action: 'BUSINESS_REACTIVATED',
    change: { isActive: true, deactivatedReason: null, deactivatedAt: null },
  });
}
