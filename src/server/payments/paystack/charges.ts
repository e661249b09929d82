import * as z from 'zod/mini';
import type { PaystackSend } from './request';
import { orNullWhenNotFound, type SplitOptions } from './transactions';

export interface MobileMoneyChargeInput extends SplitOptions {
  email: string;
  amountMinor: number;
  currency: string;
  reference: string;
  /** The payer's M-Pesa number, e.g. +254710000000. */
  phone: string;
  provider: 'mpesa';
  metadata: Record<string, unknown>;
}

export interface ChargeState {
  /** 'pay_offline' while the payer approves on the phone, then 'success' or 'failed'; also 'pending', 'send_otp'. */
  status: string;
  /** What to show the payer while they approve, when Paystack gives it. */
  displayText: string | null;
  reference: string;
}

const Charge = z.object({
  status: z.string(),
  reference: z.string(),
  display_text: z.nullish(z.string()),
});

function toChargeState(data: z.infer<typeof Charge>): ChargeState {
  return { status: data.status, displayText: data.display_text ?? null, reference: data.reference };
}

export function chargeMethods(send: PaystackSend) {
  return {
    /** Sends an M-Pesa prompt to the payer's phone; the outcome arrives later (webhook or check). */
    async chargeMobileMoney(input: MobileMoneyChargeInput): Promise<ChargeState> {
      const data = await send(
        {
          method: 'POST',
          path: '/charge',
          body: {
            email: input.email,
            amount: input.amountMinor,
            currency: input.currency,
            reference: input.reference,
            mobile_money: { phone: input.phone, provider: input.provider },
            subaccount: input.subaccount,
            bearer: input.bearer,
            transaction_charge: input.transactionChargeMinor,
            metadata: input.metadata,
          },
        },
        Charge,
      );
      return toChargeState(data);
    },

    /** Where a charge stands now, or null when Paystack does not know the reference. */
    async checkPendingCharge(reference: string): Promise<ChargeState | null> {
      const data = await orNullWhenNotFound(
        send({ method: 'GET', path: `/charge/${encodeURIComponent(reference)}` }, Charge),
      );
      return data ? toChargeState(data) : null;
    },
  };
}
