import type { Page } from '@playwright/test';

interface Shifts {
  layoutShifts: number[];
}

/**
 * Records every layout shift the page's documents make without the person touching them (the
 * Layout Instability API, what Lighthouse sums as CLS: up to 0.1 counts as good). Call before the
 * page is opened.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far on the open document, summed, once the last frame's have been reported. */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
  );
  const shifts = await page.evaluate(() => (window as unknown as Shifts).layoutShifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

/** Forgets the shifts so far: what follows is measured alone. */
export async function forgetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Shifts).layoutShifts.length = 0;
  });
}
