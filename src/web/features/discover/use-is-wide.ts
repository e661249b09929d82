import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is at least `minWidth` px wide. It measures the element, not the window, so the
 * same page decides right both full-screen and beside the owner area's side menu.
 */
export function useIsWide(element: RefObject<HTMLElement | null>, minWidth: number): boolean {
  // the window is a first guess; the observer answers before the first paint
  const [isWide, setWide] = useState(() => window.innerWidth >= minWidth);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWide(entry.contentRect.width >= minWidth);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, minWidth]);
  return isWide;
}
