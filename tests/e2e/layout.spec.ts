import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { coveredControls } from './support/covered-controls';
import { OWNER_STATE } from './support/owner-state';
import { settled } from './support/settled';
import { readJson, type BusinessAnswer } from '../support/answers';

/**
 * The controls something pinned covers, at the project's screen and at a short one (a small
 * Android phone, a laptop with its browser bars): what covers nothing on a tall screen can still
 * cover the last button on a short one.
 */
async function coveredAtTwoHeights(page: Page): Promise<string[]> {
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  const tall = await coveredControls(page);
  await page.setViewportSize({ width: size.width, height: 600 });
  const short = await coveredControls(page);
  await page.setViewportSize(size);
  return [...new Set([...tall, ...short])];
}

/** Waits for a page's own content, then lists the controls something pinned covers. */
async function auditAt(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  await page.goto(path);
  await ready();
  // measured where things end up, after entrance transitions and late images
  await settled(page);
  return coveredAtTwoHeights(page);
}

const PUBLIC_PAGES = ['/', '/discover', '/demo', '/safety', '/terms', '/no-such-page'];

test.describe('public pages', () => {
  for (const path of PUBLIC_PAGES) {
    test(`no pinned element covers a control on ${path}`, async ({ page }) => {
      const covered = await auditAt(page, path, () =>
        expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
      );
      expect(covered).toEqual([]);
    });
  }

  test('no pinned element covers a control on the sign-up form', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    expect(await coveredAtTwoHeights(page)).toEqual([]);
  });
});

test.describe('owner pages', () => {
  test.use({ storageState: OWNER_STATE });
  const OWNER_PAGES = [
    '/app/dashboard',
    '/app/services',
    '/app/bookings',
    '/app/waitlist',
    '/app/clients',
    '/app/staff',
    '/app/staff-attendance',
    '/app/staff-dashboard',
    '/app/invoices',
    '/app/reviews',
    '/app/subscription',
    ...[
      'business',
      'location',
      'payouts',
      'earnings',
      'general',
      'notifications',
      'developers',
    ].map((tab) => `/app/settings?tab=${tab}`),
  ];
  for (const path of OWNER_PAGES) {
    test(`no pinned element covers a control on ${path}`, async ({ page }) => {
      const covered = await auditAt(page, path, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.animate-pulse')).toHaveCount(0);
      });
      expect(covered).toEqual([]);
    });
  }

  test('no pinned element covers a control on a booking page, at each step', async ({ page }) => {
    // the demo owner's own booking page, as a visitor sees it
    const owner = await page.request.get('/api/business');
    const { business } = await readJson<BusinessAnswer>(owner);
    await page.goto(`/book/${business.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await coveredAtTwoHeights(page)).toEqual([]);
    await page.getByRole('button', { name: 'Book' }).first().click();
    const panel = page.locator('#booking-panel');
    await expect(panel.getByLabel('Full name')).toBeVisible();
    expect(await coveredAtTwoHeights(page)).toEqual([]);
    await screenshot(page, 'layout-booking-details');
  });
});
