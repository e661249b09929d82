import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Logger } from '../logger';
import { writeSmallFile } from '../storage/small-file';
import type { OutgoingMessage, SendResult } from './types';

/**
 * The built-in default for a channel without credentials: each message becomes one JSON file under
 * `$DATA_DIR/outbox/` (named by time, channel and an id, so a listing reads in order) and one log line.
 */
export function writeToOutbox(
  options: { dataDir: string; logger: Logger },
  message: OutgoingMessage,
): SendResult {
  const outbox = path.join(options.dataDir, 'outbox');
  const id = randomBytes(4).toString('hex');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(outbox, `${stamp}-${message.channel}-${id}.json`);
  const content = `${JSON.stringify({ ...message, writtenAt: new Date().toISOString() }, null, 2)}\n`;
  writeSmallFile(outbox, file, content);
  options.logger.info(
    { channel: message.channel, to: message.to, file },
    'message written to the outbox',
  );
  return {
    status: 'sent',
    providerId: `outbox:${path.basename(file)}`,
    error: null,
    isTemporary: false,
  };
}
