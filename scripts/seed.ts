/** npm run seed: writes the demo owner and the ten sample businesses into the configured database. */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/database';
import { migrateDatabase } from '../src/server/db/migrate';
import { users } from '../src/server/db/schema/auth';
import { parseEnv } from '../src/server/env';
import { DEMO_OWNER, seedDemoData } from '../src/server/seed/demo-data';

async function main(): Promise<void> {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    await migrateDatabase(database.pool);
    const existing = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_OWNER.email));
    if (existing.length) {
      console.log(`Demo data is already there: sign in as ${DEMO_OWNER.email}.`);
      return;
    }
    await seedDemoData(database.db);
    console.log(
      `Demo data written. Sign in as ${DEMO_OWNER.email} with the password ${DEMO_OWNER.password}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`miadi seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
