import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { userRoles } from '../../src/server/db/schema/auth';
import { parseEnv } from '../../src/server/env';
import { buildUser } from '../support/factories';
import { freshDatabase } from '../support/test-server';

const ROOT = path.resolve(import.meta.dirname, '../..');

function runAdminGrant(env: Record<string, string>, email: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-grant.ts', email], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function withDatabase<T>(
  env: Record<string, string>,
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const parsed = parseEnv(env);
  const database = await openDatabase({ databaseUrl: parsed.databaseUrl, dataDir: parsed.dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run admin:grant', () => {
  it('makes an existing account the first admin, and says so', async () => {
    const database = await freshDatabase();
    try {
      const user = await withDatabase(database.env, (db) =>
        buildUser(db, { email: 'first.admin@example.com' }),
      );
      const { code, output } = await runAdminGrant(database.env, 'First.Admin@example.com');
      expect(output).toContain('First.Admin@example.com is now an admin.');
      expect(code).toBe(0);
      const roles = await withDatabase(database.env, (db) =>
        db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id)),
      );
      expect(roles).toEqual([{ role: 'admin' }]);
    } finally {
      await database.drop();
    }
  });

  it('refuses an e-mail no account uses, with one line and exit code 1', async () => {
    const database = await freshDatabase();
    try {
      const { code, output } = await runAdminGrant(database.env, 'nobody@example.com');
      expect(code).toBe(1);
      expect(
        output
          .trim()
          .split('\n')
          .filter((line) => !line.includes('Unknown user config')),
      ).toEqual([
        'miadi admin:grant: no account uses the e-mail nobody@example.com; sign up first',
      ]);
    } finally {
      await database.drop();
    }
  });
});
