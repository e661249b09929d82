import type { Executor } from '../db/database';
import { auditLog } from '../db/schema/auth';

export type AdminAction =
  | 'BUSINESS_VERIFIED'
  | 'BUSINESS_UNVERIFIED'
  | 'BUSINESS_DEACTIVATED'
  | 'BUSINESS_REACTIVATED'
  | 'PAYOUTS_VERIFIED'
  | 'REVIEW_HIDDEN'
  | 'REVIEW_KEPT'
  | 'ROLE_GRANTED'
  | 'ROLE_REMOVED';

/** Who did it, from where: the admin's account and address. */
export interface Actor {
  userId: string;
  email: string;
  ipAddress: string;
}

/**
 * Every admin action, in the same transaction as the change: who (user id and address), what (the
 * action, the table and the record's id), and the record's fields before and after.
 */
export async function recordAdminAction(
  db: Executor,
  entry: {
    action: AdminAction;
    tableName: string;
    recordId: string;
    actor: Actor;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    tableName: entry.tableName,
    recordId: entry.recordId,
    oldValues: entry.before,
    newValues: entry.after,
    userId: entry.actor.userId,
    ipAddress: entry.actor.ipAddress,
  });
}
