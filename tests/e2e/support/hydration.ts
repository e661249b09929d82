import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the page's heading (hydrated it), not just the document: a page
 * the server rendered shows before its scripts run, and what they do (a strip that stops for focus,
 * a button that answers) only works after.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('#root h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}
