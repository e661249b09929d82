import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs on stdout: one line per event, ready for any log collector.
 * Lines are written asynchronously (straight away, not held back to fill a buffer) so that a slow
 * stdout never holds up a request; `flushLogger` drains what is still queued before the process exits.
 */
export function createLogger(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false });
  return pino(
    {
      level,
      base: { service: 'miadi' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
    },
    destination,
  );
}

/** Writes out whatever the logger still holds in its buffer. */
export function flushLogger(logger: Logger): void {
  try {
    logger.flush();
  } catch {
    // a logger without a buffer has nothing to flush
  }
}
