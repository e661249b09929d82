import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { businessPayouts } from '../db/schema/payments';
import type { PaymentProvider } from './provider';

/**
 * Whether a business can take pay-on-booking payments. Under Paystack its share must have somewhere
 * to settle: a Paystack subaccount, made when its payout details were verified. The built-in test
 * provider moves no money, so it takes them always.
 */
export async function acceptsPayments(
  db: Executor,
  provider: PaymentProvider,
  businessId: string,
): Promise<boolean> {
  if (provider.id !== 'paystack') return true;
  const [payouts] = await db
    .select({
      code: businessPayouts.paystackSubaccountCode,
      isVerified: businessPayouts.isVerified,
    })
    .from(businessPayouts)
    .where(eq(businessPayouts.businessId, businessId));
  return Boolean(payouts?.code && payouts.isVerified);
}
