import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer, startServerProcess, stopServerProcesses } from '../support/spawn-server';
import { freshDatabase } from '../support/test-server';
import { expectOneClearLine } from '../support/one-clear-line';

describe('starting the server', () => {
  // a test that timed out while a server was starting leaves no process behind
  afterEach(() => stopServerProcesses('SIGKILL'));

  it('stops with one clear line when DATABASE_URL points nowhere', async () => {
    const server = spawnServer({ DATABASE_URL: 'postgres://miadi@127.0.0.1:1/miadi' });
    const { code, stderr } = await server.exited;
    expect(code).toBe(1);
    expectOneClearLine(
      stderr,
      /cannot reach the database at 127\.0\.0\.1:1\/miadi: connect ECONNREFUSED/,
    );
  });

  it('stops with one clear line, and no password echoed, when DATABASE_URL is not a PostgreSQL URL', async () => {
    const server = spawnServer({ DATABASE_URL: 'mysql://root:s3cret@localhost/miadi' });
    const { code, stderr } = await server.exited;
    expect(code).toBe(1);
    expectOneClearLine(stderr, /DATABASE_URL must start with postgres:\/\//);
    expect(stderr).not.toContain('s3cret');
  });

  it('stops with one clear line when PORT is not a number', async () => {
    const { code, stderr } = await spawnServer({ PORT: 'eighty' }).exited;
    expect(code).toBe(1);
    expectOneClearLine(stderr, /PORT must be a number \(got "eighty"\)/);
  });

  it('shuts down cleanly on SIGTERM, releasing the data folder', async () => {
    const database = await freshDatabase();
    try {
      const server = await startServerProcess(database.env);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      server.child.kill('SIGTERM');
      const { code } = await server.exited;
      expect(code).toBe(0);
      expect(fs.existsSync(path.join(database.env.DATA_DIR ?? '', 'miadi.lock'))).toBe(false);
    } finally {
      await database.drop();
    }
  }, 60_000);
});
