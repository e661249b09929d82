import { hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appSecrets } from '../db/schema/auth';

const KEY = 'auth_secret';

/**
 * The key that signs session cookies and e-mail confirmation links: AUTH_SECRET when set, otherwise
 * one made on first start and kept in the database, so every server process on it agrees.
 */
export async function resolveAuthSecret(
  db: Database,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.key, KEY));
  if (!row) throw new Error('could not store the session signing key');
  return row.value;
}

/** One key per job, so a key learnt or misused in one place opens nothing in another. */
export interface DerivedKeys {
  /** Signs session cookies and e-mail links (better-auth). */
  session: string;
  /** Signs the built-in test payment provider's webhooks. */
  testWebhook: string;
  /** Signs the cookie that marks a browser which has signed in to an account before. */
  knownDevice: string;
  /** Keys the stored hashes of one-time sign-in codes, so the table alone does not give codes away. */
  signInCode: string;
}

const PURPOSES: Record<keyof DerivedKeys, string> = {
  session: 'miadi/session/v1',
  testWebhook: 'miadi/test-payment-webhook/v1',
  knownDevice: 'miadi/known-device/v1',
  signInCode: 'miadi/sign-in-code/v1',
};

/** HKDF-SHA256 (RFC 5869) from the one configured secret: same secret, same keys, in every process. */
export function deriveKeys(secret: string): DerivedKeys {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', secret, 'miadi', purpose, 32)).toString('base64url');
  return {
    session: derive(PURPOSES.session),
    testWebhook: derive(PURPOSES.testWebhook),
    knownDevice: derive(PURPOSES.knownDevice),
    signInCode: derive(PURPOSES.signInCode),
  };
}
