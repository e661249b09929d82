import { lastStepBefore, stepAt, type StepGrid } from './step-grid';

/**
 * Per-step facts as prefix counts, so a slot covering steps first..last asks
 * `prefix[last + 1] - prefix[first] > 0` in constant time.
 */

/** Steps already holding `capacity` bookings, found with one difference-array sweep. */
export function fullStepPrefix(
  grid: StepGrid,
  bookings: readonly { startMs: number; endMs: number }[],
  capacity: number,
): Int32Array {
  const change = new Int32Array(grid.count + 1);
  const openMs = grid.starts[0]!;
  const closeMs = grid.starts[grid.count]!;
  for (const booking of bookings) {
    const from = Math.max(booking.startMs, openMs);
    const to = Math.min(booking.endMs, closeMs);
    // also drops NaN and zero-length bookings: they hold no place
    if (!(to > from)) continue;
    change[stepAt(grid, from)]! += 1;
    change[lastStepBefore(grid, to) + 1]! -= 1;
  }
  const prefix = new Int32Array(grid.count + 1);
  let live = 0;
  for (let i = 0; i < grid.count; i++) {
    live += change[i]!;
    prefix[i + 1] = prefix[i]! + (live >= capacity ? 1 : 0);
  }
  return prefix;
}

/** Steps whose wall-clock start is a blocked time (a skipped step never happens, so blocks nothing). */
export function blockedStepPrefix(grid: StepGrid, blockedMinutes: readonly number[]): Int32Array {
  const blocked = new Uint8Array(grid.count);
  for (const minutes of blockedMinutes) {
    const offset = minutes - grid.openMinutes;
    if (offset < 0 || offset % grid.stepMinutes !== 0) continue;
    const step = offset / grid.stepMinutes;
    if (step < grid.count && !grid.skipped?.[step]) blocked[step] = 1;
  }
  const prefix = new Int32Array(grid.count + 1);
  for (let i = 0; i < grid.count; i++) prefix[i + 1] = prefix[i]! + blocked[i]!;
  return prefix;
}
