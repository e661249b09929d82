import { isPaymentSetupComplete, type PayoutVerification } from '@shared/payouts';
import type { businessPayouts } from '../db/schema/payments';
import type { PaymentProvider } from '../payments/provider';

type PayoutsRow = typeof businessPayouts.$inferSelect;

/**
 * Where the business is paid, as its owner sees it. The Paystack subaccount code is the provider's
 * internal id: the owner learns only that one exists.
 */
export function presentPayouts(
  row: PayoutsRow | undefined,
  provider: PaymentProvider,
  verification: PayoutVerification,
) {
  const payouts = {
    mpesaNumber: row?.mpesaNumber ?? null,
    airtelNumber: row?.airtelNumber ?? null,
    bankName: row?.bankName ?? null,
    bankAccountNumber: row?.bankAccountNumber ?? null,
    accountHolderName: row?.accountHolderName ?? null,
    hasPaystackSubaccount: Boolean(row?.paystackSubaccountCode),
    isVerified: row?.isVerified ?? false,
  };
  return {
    payouts: { ...payouts, isSetupComplete: isPaymentSetupComplete(payouts) },
    paystack: {
      enabled: provider.id === 'paystack',
      /**
       * Whether clients can pay this business online now: under Paystack only through a verified
       * subaccount (pay-on-booking bookings are refused until then); the test provider always can.
       */
      acceptsPayments:
        provider.id !== 'paystack' || Boolean(row?.paystackSubaccountCode && row.isVerified),
    },
    verification,
  };
}

export type PayoutsView = ReturnType<typeof presentPayouts>;
