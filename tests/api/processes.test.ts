import fs from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  COMPILED_SERVER,
  spawnServer,
  startServerProcess,
  stopServerProcesses,
} from '../support/spawn-server';
import { freshDatabase } from '../support/test-server';

const isPostgres = inject('databaseSnapshot').kind === 'postgres';

/** The pids of a process's children, from /proc (the cluster's workers). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        // the parent pid is the second field after the command name in parentheses
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** How many 'Miadi is listening' lines a server's processes have written so far. */
const listeningLines = (output: string) => output.split('"msg":"Miadi is listening"').length - 1;

describe('the server as npm run serve starts it', () => {
  // a test that timed out while a server was starting leaves no process behind
  afterEach(() => stopServerProcesses('SIGKILL'));

  it('starts from the compiled build, with no TypeScript loader, and stops on SIGTERM', async () => {
    expect(fs.existsSync(COMPILED_SERVER), 'run `npm run build` first').toBe(true);
    const database = await freshDatabase();
    try {
      const server = await startServerProcess(database.env, { compiled: true });
      const { url } = server;
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const page = await fetch(`${url}/api/public/businesses/not-a-business`);
      expect(page.status).toBe(404);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    } finally {
      await database.drop();
    }
  }, 90_000);

  it('refuses several processes on the embedded database, with one clear line', async () => {
    const { code, stderr } = await spawnServer({ SERVER_PROCESSES: '2' }).exited;
    expect(code).toBe(1);
    expect(stderr.trim().split('\n').at(-1)).toBe(
      'miadi: cannot start: SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded database serves one process',
    );
  });

  it.runIf(isPostgres)(
    'runs two processes on one port and one database, replaces one that dies, and stops both on SIGTERM',
    async () => {
      const database = await freshDatabase();
      const server = await startServerProcess({ ...database.env, SERVER_PROCESSES: '2' });
      const listened = () => listeningLines(server.stdout());
      try {
        const { url } = server;
        await expect.poll(listened, { message: 'both processes listen', timeout: 60_000 }).toBe(2);
        const primary = server.child.pid!;
        const workers = childrenOf(primary);
        expect(workers).toHaveLength(2);
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => fetch(`${url}/api/health`)),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));

        process.kill(workers[0]!, 'SIGKILL');
        await expect.poll(listened, { message: 'a replacement listens', timeout: 60_000 }).toBe(3);
        const now = childrenOf(primary);
        expect(now).toHaveLength(2);
        expect(now).not.toContain(workers[0]);
        expect((await fetch(`${url}/api/health`)).status).toBe(200);

        server.child.kill('SIGTERM');
        expect((await server.exited).code).toBe(0);
        expect(now.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        await database.drop();
      }
    },
    120_000,
  );

  it('stops every process when one cannot start', async () => {
    const server = spawnServer({
      SERVER_PROCESSES: '2',
      DATABASE_URL: 'postgres://miadi@127.0.0.1:1/miadi',
    });
    const { code, stderr } = await server.exited;
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /miadi: cannot start: cannot reach the database at 127\.0\.0\.1:1\/miadi/,
    );
  }, 60_000);
});
