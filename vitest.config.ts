import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

// API tests run on the embedded PGlite; when TEST_DATABASE_URL is set (CI) they run on that
// PostgreSQL, and on PGlite only the files about the embedded engine itself: starting, migrating,
// prepared statements, a crash, and the races whose outcome rests on how the engine serialises them.
// The browser journeys run the whole app on PGlite either way (docs/decisions/0073-test-time.md).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const databases = ['pglite', ...(onPostgres ? ['postgres'] : [])];
// about the embedded engine alone: they have nothing to test on PostgreSQL
const apiFiles = (names: string[]) => names.map((name) => `tests/api/${name}.test.ts`);
const EMBEDDED_ONLY_FILES = apiFiles(['data-folder-lock']);
const EMBEDDED_ENGINE_FILES = apiFiles([
  'data-folder-lock',
  'startup',
  'schema',
  'prepared-statements',
  'shutdown-messages',
  'paystack-crash',
  'booking-race',
  'owner-booking-race',
  'payment-race',
  'plan-limits-race',
  'paystack-webhook-race',
  'public-booking',
]);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/vitest-catalogues.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      ...databases.map((database, index) => ({
        resolve: { alias },
        test: {
          name: database === 'pglite' ? 'api' : `api-${database}`,
          include:
            database === 'pglite' && onPostgres
              ? EMBEDDED_ENGINE_FILES
              : ['tests/api/**/*.test.ts'],
          exclude: database === 'pglite' ? [] : EMBEDDED_ONLY_FILES,
          environment: 'node',
          setupFiles: ['tests/support/vitest-catalogues.ts'],
          globalSetup: ['tests/support/database-snapshot.ts'],
          env: { MIADI_TEST_DATABASE: database },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each test file runs its own server and database; two at a time fit two cores
          maxWorkers: 2,
          // one database engine at a time: the two cores are busy enough with one
          sequence: { groupOrder: index + 1 },
        },
      })),
    ],
  },
});
