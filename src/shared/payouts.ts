import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { plainText } from './plain-text';
import { normalizePhone } from './phone';

export const PAYOUT_MESSAGES = {
  saved: 'Payment settings saved successfully',
  saveFailed: 'Failed to save payment settings',
  mpesa: 'Please enter an M-Pesa number such as 254712345678',
  airtel: 'Please enter an Airtel Money number such as 254733123456',
  accountNumber: 'Use only letters, digits, spaces and dashes, at most 34 characters',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

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

function text(field: string, max: number) {
  return z
    .string()
    .check(z.trim(), plainText(), z.maxLength(max, PAYOUT_MESSAGES.tooLong(field, max)));
}

/** The Payment Setup form and its API body; blank fields are stored as nothing. */
export const PayoutSetupSchema = z.object({
  mpesaNumber: z.string().check(
    z.trim(),
    plainText(),
    z.refine((value) => value === '' || toMpesaNumber(value) !== null, PAYOUT_MESSAGES.mpesa),
  ),
  airtelNumber: z.optional(
    z.string().check(
      z.trim(),
      plainText(),
      z.refine((value) => value === '' || toMpesaNumber(value) !== null, PAYOUT_MESSAGES.airtel),
    ),
  ),
  bankName: text('Bank name', TEXT_LIMITS.name),
  bankAccountNumber: z
    .string()
    .check(
      z.trim(),
      z.maxLength(34, PAYOUT_MESSAGES.accountNumber),
      z.regex(/^[A-Za-z0-9 -]*$/, PAYOUT_MESSAGES.accountNumber),
    ),
  accountHolderName: text('Account holder name', TEXT_LIMITS.name),
});
export type PayoutSetupInput = z.infer<typeof PayoutSetupSchema>;

/** Where saving payout details left their verification, and what the owner should know about it. */
export type PayoutVerification =
  | { status: 'verified'; message: null }
  | { status: 'not_verified'; message: string | null }
  | { status: 'failed'; message: string };
