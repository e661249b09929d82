import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { OWNER_STATE } from './support/owner-state';
import { settled } from './support/settled';

test.use({ storageState: OWNER_STATE });

const PAGES = [
  '/',
  '/demo',
  '/safety',
  '/terms',
  '/privacy',
  '/cookies',
  '/auth',
  '/no-such-page',
  '/app/dashboard',
  '/app/settings',
  '/app/bookings?view=all',
];

for (const path of PAGES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${path} has no serious accessibility problems (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('miadi-theme', value), theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // contrast is measured on the final colours, after entrance transitions
      await settled(page);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')})`,
        );
      expect(serious).toEqual([]);
    });
  }
}
