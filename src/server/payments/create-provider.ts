import type { Database } from '../db/database';
import type { Env } from '../env';
import { createPaystackProvider } from './paystack-provider';
import type { PaymentProvider } from './provider';
import { createTestProvider } from './test-provider';

/** The payment provider: Paystack when its keys are configured, else the built-in test provider. */
export function createPaymentProvider({
  db,
  env,
  secret,
}: {
  db: Database;
  env: Env;
  secret: string;
}): PaymentProvider {
  if (env.paystack) return createPaystackProvider(env.paystack);
  return createTestProvider({ db, publicUrl: env.publicUrl, secret });
}
