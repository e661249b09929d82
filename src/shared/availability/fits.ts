import type { LiveBooking } from '../availability';
import { staffBusyCheck } from './staff-busy';

/**
 * Whether one more booking fits exactly [startMs, endMs), whatever the business's hours or the
 * clock say: at no moment of it do `capacity` live bookings already run, and the staff member (if
 * any) has none of their own. This is what bringing a cancelled booking back must re-check; the
 * slot grid is for offering new times.
 */
export function fitsInterval(input: {
  startMs: number;
  endMs: number;
  capacity: number;
  staffId: string | null;
  bookings: readonly LiveBooking[];
}): boolean {
  const { startMs, endMs, capacity } = input;
  if (staffBusyCheck(input.bookings, input.staffId)?.(startMs, endMs)) return false;
  // a sweep over the overlapping bookings' edges, clipped to the interval
  const edges: [number, number][] = [];
  for (const booking of input.bookings) {
    const from = Math.max(booking.startMs, startMs);
    const to = Math.min(booking.endMs, endMs);
    if (to > from) edges.push([from, 1], [to, -1]);
  }
  // at one instant, an end comes before a start: back-to-back bookings never run at once
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let running = 0;
  for (const [, change] of edges) {
    running += change;
    if (running >= capacity) return false;
  }
  return true;
}
