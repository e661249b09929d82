/** The line in front of a limit is full: the caller should come back later rather than wait. */
export class WorkLimitFullError extends Error {
  override readonly name = 'WorkLimitFullError';
}

export interface WorkLimit {
  /** How much of the capacity the tasks running now hold. */
  readonly used: number;
  /** Tasks waiting for their turn. */
  readonly waiting: number;
  /**
   * Runs the task once `weight` of the capacity is free, in the order tasks arrived; throws a
   * WorkLimitFullError at once when `maxWaiting` tasks already wait. A task heavier than the whole
   * capacity runs alone.
   */
  run<T>(task: () => Promise<T>, weight?: number): Promise<T>;
}

/** A first-come, first-served limit on work running at once, counted in tasks or in any weight (bytes). */
export function createWorkLimit({
  capacity,
  maxWaiting = Infinity,
}: {
  capacity: number;
  maxWaiting?: number;
}): WorkLimit {
  let used = 0;
  const line: { weight: number; start: () => void }[] = [];

  const startWaiting = () => {
    for (let next = line[0]; next && used + next.weight <= capacity; next = line[0]) {
      line.shift();
      used += next.weight;
      next.start();
    }
  };

  return {
    get used() {
      return used;
    },
    get waiting() {
      return line.length;
    },
    async run(task, weight = 1) {
      const held = Math.min(weight, capacity);
      if (line.length === 0 && used + held <= capacity) {
        used += held;
      } else {
        if (line.length >= maxWaiting) throw new WorkLimitFullError();
        await new Promise<void>((start) => line.push({ weight: held, start }));
      }
      try {
        return await task();
      } finally {
        used -= held;
        startWaiting();
      }
    },
  };
}
