import { afterEach, describe, expect, it } from 'vitest';
import {
  spawnServer,
  startServerProcess,
  stopProcess,
  stopServerProcesses,
  type ServerProcess,
} from '../support/spawn-server';
import { freshDatabase } from '../support/test-server';
import { expectOneClearLine } from '../support/one-clear-line';

// Only the embedded engine keeps its data in a folder, so this file runs on PGlite alone
// (EMBEDDED_ONLY_FILES in vitest.config.ts).
describe('the embedded database folder', () => {
  afterEach(() => stopServerProcesses('SIGKILL'));

  it(
    'stops with one clear line when another server already uses the data folder',
    async () => {
      const database = await freshDatabase();
      let first: ServerProcess | undefined;
      try {
        first = await startServerProcess(database.env);
        const second = spawnServer(database.env);
        const { code, stderr } = await second.exited;
        expect(code).toBe(1);
        expectOneClearLine(
          stderr,
          /the data folder .* is already in use by another Miadi process \(pid \d+\)/,
        );
        // the first server is untouched
        expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      } finally {
        await stopProcess(first);
        await database.drop();
      }
    },
    // two server processes starting on a busy machine
    90_000,
  );
});
