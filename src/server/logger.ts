import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs on stdout: one line per event, ready for any log collector.
 * Lines are buffered and written asynchronously so that logging never holds up a request;
 * `flushLogger` drains the buffer before the process exits.
 */
export function createLogger(level: string, options: { sync?: boolean } = {}): Logger {
  const destination = pino.destination({
    dest: 1,
    sync: options.sync ?? false,
    minLength: options.sync ? 0 : 4096,
  });
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
