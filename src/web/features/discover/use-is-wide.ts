import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is at least `minWidth` px wide. It measures the element, not the window, so the
 * same page decides right both full-screen and beside the owner area's side menu.
 */
export function useIsWide(element: RefObject<HTMLElement | null>, minWidth: number): boolean {
  // narrow first, as the server renders it (the phone's layout); measured before the first paint
  const [isWide, setWide] = useState(false);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    // measuring layout before the paint is what a layout effect is for
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setWide(target.getBoundingClientRect().width >= minWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWide(entry.contentRect.width >= minWidth);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, minWidth]);
  return isWide;
}
