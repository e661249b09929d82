import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger';

/** Replacements allowed within a minute before the supervisor gives up on a crashing server. */
const MAX_RESTARTS_PER_MINUTE = 5;
const SHUTDOWN_TIMEOUT_MS = 20_000;

/**
 * Runs `count` server processes on one port (Node's cluster: the supervisor hands connections to
 * the workers in turn). They share nothing but the database. A worker that fails before it listens
 * stops them all (its own line says why); one that dies later is replaced. SIGTERM or SIGINT is
 * passed to every worker, and the supervisor exits once they have finished their requests.
 */
export function superviseServers(count: number, logger: Logger): void {
  const listening = new WeakSet<Worker>();
  const restarts: number[] = [];
  let stopping = false;
  let exitCode = 0;

  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const worker of alive()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill('SIGKILL');
    }, SHUTDOWN_TIMEOUT_MS).unref();
  };

  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    if (!listening.has(worker)) {
      stopAll(code || 1);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      logger.fatal({ restarts: restarts.length }, 'server processes keep dying; stopping');
      stopAll(1);
      return;
    }
    logger.error(
      { pid: worker.process.pid, code, signal },
      'a server process died; starting another',
    );
    cluster.fork();
  });

  process.once('SIGTERM', () => stopAll(0));
  process.once('SIGINT', () => stopAll(0));
  logger.info({ processes: count }, `starting ${count} server processes`);
  for (let i = 0; i < count; i++) cluster.fork();
}
