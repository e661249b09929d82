import type { Page } from '@playwright/test';

/**
 * Every control on the page that a fixed or sticky element (a floating button, a tab bar, a banner,
 * a message) covers where a person would tap it: each control is scrolled to the middle of the
 * screen, or as near as the page allows (the last ones sit at the bottom, where floating buttons
 * are), and its middle and both ends are checked for what lies on top. A control inside a fixed
 * element (the tab bar's own tabs) is checked where it is, against the other fixed elements.
 * Returns 'control ← what covers it' lines; none is the answer wanted.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="switch"], [role="tab"], [role="button"], [role="checkbox"], [role="radio"]';

    function describe(element: Element): string {
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()} "${label || element.getAttribute('name') || '?'}"`;
    }

    /** The outermost fixed or sticky element holding this one, if any. */
    function pinnedAncestor(element: Element): Element | null {
      let pinned: Element | null = null;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') pinned = node;
      }
      return pinned;
    }

    function isShown(element: Element): boolean {
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) return false;
      if (element.closest('[inert], [aria-hidden="true"]')) return false;
      // inside a closed <details>: not on screen until it is opened
      const closed = element.closest('details:not([open])');
      if (closed && !element.closest('summary')) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && Number(style.opacity) > 0.05;
    }

    const problems = new Set<string>();
    const controls = [...document.querySelectorAll(CONTROLS)].filter(isShown);
    for (const control of controls) {
      const ownPin = pinnedAncestor(control);
      if (!ownPin) control.scrollIntoView({ block: 'center', inline: 'nearest' });
      // a link wrapped over two lines is checked on its first line, where its words are
      const rect = control.getClientRects()[0] ?? control.getBoundingClientRect();
      const y = rect.top + rect.height / 2;
      const points = [rect.left + 4, rect.left + rect.width / 2, rect.right - 4];
      for (const x of points) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || control.contains(hit) || hit.contains(control)) continue;
        const hitPin = pinnedAncestor(hit);
        // covered only by something pinned that is not the control's own pinned bar
        if (hitPin && hitPin !== ownPin && !hitPin.contains(control)) {
          problems.add(`${describe(control)} ← ${describe(hitPin)}`);
        }
      }
    }
    window.scrollTo(0, 0);
    return [...problems];
  });
}
