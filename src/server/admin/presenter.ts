import { createHash } from 'node:crypto';
import { subscriptionState } from '@shared/subscriptions';
import type { users } from '../db/schema/auth';
import type { businesses } from '../db/schema/businesses';
import type { businessPayouts, subscriptions } from '../db/schema/payments';
import { factsOf } from '../subscriptions/operations';

export interface AdminBusinessRow {
  business: typeof businesses.$inferSelect;
  ownerEmail: string;
  ownerName: string;
  subscription: typeof subscriptions.$inferSelect | null;
  total: number;
}

/** A business as the platform's staff see it: who owns it, its plan and its standing. */
export function presentAdminBusiness(row: AdminBusinessRow, now: Date) {
  const { business } = row;
  const state = subscriptionState(factsOf(row.subscription), now);
  return {
    id: business.id,
    name: business.name,
    city: business.city,
    subdomain: business.subdomain,
    owner: { email: row.ownerEmail, name: row.ownerName },
    isActive: business.isActive,
    isVerified: business.isVerified,
    deactivatedReason: business.deactivatedReason,
    deactivatedAt: business.deactivatedAt?.toISOString() ?? null,
    subscription: {
      planId: state.plan?.id ?? null,
      planName: state.plan?.name ?? null,
      phase: state.phase,
      endsAt: state.endsAt?.toISOString() ?? null,
    },
    createdAt: business.createdAt.toISOString(),
  };
}
export type AdminBusiness = ReturnType<typeof presentAdminBusiness>;

export interface PendingPayoutRow {
  payouts: typeof businessPayouts.$inferSelect;
  businessName: string;
  businessIsActive: boolean;
  ownerEmail: (typeof users.$inferSelect)['email'];
}

/** A short fingerprint of the details: verifying names the version looked at, never newer details. */
export function payoutsVersion(payouts: typeof businessPayouts.$inferSelect): string {
  const details = [
    payouts.mpesaNumber,
    payouts.airtelNumber,
    payouts.bankName,
    payouts.bankAccountNumber,
    payouts.accountHolderName,
  ];
  return createHash('sha256').update(JSON.stringify(details)).digest('hex').slice(0, 16);
}

/** Payout details waiting for an admin: everything needed to check them with the owner. */
export function presentPendingPayouts(row: PendingPayoutRow) {
  const { payouts } = row;
  return {
    businessId: payouts.businessId,
    businessName: row.businessName,
    businessIsActive: row.businessIsActive,
    ownerEmail: row.ownerEmail,
    mpesaNumber: payouts.mpesaNumber,
    airtelNumber: payouts.airtelNumber,
    bankName: payouts.bankName,
    bankAccountNumber: payouts.bankAccountNumber,
    accountHolderName: payouts.accountHolderName,
    updatedAt: payouts.updatedAt.toISOString(),
    version: payoutsVersion(payouts),
  };
}
export type PendingPayouts = ReturnType<typeof presentPendingPayouts>;
