import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createBusiness, signInNewOwner } from './support/new-owner';

/** A finger on the screen: real touch events through the browser's input pipeline. */
async function drag(
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
  { release = true, steps = 8 } = {},
) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= steps; step += 1) {
    const point = {
      x: from.x + ((to.x - from.x) * step) / steps,
      y: from.y + ((to.y - from.y) * step) / steps,
    };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  if (release) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A new owner with a business, signed in, and a finger on this page's screen. */
async function ownerWithBusiness(page: Page, origin: string): Promise<CDPSession> {
  await signInNewOwner(page, origin);
  await createBusiness(page.request, origin, { name: 'Pwani Nails', city: 'Kilifi' });
  return page.context().newCDPSession(page);
}

async function openTab(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('phone gestures in the owner area', () => {
  test('a swipe past 100 px moves between the five tabs; a shorter one does not', async ({
    page,
    baseURL,
  }) => {
    const cdp = await ownerWithBusiness(page, baseURL ?? '');
    await openTab(page, '/app/services', 'Services');

    await drag(cdp, { x: 300, y: 500 }, { x: 90, y: 510 });
    await expect(page).toHaveURL('/app/bookings');
    await drag(cdp, { x: 90, y: 500 }, { x: 300, y: 505 });
    await expect(page).toHaveURL('/app/services');
    // 90 px is not a swipe, and neither is a mostly vertical move (upward: a downward one at the top
    // of the page is a pull to refresh)
    await drag(cdp, { x: 300, y: 500 }, { x: 210, y: 500 });
    await drag(cdp, { x: 300, y: 600 }, { x: 180, y: 300 });
    // real time to show that no navigation follows: there is nothing to wait for when nothing happens
    await page.waitForTimeout(300);
    await expect(page).toHaveURL('/app/services');
    // the first tab has nothing to its left
    await openTab(page, '/app/dashboard', 'Dashboard');
    await drag(cdp, { x: 90, y: 500 }, { x: 300, y: 500 });
    // again real time, to show nothing follows
    await page.waitForTimeout(300);
    await expect(page).toHaveURL('/app/dashboard');
  });

  test('a swipe that starts on a loading placeholder still counts once the page replaces it', async ({
    page,
    baseURL,
  }) => {
    const cdp = await ownerWithBusiness(page, baseURL ?? '');
    // the bookings list answers only when the test lets it
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(/\/api\/bookings(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await openTab(page, '/app/bookings', 'Booking Management');
    const placeholder = page.getByLabel('Loading bookings');
    await expect(placeholder).toBeVisible();
    const box = await placeholder.boundingBox();
    const y = (box?.y ?? 0) + 40;

    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 90, y }] });
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: 150, y }],
    });
    answer();
    await expect(placeholder).toBeHidden();
    await drag(cdp, { x: 150, y }, { x: 300, y: y + 5 }, { steps: 4 });
    await expect(page).toHaveURL('/app/services');
  });

  test('pulling down more than 80 px at the top reloads the page after a second', async ({
    page,
    baseURL,
  }) => {
    const cdp = await ownerWithBusiness(page, baseURL ?? '');
    await openTab(page, '/app/services', 'Services');
    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });

    // a short pull springs back and reloads nothing
    await drag(cdp, { x: 200, y: 200 }, { x: 200, y: 260 }, { release: false });
    await expect(page.getByText('Pull to refresh')).toBeVisible();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByText('Pull to refresh')).toBeHidden();

    await drag(cdp, { x: 200, y: 200 }, { x: 200, y: 400 }, { release: false });
    await expect(page.getByText('Release to refresh')).toBeVisible();
    const started = Date.now();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByText('Refreshing...')).toBeVisible();
    await page.waitForEvent('load');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
  });
});
