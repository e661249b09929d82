import { MINUTE_MS, resolveWall } from './wall-clock';

/**
 * A day's step grid: wall-clock steps from opening time, each covering the real instants from its own
 * start to the next step's start (the last one ends at closing time). On a clock-change day a step can
 * be longer or shorter than stepMinutes, or empty when its wall time is skipped.
 */
export interface StepGrid {
  count: number;
  openMinutes: number;
  stepMinutes: number;
  /** starts[i] is the first instant of step i; starts[count] is the closing instant. */
  starts: Float64Array;
  /** Steps whose wall time never happens (spring forward); null on a day with no change within its hours. */
  skipped: Uint8Array | null;
}

export function buildStepGrid(options: {
  timeZone: string;
  wallDay: number;
  openMinutes: number;
  closeMinutes: number;
  stepMinutes: number;
}): StepGrid {
  const { timeZone, wallDay, openMinutes, closeMinutes, stepMinutes } = options;
  const count = Math.ceil((closeMinutes - openMinutes) / stepMinutes);
  const starts = new Float64Array(count + 1);
  const wallOf = (minutes: number) => wallDay + minutes * MINUTE_MS;
  const open = resolveWall(timeZone, wallOf(openMinutes));
  const close = resolveWall(timeZone, wallOf(closeMinutes));
  starts[count] = close.instantMs;
  const sameOffset =
    open.instantMs - wallOf(openMinutes) === close.instantMs - wallOf(closeMinutes);
  if (open.kind === 'exact' && close.kind === 'exact' && sameOffset) {
    // no clock change within the hours: one offset serves every step
    for (let i = 0; i < count; i++) starts[i] = open.instantMs + i * stepMinutes * MINUTE_MS;
    return { count, openMinutes, stepMinutes, starts, skipped: null };
  }
  const skipped = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const step = resolveWall(timeZone, wallOf(openMinutes + i * stepMinutes));
    starts[i] = step.instantMs;
    skipped[i] = step.kind === 'skipped' ? 1 : 0;
  }
  return { count, openMinutes, stepMinutes, starts, skipped };
}

/** The step holding an instant within the day's hours. */
export function stepAt(grid: StepGrid, instantMs: number): number {
  const { starts } = grid;
  if (!grid.skipped) return Math.floor((instantMs - starts[0]!) / (grid.stepMinutes * MINUTE_MS));
  let low = 0;
  let high = grid.count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= instantMs) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The last step that starts before an exclusive end instant within the day's hours. */
export function lastStepBefore(grid: StepGrid, endMs: number): number {
  const { starts } = grid;
  if (!grid.skipped) return Math.ceil((endMs - starts[0]!) / (grid.stepMinutes * MINUTE_MS)) - 1;
  let low = 0;
  let high = grid.count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! < endMs) low = mid;
    else high = mid - 1;
  }
  return low;
}
