import type { Logger } from '../logger';

/** Rows committed within this long of a wake-up are claimed together. */
const GATHER_MS = 50;
/** How often the loop looks for rows nobody woke it for: retries that fell due, another's leftovers. */
const POLL_MS = 1_000;

export interface DrainLoop {
  /** Committed rows are waiting: claim them within 50 ms. */
  wake(): void;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

/**
 * A table worked as a queue by this process (docs/decisions/0046): `round` claims a batch, handles
 * it and answers how many it claimed; rounds follow one another while `isMore` says to go on. It
 * runs when woken and once a second; one run at a time in a process, and any number of processes
 * side by side, since a claim skips the rows another holds.
 */
export function startDrainLoop({
  round,
  isMore,
  logger,
  name,
  pollMs = POLL_MS,
  gatherMs = GATHER_MS,
}: {
  round: () => Promise<number>;
  isMore: (claimed: number) => boolean;
  logger: Logger;
  /** What the loop sends, for its error line. */
  name: string;
  pollMs?: number;
  gatherMs?: number;
}): DrainLoop {
  let running: Promise<void> | null = null;
  let isWanted = false;
  let isStopped = false;
  let gathering: NodeJS.Timeout | null = null;

  const runUntilDrained = async () => {
    do {
      isWanted = false;
      for (;;) {
        const claimed = await round();
        if (!isMore(claimed) || isStopped) break;
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
      .catch((err: unknown) => logger.error({ err }, `${name} sender run failed`))
      .finally(() => {
        running = null;
      });
  };
  const polling = setInterval(start, pollMs);
  polling.unref();
  return {
    wake() {
      if (!gathering && !isStopped) gathering = setTimeout(start, gatherMs);
    },
    async stop() {
      isStopped = true;
      clearInterval(polling);
      if (gathering) clearTimeout(gathering);
      await running;
    },
  };
}
