import { randomBytes } from 'node:crypto';
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
