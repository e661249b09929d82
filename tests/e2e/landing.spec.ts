import { DEMO_BUSINESSES } from '../../src/shared/demo-businesses';
import {
  formatPlanBookings,
  formatPlanLimit,
  formatPlanPrice,
  PLANS,
} from '../../src/shared/plans';
import { DEMO_OWNER } from '../../src/server/seed/demo-data';
import { expect, screenshot, test } from './fixtures';
import { readJson } from '../support/answers';

/**
 * What the public site may not say (docs/decisions/0062): features that do not exist, 'coming soon'
 * for features that do, and numbers or quotes nobody gave us.
 */
const UNTRUE = [
  /coming soon/i,
  /recording now/i,
  /custom branding/i,
  /advanced analytics/i,
  /priority support/i,
  /multi-location/i,
  /api access/i,
  /white-label/i,
  /uptime/i,
  /within 24 hours/i,
  /watch demo/i,
];

test.describe('the public site says only what the product does', () => {
  for (const path of ['/', '/demo']) {
    test(`${path} makes no claim the product cannot keep`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      // the plans are folded on the landing page: opened, so their words are read too
      const toggle = main.getByRole('button', { name: 'View pricing plans' });
      if (path === '/') await toggle.click();
      const text = await main.innerText();
      for (const claim of UNTRUE) expect(text, String(claim)).not.toMatch(claim);
      // no quotes from invented customers: no ratings shown as a customer's stars
      await expect(main.getByRole('img', { name: /^Rated \d out of 5$/ })).toHaveCount(0);
      await expect(main.locator('blockquote')).toHaveCount(0);
    });
  }

  test("the plan cards show the catalogue's limits, the ones the server enforces", async ({
    page,
  }) => {
    await page.goto('/#pricing');
    const plans = page.getByRole('region', { name: 'Pricing plans' });
    await expect(plans).toBeVisible();
    for (const plan of PLANS) {
      const card = plans.getByRole('article', { name: plan.name, exact: true });
      await expect(card.getByText(formatPlanPrice(plan), { exact: true })).toBeVisible();
      await expect(card.locator('dd')).toHaveText([
        formatPlanLimit(plan.staffLimit),
        formatPlanBookings(plan),
      ]);
      await expect(card.getByText('Every feature included')).toBeVisible();
    }
    await expect(
      plans.getByText('Plans differ only in price, active staff and bookings'),
    ).toBeVisible();
    await screenshot(page, 'landing-plans-true');

    // the demo spa's Business plan: the limits its subscription carries, which the server enforces
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    expect(signIn.status()).toBe(200);
    const subscription = await page.request.get('/api/subscription');
    const view = await readJson<{
      subscription: { planId: string };
      usage: { staffLimit: number | null; bookingsLimit: number | null };
    }>(subscription);
    const plan = PLANS.find((p) => p.id === view.subscription.planId);
    expect(plan?.name).toBe('Business');
    expect(view.usage).toMatchObject({
      staffLimit: plan?.staffLimit,
      bookingsLimit: plan?.bookingsLimit,
    });
    const card = plans.getByRole('article', { name: 'Business', exact: true });
    await expect(card.locator('dd').first()).toHaveText(formatPlanLimit(view.usage.staffLimit));
  });
});

test('"Try the demo" signs in to the real product, on a day with bookings', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Try the demo' }).click();
  await expect(page).toHaveURL('/demo');
  await expect(page.getByText(DEMO_OWNER.email)).toBeVisible();
  await screenshot(page, 'demo-page');
  await page.getByRole('button', { name: 'Sign in to the demo' }).click();
  await expect(page).toHaveURL('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // today, as the dashboard opens: the demo's visits, not a page of zeros
  const bookings = page
    .getByRole('group', { name: 'Bookings', exact: true })
    .getByTestId('figure-value');
  await expect(bookings).not.toHaveText('0');
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  await screenshot(page, 'demo-dashboard');
  await page.goto('/app/subscription');
  await expect(page.getByText(/^([1-9]|[12]\d|3[01]) days left$/).first()).toBeVisible();
  await screenshot(page, 'demo-subscription');
});

test('every "See on Discover" card opens Discover showing its business', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Sample businesses' }).getByRole('link');
  await expect(cards).toHaveCount(DEMO_BUSINESSES.length);
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const [index, demo] of DEMO_BUSINESSES.entries()) {
    const href = hrefs[index];
    expect(href, demo.name).toBeTruthy();
    await page.goto(href!);
    const list = page.getByTestId('discover-list');
    await expect(list.getByText(`Around ${demo.city}`)).toBeVisible();
    await expect(list.getByRole('article', { name: demo.name, exact: true })).toBeVisible();
    await expect(list.getByText('No businesses found')).toHaveCount(0);
    if (index === 2) await screenshot(page, 'discover-from-showcase');
  }
});
