import type { Database } from '../db/database';
import { MESSAGE_BATCH, sendDueMessages, type SendDeps } from './send-job';

/** Rows committed within this long of a wake-up are claimed together. */
const GATHER_MS = 50;
/** How often a sender looks for rows nobody woke it for: retries that fell due, another's leftovers. */
const POLL_MS = 1_000;

export interface MessageSender {
  /** Committed rows are waiting: claim them within 50 ms. */
  wake(): void;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

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
  { pollMs = POLL_MS, gatherMs = GATHER_MS }: { pollMs?: number; gatherMs?: number } = {},
): MessageSender {
  let running: Promise<void> | null = null;
  let isWanted = false;
  let isStopped = false;
  let gathering: NodeJS.Timeout | null = null;

  const runUntilDrained = async () => {
    do {
      isWanted = false;
      for (;;) {
        const run = await sendDueMessages(deps);
        if (run.claimed < MESSAGE_BATCH || isStopped) break;
      }
    } while (isWanted && !isStopped);
  };
  const start = () => {
    gathering = null;
    if (isStopped) return;
    if (running) {
      // woken during a run: look again once it ends
      isWanted = true;
      return;
    }
    running = runUntilDrained()
      .catch((err: unknown) => deps.logger.error({ err }, 'message sender run failed'))
      .finally(() => {
        running = null;
      });
  };
  const sender: MessageSender = {
    wake() {
      if (!gathering && !isStopped) gathering = setTimeout(start, gatherMs);
    },
    async stop() {
      isStopped = true;
      clearInterval(polling);
      if (gathering) clearTimeout(gathering);
      if (senders.get(deps.db) === sender) senders.delete(deps.db);
      await running;
    },
  };
  const polling = setInterval(start, pollMs);
  polling.unref();
  senders.set(deps.db, sender);
  return sender;
}
