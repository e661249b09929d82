import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/database';
import { appSecrets } from '../db/schema/auth';
import type { VapidEnv } from '../env';

const KEY = 'vapid_keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const resolved = new WeakMap<Database, Promise<VapidKeys>>();

async function storedKeys(db: Database): Promise<{ publicKey: string; privateKey: string }> {
  // made once: every server process on this database signs with the same pair, so a device's
  // subscription (tied to the public key) keeps working whichever process sends
  await db
    .insert(appSecrets)
    .values({ key: KEY, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.key, KEY));
  if (!row) throw new Error('could not store the web push keys');
  return JSON.parse(row.value) as { publicKey: string; privateKey: string };
}

/** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, otherwise the pair kept in the database. */
export function resolveVapidKeys(db: Database, env: VapidEnv): Promise<VapidKeys> {
  let keys = resolved.get(db);
  if (!keys) {
    keys = (async () => ({ ...(env.keys ?? (await storedKeys(db))), subject: env.subject }))();
    keys.catch(() => resolved.delete(db));
    resolved.set(db, keys);
  }
  return keys;
}
