import type { Database } from '../db/database';
import { MESSAGE_BATCH, sendDueMessages, type SendDeps } from './send-job';

import { startDrainLoop, type DrainLoop } from '../jobs/drain-loop';

export type MessageSender = DrainLoop;

const senders = new WeakMap<Database, MessageSender>();

/** Wakes the sender running in this process on this database, if one is. */
export function wakeSender(db: Database): void {
  senders.get(db)?.wake();
}

/**
 * This process's message sender: it claims the due rows of message_sends (the table is the queue),
 * sends them and claims again while it finds full batches. It runs when woken after a commit and
 * once a second; one run at a time in a process, and any number of processes side by side, since a
 * claim skips the rows another holds.
 */
export function startMessageSender(
  deps: SendDeps,
  options: { pollMs?: number; gatherMs?: number } = {},
): MessageSender {
  const loop = startDrainLoop({
    round: async () => (await sendDueMessages(deps)).claimed,
    isMore: (claimed) => claimed >= MESSAGE_BATCH,
    logger: deps.logger,
    name: 'message',
    ...options,
  });
  const sender: MessageSender = {
    wake: () => loop.wake(),
    async stop() {
      if (senders.get(deps.db) === sender) senders.delete(deps.db);
      await loop.stop();
    },
  };
  senders.set(deps.db, sender);
  return sender;
}
