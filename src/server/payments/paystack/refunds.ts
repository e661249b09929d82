import * as z from 'zod/mini';
import type { PaystackSend } from './request';

export interface RefundInput {
  /** The transaction's reference or Paystack id. */
  transaction: string | number;
  /** Part of the payment; the whole of it when left out. */
  amountMinor?: number;
  customerNote?: string;
  merchantNote?: string;
}

export interface Refund {
  id: number;
  /** 'pending' when queued; later 'processing', 'processed' or 'failed'. */
  status: string;
  amountMinor: number;
  currency: string;
  transactionReference: string | null;
}

const RefundData = z.object({
  id: z.number(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  transaction: z.optional(z.object({ reference: z.optional(z.string()) })),
});

export function refundMethods(send: PaystackSend) {
  return {
    async createRefund(input: RefundInput): Promise<Refund> {
      const data = await send(
        {
          method: 'POST',
          path: '/refund',
          body: {
            transaction: input.transaction,
            amount: input.amountMinor,
            customer_note: input.customerNote,
            merchant_note: input.merchantNote,
          },
        },
        RefundData,
      );
      return {
        id: data.id,
        status: data.status,
        amountMinor: data.amount,
        currency: data.currency,
        transactionReference: data.transaction?.reference ?? null,
      };
    },
  };
}
