import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../../src/server/auth/password';
import { openDatabase } from '../../../src/server/db/database';
import { migrateDatabase } from '../../../src/server/db/migrate';
import { accounts, users } from '../../../src/server/db/schema/auth';
import { grantRole } from '../../../src/server/roles/operations';

/** The platform admin of the browser journeys, made before the app starts, as `npm run admin:grant` would. */
export const E2E_ADMIN = {
  email: 'admin@journeys.miadi.example',
  password: 'Admin#Kilele2026',
  firstName: 'Neema',
  lastName: 'Admin',
} as const;

/**
 * Writes the admin account (confirmed, with a password) and its role into the journeys' new
 * embedded database. The app opens the folder only after this, so the two never hold it at once.
 */
export async function prepareAdmin(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database.pool);
    const id = randomBytes(16).toString('hex');
    await database.db.insert(users).values({
      id,
      name: `${E2E_ADMIN.firstName} ${E2E_ADMIN.lastName}`,
      email: E2E_ADMIN.email,
      emailVerified: true,
      firstName: E2E_ADMIN.firstName,
      lastName: E2E_ADMIN.lastName,
      country: 'KE',
    });
    await database.db.insert(accounts).values({
      id: randomBytes(16).toString('hex'),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword(E2E_ADMIN.password),
    });
    await grantRole(database.db, { email: E2E_ADMIN.email, role: 'admin', grantedBy: null });
  } finally {
    await database.close();
  }
}
