import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import {
  isPaymentSetupComplete,
  PAYOUT_MESSAGES,
  toMpesaNumber,
  type PayoutSetupInput,
} from '@shared/payouts';
import { BUSINESS_SHARE_BASIS_POINTS } from '@shared/payments';
import type { Database, Executor } from '../db/database';
import { businesses } from '../db/schema/businesses';
import { businessPayouts } from '../db/schema/payments';
import {
  PayoutSetupError,
  type PaymentProvider,
  type SubaccountRequest,
} from '../payments/provider';
import { presentPayouts, type PayoutsView } from './presenter';

type PayoutsRow = typeof businessPayouts.$inferSelect;

const isNotDistinctFrom = (column: AnyColumn, value: string | null) =>
  sql`${column} IS NOT DISTINCT FROM ${value}`;

function orNull(value: string): string | null {
  return value === '' ? null : value;
}

export async function loadPayouts(
  db: Database,
  businessId: string,
  provider: PaymentProvider,
): Promise<PayoutsView> {
  const [row] = await db
    .select()
    .from(businessPayouts)
    .where(eq(businessPayouts.businessId, businessId));
  return presentPayouts(row, provider, {
    status: row?.isVerified ? 'verified' : 'not_verified',
    message: null,
  });
}

/** Where the business's share should settle, first match wins: M-Pesa, a bank account, Airtel Money. */
function settlementOf(row: PayoutsRow): SubaccountRequest['settlement'] | null {
  if (row.mpesaNumber) return { kind: 'mpesa', number: row.mpesaNumber };
  if (row.bankName && row.bankAccountNumber)
    return { kind: 'bank', bankName: row.bankName, accountNumber: row.bankAccountNumber };
  if (row.airtelNumber) return { kind: 'airtel', number: row.airtelNumber };
  return null;
}

async function markSetup(db: Executor, businessId: string, row: PayoutsRow): Promise<void> {
  await db
    .update(businesses)
    .set({
      paymentSetupComplete: isPaymentSetupComplete({
        ...row,
        hasPaystackSubaccount: Boolean(row.paystackSubaccountCode),
      }),
      paystackSubaccountId: row.paystackSubaccountCode,
    })
    .where(eq(businesses.id, businessId));
}

/**
 * Saves where the business is paid. Changed details must be checked again, so saving always resets
 * is_verified (docs/product/settled-rules.md §8 Owner area). With Paystack, checking them is creating (or updating) the business's
 * subaccount: on success the payout is verified; if Paystack refuses, the details stay saved,
 * unverified, and the owner is told why. Without Paystack an administrator verifies them.
 */
export async function savePayouts(
  db: Database,
  {
    businessId,
    input,
    provider,
  }: { businessId: string; input: PayoutSetupInput; provider: PaymentProvider },
): Promise<PayoutsView> {
  const details = {
    mpesaNumber: input.mpesaNumber ? toMpesaNumber(input.mpesaNumber) : null,
    ...(input.airtelNumber === undefined
      ? {}
      : { airtelNumber: input.airtelNumber ? toMpesaNumber(input.airtelNumber) : null }),
    bankName: orNull(input.bankName),
    bankAccountNumber: orNull(input.bankAccountNumber.replace(/\s+/g, ' ')),
    accountHolderName: orNull(input.accountHolderName),
    isVerified: false,
  };
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businessPayouts)
      .values({ businessId, ...details })
      .onConflictDoUpdate({ target: businessPayouts.businessId, set: details })
      .returning();
    if (!row) throw new Error('payouts upsert returned nothing');
    await markSetup(tx, businessId, row);
    return row;
  });

  const settlement = settlementOf(saved);
  if (!provider.saveSubaccount) {
    return presentPayouts(saved, provider, {
      status: 'not_verified',
      message: settlement ? PAYOUT_MESSAGES.awaitingAdmin : null,
    });
  }
  if (!settlement)
    return presentPayouts(saved, provider, { status: 'not_verified', message: null });

  const [business] = await db
    .select({ name: businesses.name, email: businesses.email, phone: businesses.phone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  let code: string;
  try {
    code = await provider.saveSubaccount(saved.paystackSubaccountCode, {
      businessName: business?.name ?? 'Miadi business',
      settlement,
      contactEmail: business?.email ?? null,
      contactName: saved.accountHolderName,
      contactPhone: business?.phone ?? null,
      platformPercentage: (10_000 - BUSINESS_SHARE_BASIS_POINTS) / 100,
    });
  } catch (error) {
    if (!(error instanceof PayoutSetupError)) throw error;
    return presentPayouts(saved, provider, { status: 'failed', message: error.message });
  }
  // verified only if nobody saved other details meanwhile (their own save checks those)
  const verified = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(businessPayouts)
      .set({ paystackSubaccountCode: code, isVerified: true })
      .where(
        and(
          eq(businessPayouts.businessId, businessId),
          isNotDistinctFrom(businessPayouts.mpesaNumber, saved.mpesaNumber),
          isNotDistinctFrom(businessPayouts.airtelNumber, saved.airtelNumber),
          isNotDistinctFrom(businessPayouts.bankName, saved.bankName),
          isNotDistinctFrom(businessPayouts.bankAccountNumber, saved.bankAccountNumber),
        ),
      )
      .returning();
    if (row) await markSetup(tx, businessId, row);
    return row;
  });
  if (!verified) return loadPayouts(db, businessId, provider);
  return presentPayouts(verified, provider, { status: 'verified', message: null });
}
