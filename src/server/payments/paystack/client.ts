import { bankMethods } from './banks';
import { chargeMethods } from './charges';
import { refundMethods } from './refunds';
import { createPaystackSend } from './request';
import { subaccountMethods } from './subaccounts';
import { transactionMethods } from './transactions';

export interface PaystackClientOptions {
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** Injected so tests can point at a fake or count calls. */
  fetch?: typeof globalThis.fetch;
}

/**
 * Paystack's REST API as typed methods, amounts in minor units (cents) as Paystack counts them.
 * Throws PaystackError when Paystack refuses, PaystackUnavailableError when it cannot be reached.
 */
export function createPaystackClient({
  secretKey,
  baseUrl = 'https://api.paystack.co',
  timeoutMs = 15_000,
  fetch = globalThis.fetch,
}: PaystackClientOptions) {
  const send = createPaystackSend({ secretKey, baseUrl, timeoutMs, fetch });
  return {
    ...transactionMethods(send),
    ...chargeMethods(send),
    ...subaccountMethods(send),
    ...refundMethods(send),
    ...bankMethods(send),
  };
}

export type PaystackClient = ReturnType<typeof createPaystackClient>;
