import { useEffect, type RefObject } from 'react';

/** Closes an open panel on Escape, or when a tap or the focus lands outside `root`. */
export function usePopover(
  root: RefObject<HTMLElement | null>,
  isOpen: boolean,
  close: () => void,
): void {
  useEffect(() => {
    if (!isOpen) return;
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !root.current?.contains(target);
    const onPointer = (event: PointerEvent) => {
      if (isOutside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (isOutside(event.target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      root.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, isOpen, close]);
}
