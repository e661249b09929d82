import { useEffect, useRef, useState } from 'react';

/** docs/product/owner-area.md §9 Limits: swipe 100 px; pull-to-refresh 80 px, at most 120 px, reload after 1 s. */
export const GESTURES = {
  swipePx: 100,
  pullPx: 80,
  pullMaxPx: 120,
  reloadAfterMs: 1000,
} as const;

/**
 * Where a horizontal swipe belongs to the thing under the finger, not to page navigation: fields,
 * dialogs, maps, anything that scrolls sideways, and whatever opts out with data-no-swipe.
 */
function ownsHorizontalTouch(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (
      node.matches('input, textarea, select, [role="dialog"], [data-no-swipe], .leaflet-container')
    )
      return true;
    const { overflowX } = getComputedStyle(node);
    if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth)
      return true;
  }
  return false;
}

/** The tab a swipe lands on: a leftward swipe goes to the next tab, rightward to the previous. */
export function swipeTarget(
  tabs: readonly string[],
  path: string,
  dx: number,
  dy: number,
): string | null {
  if (Math.abs(dx) <= GESTURES.swipePx || Math.abs(dx) < 2 * Math.abs(dy)) return null;
  const index = tabs.findIndex((tab) => path === tab || path.startsWith(`${tab}/`));
  if (index < 0) return null;
  return tabs[index + (dx < 0 ? 1 : -1)] ?? null;
}

/** How far the page is pulled for a finger's travel down: never past the maximum. */
export function pullDistance(travel: number): number {
  return Math.max(0, Math.min(GESTURES.pullMaxPx, travel));
}

function isTouch(event: Event): event is TouchEvent {
  return 'changedTouches' in event;
}

interface Touch0 {
  x: number;
  y: number;
  atTop: boolean;
  swipeable: boolean;
}

/**
 * The phone gestures of the owner area: swiping between the five tabs, and pulling down at the top
 * of a page to reload it. Touch screens only; the desktop never sees them.
 */
export function useTouchGestures({
  tabs,
  path,
  navigate,
}: {
  tabs: readonly string[];
  path: string;
  navigate: (to: string) => void;
}) {
  const [pull, setPull] = useState(0);
  const [isRefreshing, setRefreshing] = useState(false);
  const start = useRef<Touch0 | null>(null);
  const latest = useRef({ tabs, path, navigate });
  useEffect(() => {
    latest.current = { tabs, path, navigate };
  }, [tabs, path, navigate]);

  useEffect(() => {
    // A touch's later events go to the element it started on, even once that element has left the
    // page (a loading skeleton replaced by the page), and from there they no longer reach window: so
    // the gesture is followed on that element.
    let followed: Element | null = null;
    const follow = (target: EventTarget | null) => {
      followed?.removeEventListener('touchmove', onMove);
      followed?.removeEventListener('touchend', onEnd);
      followed?.removeEventListener('touchcancel', onEnd);
      followed = target instanceof Element ? target : null;
      followed?.addEventListener('touchmove', onMove, { passive: true });
      followed?.addEventListener('touchend', onEnd, { passive: true });
      followed?.addEventListener('touchcancel', onEnd, { passive: true });
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) {
        start.current = null;
        follow(null);
        return;
      }
      follow(event.target);
      start.current = {
        x: touch.clientX,
        y: touch.clientY,
        atTop: window.scrollY <= 0,
        swipeable: !ownsHorizontalTouch(event.target),
      };
    };
    const onMove = (event: Event) => {
      const touch = isTouch(event) ? event.touches[0] : undefined;
      const from = start.current;
      if (!touch || !from?.atTop) return;
      const dy = touch.clientY - from.y;
      const dx = touch.clientX - from.x;
      setPull(dy > 0 && dy > Math.abs(dx) ? pullDistance(dy) : 0);
    };
    const onEnd = (event: Event) => {
      const touch = isTouch(event) ? event.changedTouches[0] : undefined;
      const from = start.current;
      start.current = null;
      follow(null);
      if (!touch || !from) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      const pulled = from.atTop && dy > Math.abs(dx) ? pullDistance(dy) : 0;
      if (pulled > GESTURES.pullPx) {
        setPull(GESTURES.pullMaxPx);
        setRefreshing(true);
        window.setTimeout(() => window.location.reload(), GESTURES.reloadAfterMs);
        return;
      }
      setPull(0);
      if (!from.swipeable) return;
      const { tabs: list, path: here, navigate: go } = latest.current;
      const to = swipeTarget(list, here, dx, dy);
      if (to) go(to);
    };
    // the browser's own sideways swipe (back and forward through history) would fight the tabs'
    const root = document.documentElement;
    const overscroll = root.style.overscrollBehaviorX;
    root.style.overscrollBehaviorX = 'none';
    window.addEventListener('touchstart', onStart, { passive: true });
    return () => {
      root.style.overscrollBehaviorX = overscroll;
      window.removeEventListener('touchstart', onStart);
      follow(null);
    };
  }, []);

  return { pull, isRefreshing };
}
