import type { Database } from '../db/database';
import type { Env } from '../env';
import type { PaymentProvider } from './provider';
import { createTestProvider } from './test-provider';

/** The payment provider: the built-in test provider until Paystack keys are configured. */
export function createPaymentProvider({
  db,
  env,
  secret,
}: {
  db: Database;
  env: Env;
  secret: string;
}): PaymentProvider {
  return createTestProvider({ db, publicUrl: env.publicUrl, secret });
}
