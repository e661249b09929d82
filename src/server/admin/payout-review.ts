import { and, asc, count, eq, isNotNull, or } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@shared/admin';
import { recordAdminAction, type Actor } from '../audit/admin-actions';
import type { Database } from '../db/database';
import { users } from '../db/schema/auth';
import { businesses } from '../db/schema/businesses';
import { businessPayouts } from '../db/schema/payments';
import { ApiError } from '../http/errors';
import { adminAnswers } from '../messages/admin-answers';
import { payoutsVersion, presentPendingPayouts } from './presenter';

/** The oldest waiting are shown first; past this many the admin sees how many more wait. */
export const PENDING_PAYOUTS_SHOWN = 50;

// details somewhere to pay: an empty form saved is nothing to verify
const WAITING = and(
  eq(businessPayouts.isVerified, false),
  or(
    isNotNull(businessPayouts.mpesaNumber),
    isNotNull(businessPayouts.airtelNumber),
    isNotNull(businessPayouts.bankAccountNumber),
  ),
);

/** Payout details saved and not yet verified (docs/product/settled-rules.md §8 Owner area: without Paystack an admin verifies). */
export async function listPendingPayouts(db: Database) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        payouts: businessPayouts,
        businessName: businesses.name,
        businessIsActive: businesses.isActive,
        ownerEmail: users.email,
      })
      .from(businessPayouts)
      .innerJoin(businesses, eq(businesses.id, businessPayouts.businessId))
      .innerJoin(users, eq(users.id, businesses.userId))
      .where(WAITING)
      .orderBy(asc(businessPayouts.updatedAt))
      .limit(PENDING_PAYOUTS_SHOWN),
    db.select({ total: count() }).from(businessPayouts).where(WAITING),
  ]);
  return { payouts: rows.map(presentPendingPayouts), total: counted?.total ?? 0 };
}

const detailsOf = (row: typeof businessPayouts.$inferSelect) => ({
  mpesaNumber: row.mpesaNumber,
  airtelNumber: row.airtelNumber,
  bankName: row.bankName,
  bankAccountNumber: row.bankAccountNumber,
  accountHolderName: row.accountHolderName,
  isVerified: row.isVerified,
});

/**
 * Marks the details the admin looked at verified. Saving resets verification (payouts/operations.ts),
 * so details saved after the admin opened them are refused rather than verified unseen.
 */
export async function verifyPayouts(
  db: Database,
  {
    businessId,
    version,
    actor,
    isPaystack,
  }: { businessId: string; version: string; actor: Actor; isPaystack: boolean },
) {
  if (isPaystack) throw new ApiError(409, 'paystack_verifies', adminAnswers('paystackVerifies'));
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(businessPayouts)
      .where(eq(businessPayouts.businessId, businessId))
      .for('update');
    if (!row || row.isVerified) {
      throw new ApiError(404, 'not_found', ADMIN_MESSAGES.payoutsNotFound);
    }
    if (payoutsVersion(row) !== version) {
      throw new ApiError(409, 'payouts_changed', ADMIN_MESSAGES.payoutsChanged);
    }
    const [after] = await tx
      .update(businessPayouts)
      .set({ isVerified: true })
      .where(eq(businessPayouts.businessId, businessId))
      .returning();
    if (!after) throw new Error(`payouts of ${businessId} vanished while locked`);
    await recordAdminAction(tx, {
      action: 'PAYOUTS_VERIFIED',
      tableName: 'business_payouts',
      recordId: businessId,
      actor,
      before: detailsOf(row),
      after: detailsOf(after),
    });
  });
  return { ok: true as const };
}
