import { useEffect, useState } from 'react';

/** Whole seconds from now until `until` (a time in ms), ticking each second and stopping at 0. */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(Date.now);
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));
  const isOver = secondsLeft === 0;
  useEffect(() => {
    if (isOver) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isOver]);
  return secondsLeft;
}
