import { useEffect, useState } from 'react';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the instant `startsAt` (ISO) has passed, turning true on time while the page stays open:
 * one timer to the start, re-armed a day at a time (a browser fires a longer timeout at once).
 */
export function useHasStarted(startsAt: string): boolean {
  const startMs = Date.parse(startsAt);
  const [now, setNow] = useState(Date.now);
  const hasStarted = now >= startMs;
  useEffect(() => {
    if (hasStarted) return;
    const wait = Math.min(Math.max(startMs - Date.now(), 0) + 50, DAY_MS);
    const timer = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [hasStarted, startMs, now]);
  return hasStarted;
}
