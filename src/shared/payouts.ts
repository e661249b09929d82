import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { plainText } from './plain-text';
import { normalizePhone } from './phone';
import { payoutRules } from './messages/payout-rules';

/** Read from the catalogue when said, in the language of that moment. */
export const PAYOUT_MESSAGES = {
  get saved() {
    return payoutRules('saved');
  },
  get saveFailed() {
    return payoutRules('saveFailed');
  },
  get mpesa() {
    return payoutRules('mpesa');
  },
  get airtel() {
    return payoutRules('airtel');
  },
  get accountNumber() {
    return payoutRules('accountNumber');
  },
  tooLong: (field: 'bankName' | 'accountHolderName', max: number) =>
    payoutRules('tooLong', { field, max }),
  /** Saved where no payment provider checks them: an administrator will. */
  get awaitingAdmin() {
    return payoutRules('awaitingAdmin');
  },
};

/** The spec's M-Pesa format: a Kenyan mobile number as 254 and nine digits, without a plus. */
export function toMpesaNumber(value: string): string | null {
  const phone = normalizePhone(value);
  return phone && /^\+254[17]\d{8}$/.test(phone) ? phone.slice(1) : null;
}

/** 'Setup Complete' once the business can be paid somewhere (docs/product/owner-area.md §4 States). */
export function isPaymentSetupComplete(payouts: {
  hasPaystackSubaccount: boolean;
  mpesaNumber: string | null;
  bankName: string | null;
  bankAccountNumber: string | null;
}): boolean {
  return Boolean(
    payouts.hasPaystackSubaccount ||
    payouts.mpesaNumber ||
    (payouts.bankName && payouts.bankAccountNumber),
  );
}

function text(field: 'bankName' | 'accountHolderName', max: number) {
  return z
    .string()
    .check(
      z.trim(),
      plainText(),
      z.maxLength(max, { error: () => PAYOUT_MESSAGES.tooLong(field, max) }),
    );
}

/** The Payment Setup form and its API body; blank fields are stored as nothing. */
export const PayoutSetupSchema = z.object({
  mpesaNumber: z.string().check(
    z.trim(),
    plainText(),
    z.refine((value) => value === '' || toMpesaNumber(value) !== null, {
      error: () => PAYOUT_MESSAGES.mpesa,
    }),
  ),
  airtelNumber: z.optional(
    z.string().check(
      z.trim(),
      plainText(),
      z.refine((value) => value === '' || toMpesaNumber(value) !== null, {
        error: () => PAYOUT_MESSAGES.airtel,
      }),
    ),
  ),
  bankName: text('bankName', TEXT_LIMITS.name),
  bankAccountNumber: z
    .string()
    .check(
      z.trim(),
      z.maxLength(34, { error: () => PAYOUT_MESSAGES.accountNumber }),
      z.regex(/^[A-Za-z0-9 -]*$/, { error: () => PAYOUT_MESSAGES.accountNumber }),
    ),
  accountHolderName: text('accountHolderName', TEXT_LIMITS.name),
});
export type PayoutSetupInput = z.infer<typeof PayoutSetupSchema>;

/** Where saving payout details left their verification, and what the owner should know about it. */
export type PayoutVerification =
  | { status: 'verified'; message: null }
  | { status: 'not_verified'; message: string | null }
  | { status: 'failed'; message: string };
