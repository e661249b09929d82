import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface SpawnedServer {
  child: ChildProcess;
  /** Resolves with the URL once the server logs that it listens. */
  listening: Promise<string>;
  /** Resolves with the exit code and everything written to stderr. */
  exited: Promise<{ code: number | null; stderr: string }>;
}

/** The compiled server `npm run build` writes and `npm run serve` starts. */
export const COMPILED_SERVER = path.join(ROOT, 'dist', 'server', 'main.js');

/**
 * Runs the server in its own process: from its sources (so a test sees the code as it is now), or
 * with `compiled`, the built file `npm run serve` starts.
 */
export function spawnServer(
  env: Record<string, string>,
  { compiled = false }: { compiled?: boolean } = {},
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
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const listening = new Promise<string>((resolve, reject) => {
    let stdout = '';
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
  return { child, listening, exited };
}
