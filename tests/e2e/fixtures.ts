import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
// a shared rule's words (a plan's name, a message table's getter) read as the server says them
import '../support/catalogues';

function visitorAddress(testInfo: TestInfo): string {
  const key = `${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`;
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.18.${(hash >>> 8) & 0xff}.${hash & 0xff}`;
}

/** Every journey fails if the page logs a console error or throws. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // a documentation-range address of its own for every journey (the e2e server trusts X-Forwarded-For)
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo) });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // the browser logs every 4xx it receives; an API answering 401 or 422 is the app working
        const isExpectedApiRefusal =
          /status of 4\d\d/.test(message.text()) && message.location().url.includes('/api/');
        // a path no page answers comes as a 404 with the app's not-found page, as it should
        const isNotFoundPage =
          /status of 404/.test(message.text()) && message.location().url === page.url();
        if (!isExpectedApiRefusal && !isNotFoundPage) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A full-page screenshot kept under test-results/screens/<project>/ for people to look at; the screen
 * must also fit its width (nothing scrolls sideways on a phone). `isViewportOnly` for an open list or
 * menu: a full-page capture resizes the window, which closes it.
 */
export async function screenshot(
  page: Page,
  name: string,
  { isViewportOnly = false }: { isViewportOnly?: boolean } = {},
): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${name} is wider than the screen`).toBeLessThanOrEqual(clientWidth);
  // CI has nobody to look at the pictures, and each full page costs the run a second or more
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  const project = test.info().project.name;
  await page.screenshot({
    path: `test-results/screens/${project}/${name}.png`,
    fullPage: !isViewportOnly,
  });
}
