import * as z from 'zod/mini';
import type { PaystackSend } from './request';

export interface PaystackBank {
  name: string;
  /** What subaccounts and transfers call `settlement_bank` / `bank_code`. */
  code: string;
  /** 'nuban', 'mobile_money', 'kepss', ... */
  type: string | null;
  active: boolean;
}

const Banks = z.array(
  z.object({
    name: z.string(),
    code: z.string(),
    type: z.nullish(z.string()),
    active: z.optional(z.boolean()),
  }),
);

export function bankMethods(send: PaystackSend) {
  return {
    /** The banks and mobile-money wallets Paystack settles to in a currency. */
    async listBanks(currency: string): Promise<PaystackBank[]> {
      const data = await send(
        { method: 'GET', path: `/bank?currency=${encodeURIComponent(currency)}&perPage=100` },
        Banks,
      );
      return data.map((bank) => ({
        name: bank.name,
        code: bank.code,
        type: bank.type ?? null,
        active: bank.active ?? true,
      }));
    },
  };
}
