import { pino, type Logger } from 'pino';

export type { Logger };

/** Lines are gathered up to this many bytes before one write (one system call for many lines). */
const BATCH_BYTES = 4096;
/** ...and never held longer than this. */
const BATCH_MS = 200;

/**
 * Structured JSON logs on stdout: one line per event, ready for any log collector.
 * Lines are written asynchronously, gathered into writes of about 4 KB (a write per request cost
 * as much as the rest of a cached answer) and at most 200 ms late; `flushLogger` writes out what is
 * still gathered before the process exits.
 */
export function createLogger(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // not open yet, or already closed
    }
  }, BATCH_MS).unref();
  const logger = pino(
    {
      level,
      base: { service: 'miadi' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
    },
    destination,
  );
  const flush = () => destination.flushSync();
  flushers.set(logger, flush);
  // also when the process ends by an error nobody caught: its last lines matter most
  if (!exitFlushes.size) process.once('exit', flushAllOnExit);
  exitFlushes.add(new WeakRef(flush));
  return logger;
}

const flushers = new WeakMap<Logger, () => void>();
const exitFlushes = new Set<WeakRef<() => void>>();

function flushAllOnExit(): void {
  for (const ref of exitFlushes) {
    try {
      ref.deref()?.();
    } catch {
      // closed already
    }
  }
}

/** Writes out, before returning, whatever the logger still holds. */
export function flushLogger(logger: Logger): void {
  try {
    (flushers.get(logger) ?? (() => logger.flush()))();
  } catch {
    // a logger without a buffer has nothing to flush
  }
}
