import type { WaitWindow } from './types';

/**
 * The parts of a day a client joining the waitlist may choose, by start time: before noon, noon to
 * 17:00, from 17:00 (a time on a boundary belongs to the later part).
 */
export const WINDOW_BOUNDARIES = { noon: '12:00', evening: '17:00' } as const;

export const WAIT_PARTS = ['morning', 'afternoon', 'evening'] as const;
export type WaitPart = (typeof WAIT_PARTS)[number];

function partOf(time: string): WaitPart {
  if (time < WINDOW_BOUNDARIES.noon) return 'morning';
  return time < WINDOW_BOUNDARIES.evening ? 'afternoon' : 'evening';
}

/**
 * The parts of the day that have start times ('HH:mm'), each as the window from its first time to
 * its last: the window follows the business's hours that day, so an owner reads '09:00-11:30'.
 */
export function waitWindows(times: readonly string[]): { part: WaitPart; window: WaitWindow }[] {
  const found = new Map<WaitPart, WaitWindow>();
  for (const time of [...new Set(times)].sort()) {
    const part = partOf(time);
    const window = found.get(part);
    found.set(part, { from: window?.from ?? time, to: time });
  }
  return WAIT_PARTS.flatMap((part) => {
    const window = found.get(part);
    return window ? [{ part, window }] : [];
  });
}
