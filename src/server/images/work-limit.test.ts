import { describe, expect, it } from 'vitest';
import { createWorkLimit, WorkLimitFullError } from './work-limit';

/** A task that runs until the test lets it finish, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (log.push(name), done), finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a work limit', () => {
  it('runs at most its capacity at once, the rest in the order they came', async () => {
    const limit = createWorkLimit({ capacity: 2 });
    const started: string[] = [];
    const gates = Array.from({ length: 5 }, (_, i) => gate(started, `t${i}`));
    const runs = gates.map((g) => limit.run(g.task));
    await settle();
    expect(started).toEqual(['t0', 't1']);
    expect([limit.used, limit.waiting]).toEqual([2, 3]);

    gates[1]?.finish();
    await settle();
    expect(started).toEqual(['t0', 't1', 't2']);
    gates.forEach((g) => g.finish());
    await Promise.all(runs);
    expect(started).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect([limit.used, limit.waiting]).toEqual([0, 0]);
  });

  it('counts by weight, and lets one task heavier than the capacity run alone', async () => {
    const limit = createWorkLimit({ capacity: 10 });
    const started: string[] = [];
    const [six, four, huge, one] = ['six', 'four', 'huge', 'one'].map((name) =>
      gate(started, name),
    );
    const runs = [
      limit.run(six!.task, 6),
      limit.run(four!.task, 4),
      limit.run(huge!.task, 50),
      limit.run(one!.task, 1),
    ];
    await settle();
    // the small one does not jump the queue past the heavy one
    expect(started).toEqual(['six', 'four']);
    six!.finish();
    four!.finish();
    await settle();
    expect(started).toEqual(['six', 'four', 'huge']);
    expect(limit.used).toBe(10);
    huge!.finish();
    one!.finish();
    await Promise.all(runs);
    expect(started).toEqual(['six', 'four', 'huge', 'one']);
  });

  it('refuses at once when the line is full, and takes work again once it moves', async () => {
    const limit = createWorkLimit({ capacity: 1, maxWaiting: 2 });
    const started: string[] = [];
    const gates = ['a', 'b', 'c'].map((name) => gate(started, name));
    const runs = gates.map((g) => limit.run(g.task));
    await expect(limit.run(() => Promise.resolve('d'))).rejects.toBeInstanceOf(WorkLimitFullError);
    expect(started).toEqual(['a']);

    gates[0]?.finish();
    await settle();
    const late = limit.run(() => Promise.resolve('late'));
    gates.forEach((g) => g.finish());
    await Promise.all(runs);
    expect(await late).toBe('late');
  });

  it('frees the place of a task that fails', async () => {
    const limit = createWorkLimit({ capacity: 1 });
    const failing = limit.run(() => Promise.reject(new Error('decoder crashed')));
    const next = limit.run(() => Promise.resolve('next'));
    await expect(failing).rejects.toThrow('decoder crashed');
    expect(await next).toBe('next');
    expect(limit.used).toBe(0);
  });
});
