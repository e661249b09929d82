import { expect } from '@playwright/test';
import { readJson } from '../../support/answers';

const CONTROL = `http://127.0.0.1:${process.env.MAILBOX_PORT ?? 4174}/paystack`;

/** The Paystack-configured app started beside the main one (e2e-stack.ts). */
export const PAYSTACK_APP = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 2}`;

interface FakeTransaction {
  reference: string;
  status: 'abandoned' | 'pending' | 'success' | 'failed';
  channel: 'card' | 'mobile_money' | null;
  phone: string | null;
  amountMinor: number;
  currency: string;
  subaccount: string | null;
  email: string;
}

export async function paystackTransactions(): Promise<FakeTransaction[]> {
  return await readJson<FakeTransaction[]>(await fetch(`${CONTROL}/transactions`));
}

/** Waits for the fake Paystack to hold a transaction that `match` accepts, and returns it. */
export async function waitForPaystackTransaction(
  match: (transaction: FakeTransaction) => boolean,
): Promise<FakeTransaction> {
  let found: FakeTransaction | undefined;
  await expect
    .poll(
      async () => {
        found = (await paystackTransactions()).find(match);
        return found !== undefined;
      },
      { timeout: 10_000, message: 'a matching transaction at the fake Paystack' },
    )
    .toBe(true);
  if (!found) throw new Error('no matching transaction');
  return found;
}

/** What the payer does on their phone: approves (or declines) the prompt; the fake sends the webhook. */
export async function completePaystack(
  reference: string,
  outcome: 'success' | 'failed',
): Promise<void> {
  const response = await fetch(
    `${CONTROL}/complete?${new URLSearchParams({ reference, outcome }).toString()}`,
    { method: 'POST' },
  );
  expect(response.status, `completing ${reference}`).toBe(200);
  const { webhook } = await readJson<{ webhook: { status: number | null } | null }>(response);
  expect(webhook?.status, 'the app took the webhook').toBe(200);
}
