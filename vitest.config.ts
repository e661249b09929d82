import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

// API tests run on the embedded PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

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
          setupFiles: ['tests/support/catalogues.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      ...databases.map((database, index) => ({
        resolve: { alias },
        test: {
          name: database === 'pglite' ? 'api' : `api-${database}`,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/catalogues.ts'],
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
