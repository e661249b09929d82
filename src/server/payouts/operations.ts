import { eq } from 'drizzle-orm';
import { isPaymentSetupComplete, toMpesaNumber, type PayoutSetupInput } from '@shared/payouts';
import type { Database } from '../db/database';
import { businesses } from '../db/schema/businesses';
import { businessPayouts } from '../db/schema/payments';
import { presentPayouts, type PayoutsView } from './presenter';

function orNull(value: string): string | null {
  return value === '' ? null : value;
}

export async function loadPayouts(db: Database, businessId: string): Promise<PayoutsView> {
  const [row] = await db
    .select()
    .from(businessPayouts)
    .where(eq(businessPayouts.businessId, businessId));
  return presentPayouts(row);
}

/**
 * Saves where the business is paid. Changed details must be checked again, so saving always resets
 * is_verified (DECISIONS.md); the business's payment_setup_complete follows in the same transaction.
 */
export async function savePayouts(
  db: Database,
  { businessId, input }: { businessId: string; input: PayoutSetupInput },
): Promise<PayoutsView> {
  const details = {
    mpesaNumber: input.mpesaNumber ? toMpesaNumber(input.mpesaNumber) : null,
    bankName: orNull(input.bankName),
    bankAccountNumber: orNull(input.bankAccountNumber.replace(/\s+/g, ' ')),
    accountHolderName: orNull(input.accountHolderName),
    isVerified: false,
  };
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(businessPayouts)
      .values({ businessId, ...details })
      .onConflictDoUpdate({ target: businessPayouts.businessId, set: details })
      .returning();
    if (!saved) throw new Error('payouts upsert returned nothing');
    await tx
      .update(businesses)
      .set({
        paymentSetupComplete: isPaymentSetupComplete({
          ...saved,
          hasPaystackSubaccount: Boolean(saved.paystackSubaccountCode),
        }),
      })
      .where(eq(businesses.id, businessId));
    return saved;
  });
  return presentPayouts(row);
}
