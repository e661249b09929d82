import cluster from 'node:cluster';
import { superviseServers } from './cluster';
import { DataDirInUseError } from './db/data-dir-lock';
import { DatabaseUnreachableError, openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { EnvError, parseEnv } from './env';
import { createLogger, flushLogger } from './logger';
import { startServer } from './server';

function stop(message: string): never {
  // one clear line for the person starting the server, not a stack trace
  process.stderr.write(`miadi: cannot start: ${message}\n`);
  process.exit(1);
}

async function migrateOnce(databaseUrl: string, dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateDatabase(database.pool);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) stop(error.message);
    throw error;
  }
  const logger = createLogger(env.logLevel);
  if (env.processes > 1 && cluster.isPrimary) {
    if (!env.databaseUrl) {
      stop('SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded database serves one process');
    }
    try {
      // once, before the workers start, instead of each waiting its turn for the lock
      await migrateOnce(env.databaseUrl, env.dataDir);
    } catch (error) {
      if (error instanceof DatabaseUnreachableError) stop(error.message);
      throw error;
    }
    superviseServers(env.processes, logger);
    return;
  }
  let server;
  try {
    server = await startServer(env, logger);
  } catch (error) {
    if (error instanceof DataDirInUseError || error instanceof DatabaseUnreachableError)
      stop(error.message);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      stop(`port ${env.port} is already in use`);
    throw error;
  }
  const running = server;
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    running.close().then(
      () => {
        flushLogger(logger);
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        flushLogger(logger);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => stop(error instanceof Error ? error.message : String(error)));
