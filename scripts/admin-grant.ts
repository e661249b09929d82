/** npm run admin:grant -- <email>: makes an existing account an admin (the first admin is made this way). */
import { openDatabase } from '../src/server/db/database';
import { migrateDatabase } from '../src/server/db/migrate';
import { parseEnv } from '../src/server/env';
import { grantRole } from '../src/server/roles/operations';

async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email) throw new Error('usage: npm run admin:grant -- <email>');
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    await migrateDatabase(database.pool);
    const granted = await grantRole(database.db, { email, role: 'admin', grantedBy: null });
    if (!granted) throw new Error(`no account uses the e-mail ${email}; sign up first`);
    console.log(`${email} is now an admin.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`miadi admin:grant: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
