import { isPaymentSetupComplete } from '@shared/payouts';
import type { businessPayouts } from '../db/schema/payments';

type PayoutsRow = typeof businessPayouts.$inferSelect;

/**
 * Where the business is paid, as its owner sees it. The Paystack subaccount code is the provider's
 * internal id: the owner learns only that one exists.
 */
export function presentPayouts(row: PayoutsRow | undefined) {
  const payouts = {
    mpesaNumber: row?.mpesaNumber ?? null,
    bankName: row?.bankName ?? null,
    bankAccountNumber: row?.bankAccountNumber ?? null,
    accountHolderName: row?.accountHolderName ?? null,
    hasPaystackSubaccount: Boolean(row?.paystackSubaccountCode),
    isVerified: row?.isVerified ?? false,
  };
  return { payouts: { ...payouts, isSetupComplete: isPaymentSetupComplete(payouts) } };
}

export type PayoutsView = ReturnType<typeof presentPayouts>;
