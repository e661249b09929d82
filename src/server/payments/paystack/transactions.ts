import * as z from 'zod/mini';
import { PaystackError } from './errors';
import type { PaystackSend } from './request';

/** Who pays Paystack's fee on a split payment. */
export type PaystackBearer = 'account' | 'subaccount';

export interface SplitOptions {
  /** The business's subaccount code (ACCT_...), so its share settles to it directly. */
  subaccount?: string;
  bearer?: PaystackBearer;
  /** A flat amount (minor units) the main account keeps, instead of the subaccount's percentage. */
  transactionChargeMinor?: number;
}

export interface InitializeTransactionInput extends SplitOptions {
  email: string;
  amountMinor: number;
  currency: string;
  reference: string;
  callbackUrl: string;
  /** Limits the checkout page to these channels, e.g. ['card', 'mobile_money']. */
  channels?: string[];
  metadata: Record<string, unknown>;
}

export interface VerifiedTransaction {
  /** Paystack's word: 'success', 'failed', 'abandoned', 'pending', 'ongoing', 'reversed', ... */
  status: string;
  amountMinor: number;
  currency: string;
  reference: string;
  id: number;
  channel: string | null;
  paidAt: string | null;
  gatewayResponse: string | null;
}

const Initialized = z.object({
  authorization_url: z.string(),
  access_code: z.string(),
  reference: z.string(),
});

const Transaction = z.object({
  id: z.number(),
  status: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  channel: z.nullish(z.string()),
  paid_at: z.nullish(z.string()),
  gateway_response: z.nullish(z.string()),
});

export function transactionMethods(send: PaystackSend) {
  return {
    /** Starts a hosted checkout; the payer is sent to `authorizationUrl`. */
    async initializeTransaction(input: InitializeTransactionInput) {
      const data = await send(
        {
          method: 'POST',
          path: '/transaction/initialize',
          body: {
            email: input.email,
            amount: input.amountMinor,
            currency: input.currency,
            reference: input.reference,
            callback_url: input.callbackUrl,
            channels: input.channels,
            subaccount: input.subaccount,
            bearer: input.bearer,
            transaction_charge: input.transactionChargeMinor,
            metadata: input.metadata,
          },
        },
        Initialized,
      );
      return {
        authorizationUrl: data.authorization_url,
        accessCode: data.access_code,
        reference: data.reference,
      };
    },

    /** The transaction as Paystack has it, or null when Paystack has never heard of the reference. */
    async verifyTransaction(reference: string): Promise<VerifiedTransaction | null> {
      const data = await orNullWhenNotFound(
        send(
          { method: 'GET', path: `/transaction/verify/${encodeURIComponent(reference)}` },
          Transaction,
        ),
      );
      if (!data) return null;
      return {
        status: data.status,
        amountMinor: data.amount,
        currency: data.currency,
        reference: data.reference,
        id: data.id,
        channel: data.channel ?? null,
        paidAt: data.paid_at ?? null,
        gatewayResponse: data.gateway_response ?? null,
      };
    },
  };
}

/** Paystack answers an unknown reference with 400 (or 404) 'Transaction reference not found'. */
export async function orNullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof PaystackError && isNotFound(error)) return null;
    throw error;
  }
}

function isNotFound(error: PaystackError): boolean {
  if (error.httpStatus === 404) return true;
  return (
    error.httpStatus === 400 &&
    (error.code === 'transaction_not_found' || /reference not found/i.test(error.message))
  );
}
