import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/database';
import { parseEnv } from '../../src/server/env';
import { freePort } from './test-server';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface SpawnedServer {
  child: ChildProcess;
  /** Resolves with the URL once the server logs that it listens. */
  listening: Promise<string>;
  /** Resolves with the exit code and everything written to stderr. */
  exited: Promise<{ code: number | null; stderr: string }>;
  /** Everything written to stdout so far. */
  stdout(): string;
}

/** The compiled server `npm run build` writes and `npm run serve` starts. */
export const COMPILED_SERVER = path.join(ROOT, 'dist', 'server', 'main.js');

/** The processes this test file has started and that have not exited yet. */
const started = new Set<ChildProcess>();

/**
 * Stops every server process this test file started that is still running, and waits until each
 * has exited: for afterAll, so a process still starting when a hook timed out is not left behind.
 */
export async function stopServerProcesses(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  await Promise.all(
    [...started].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          if (!child.kill(signal)) resolve();
        }),
    ),
  );
}

interface SpawnOptions {
  /** Runs the built file `npm run serve` starts instead of the sources. */
  compiled?: boolean;
}

/**
 * Runs the server in its own process: from its sources (so a test sees the code as it is now), or
 * with `compiled`, the built file `npm run serve` starts. For a server that must fail to start;
 * one that must listen comes from `startServers`, which gives it a port and retries a taken one.
 */
export function spawnServer(
  env: Record<string, string>,
  { compiled = false }: SpawnOptions = {},
): SpawnedServer {
  const args = compiled ? [COMPILED_SERVER] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      // race tests send hundreds of requests from 127.0.0.1 (the limit itself: security-monitors.test.ts)
      REQUEST_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let stdout = '';
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"Miadi is listening"/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`server exited before listening: ${stderr}`)));
  });
  listening.catch(() => undefined);
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.once('exit', (code) => resolve({ code, stderr }));
  });
  return { child, listening, exited, stdout: () => stdout };
}

/** A listening server process, at the address it was told is its own. */
export interface ServerProcess extends SpawnedServer {
  url: string;
}

export interface ServerProcesses {
  /** Each process's address, in start order. */
  urls: string[];
  processes: ServerProcess[];
  /** Stops every process still running and waits until each has exited; safe to call twice. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Stops a process if it is still running (SIGTERM unless told otherwise) and waits until it has exited. */
export async function stopProcess(
  server: SpawnedServer | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
) {
  if (!server) return;
  const isRunning = server.child.exitCode === null && server.child.signalCode === null;
  if (isRunning) server.child.kill(signal);
  await server.exited;
}

/** How often a process looks for a free port before giving up. */
const PORT_ATTEMPTS = 5;

/**
 * Starts one listening server process on a port of its own, told that port in PUBLIC_URL (better-auth
 * checks a request's Origin against it). The port is free when looked at, but a test in another
 * worker can take it before the server listens: then the server stops with "already in use" and
 * this starts it again on another port.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: SpawnOptions = {},
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = spawnServer(
      { PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...env },
      options,
    );
    try {
      return { ...server, url: await server.listening };
    } catch (error) {
      const { stderr } = await server.exited;
      if (stderr.includes(`port ${port} is already in use`) && attempt < PORT_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** Starts `count` server processes (on one database, given in `env`), each on its own port. */
export async function startServers(
  count: number,
  env: Record<string, string>,
  options: SpawnOptions = {},
): Promise<ServerProcesses> {
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startServerProcess(env, options)),
  );
  const processes = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    await Promise.all(processes.map((server) => stopProcess(server, signal)));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // one that could not start leaves none running
    await stop();
    throw failed.reason;
  }
  return { urls: processes.map((server) => server.url), processes, stop };
}

/**
 * Opens the database the spawned servers use, from this process, for `work`, then closes it. The
 * embedded database opens in one process at a time: run it before the servers start or after they
 * have stopped.
 */
export async function withDatabase<T>(
  env: Record<string, string>,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const parsed = parseEnv(env);
  const database = await openDatabase({ databaseUrl: parsed.databaseUrl, dataDir: parsed.dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
