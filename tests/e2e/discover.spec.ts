import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_BUSINESSES } from '../../src/shared/demo-businesses';
import { DISCOVER, distanceKm, type DiscoverResponse } from '../../src/shared/discover';
import { ratingScore } from '../../src/shared/discover-rules';
import { expect, screenshot, test } from './fixtures';
import { OWNER_STATE } from './support/owner-state';
import { settled } from './support/settled';
import { readJson } from '../support/answers';

const WESTLANDS = { latitude: -1.2676, longitude: 36.8108 };
const NAIROBI = DISCOVER.centre;
// other journeys add businesses as they run, so orders are checked among the demo ones
const DEMO_NAMES = new Set(DEMO_BUSINESSES.map((business) => business.name));

/** The Nairobi demo businesses, nearest first from a point, with the distance the page shows. */
function nearestDemo(from: { latitude: number; longitude: number }) {
  return DEMO_BUSINESSES.map((business) => ({
    name: business.name,
    km: distanceKm(from, business),
  }))
    .filter(({ km }) => km <= DISCOVER.radiusKm)
    .sort((a, b) => a.km - b.km);
}

async function demoIds(request: APIRequestContext): Promise<Map<string, string>> {
  const response = await request.get('/api/public/discover');
  expect(response.status()).toBe(200);
  const { businesses } = await readJson<DiscoverResponse>(response);
  return new Map(businesses.map((business) => [business.name, business.id]));
}

const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function demoCardNames(page: Page): Promise<string[]> {
  const names = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
  return names.filter((name) => DEMO_NAMES.has(name));
}

/** The results count agrees with the cards shown. */
async function expectCountMatchesCards(page: Page) {
  const count = await cards(page).count();
  await expect(page.getByText(`(${count} found)`, { exact: true })).toBeVisible();
}

const isPhone = () => test.info().project.name === 'phone';
const map = (page: Page) => page.getByTestId('discover-map');
const marker = (page: Page, name: string) => map(page).getByRole('button', { name, exact: true });

/** On a phone the list and the map take turns; on a desktop both show. */
async function showMap(page: Page) {
  if (isPhone()) {
    await expect(map(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show map' }).click();
  }
  await expect(map(page)).toBeVisible();
  await expect(map(page).locator('.leaflet-tile-loaded').first()).toBeVisible();
}

async function showList(page: Page) {
  if (isPhone()) await page.getByRole('button', { name: 'Show list' }).click();
  await expect(page.getByTestId('discover-list')).toBeVisible();
}

async function chooseCategory(page: Page, category: string) {
  const trigger = page.getByRole('button', { name: /^Categories/ });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  // the box shows what the URL says: ticked once the click has reached the URL, a moment later
  // under load, so the tick is awaited rather than read straight after the click
  const box = page.getByRole('checkbox', { name: category });
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(box).toBeChecked();
}

async function closeCategories(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'Fitness' })).toBeHidden();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search businesses' }).fill(text);
}

/** How far the map's centre is from a point, in degrees. */
async function centreOffset(mapArea: Locator, point: { latitude: number; longitude: number }) {
  const [lat = NaN, lng = NaN] = ((await mapArea.getAttribute('data-center')) ?? '')
    .split(',')
    .map(Number);
  return Math.max(Math.abs(lat - point.latitude), Math.abs(lng - point.longitude));
}

/** The map is centred on a point, within a pixel or two (Leaflet keeps its origin on whole pixels). */
async function expectCentre(mapArea: Locator, point: { latitude: number; longitude: number }) {
  await expect.poll(() => centreOffset(mapArea, point)).toBeLessThan(0.0005);
}

test.describe('with the visitor’s location', () => {
  test.use({ permissions: ['geolocation'], geolocation: WESTLANDS });

  test('lists nearby businesses nearest first, searches and filters by category', async ({
    page,
  }) => {
    await page.goto('/discover');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover Businesses' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nearby Businesses' })).toBeVisible();
    const expected = nearestDemo(WESTLANDS);
    await expect.poll(() => demoCardNames(page)).toEqual(expected.map(({ name }) => name));
    await expectCountMatchesCards(page);
    const amani = card(page, 'Amani Beauty Spa');
    const amaniKm = expected.find(({ name }) => name === 'Amani Beauty Spa')?.km;
    await expect(amani).toContainText(`${amaniKm} km away`);
    await expect(amani).toContainText('Verified');
    await expect(amani).toContainText(/\d\.\d\s*\(\d+ reviews?\)/);
    await expect(amani).toContainText('Massage, facials and nails in Westlands');
    await expect(amani).toContainText('+1 more');
    await expect(amani.getByRole('link', { name: 'Call Amani Beauty Spa' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
    await screenshot(page, 'discover-list');

    // a service's name finds its business; the URL carries the search
    await search(page, 'Spin Class');
    await expect(page.getByRole('heading', { name: 'Results for "Spin Class"' })).toBeVisible();
    await expect.poll(() => demoCardNames(page)).toEqual(['Kilele Fitness Studio']);
    await expectCountMatchesCards(page);
    await expect(page).toHaveURL(/[?&]q=Spin\+Class/);

    // a misspelt word still finds the business
    await search(page, 'Tamu Kitchn');
    await expect.poll(() => demoCardNames(page)).toEqual(['Tamu Tamu Kitchen']);
    // two letters swapped, and a word of the category's Kiswahili name
    await search(page, 'kileel');
    await expect.poll(() => demoCardNames(page)).toEqual(['Kilele Fitness Studio']);
    await search(page, 'mazoezi');
    await expect.poll(() => demoCardNames(page)).toContain('Kilele Fitness Studio');

    // categories: several at once, each removable as a chip
    await search(page, '');
    await expect(page.getByRole('heading', { name: 'Nearby Businesses' })).toBeVisible();
    await chooseCategory(page, 'Restaurant');
    await chooseCategory(page, 'Transport');
    await closeCategories(page);
    await expect
      .poll(() => demoCardNames(page))
      .toEqual(['Tamu Tamu Kitchen', 'Safari Shuttle Express']);
    await expect(page).toHaveURL(/category=Restaurant&category=Transport/);
    await screenshot(page, 'discover-filtered');
    await page.getByRole('button', { name: 'Remove Restaurant' }).click();
    await expect.poll(() => demoCardNames(page)).toEqual(['Safari Shuttle Express']);
    await expect(page.getByRole('button', { name: 'Remove Restaurant' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/Restaurant/);

    // the chosen category is listed first on a card
    await page.getByRole('button', { name: 'Remove Transport' }).click();
    await chooseCategory(page, 'Fitness');
    await closeCategories(page);
    await expect(
      card(page, 'Amani Beauty Spa').getByRole('list', { name: 'Categories' }),
    ).toHaveText(/^Fitness/);
  });

  test('a card and its marker select each other; the URL keeps the choice', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    const ids = await demoIds(request);
    await page.goto('/discover');
    await expect(card(page, 'Kilele Fitness Studio')).toBeVisible();
    await showMap(page);
    await expectCentre(map(page), WESTLANDS);
    await expect(map(page)).toHaveAttribute('data-zoom', String(DISCOVER.zoom));
    await expect(marker(page, 'Your Location')).toBeVisible();

    // Tamu Tamu and Safari Shuttle, 300 m apart, share a group at this zoom; a tap on a group zooms in
    await expect(marker(page, 'Tamu Tamu Kitchen')).toHaveCount(0);
    await map(page)
      .getByRole('button', { name: /businesses here: zoom in/ })
      .first()
      .click();
    await expect
      .poll(async () => Number(await map(page).getAttribute('data-zoom')))
      .toBeGreaterThan(DISCOVER.zoom);

    // a shared link with a category: the markers follow the filter too
    await page.goto('/discover?category=Transport');
    await expect(page.getByRole('button', { name: 'Remove Transport' })).toBeVisible();
    await showMap(page);
    await expect(marker(page, 'Amani Beauty Spa')).toHaveCount(0);

    // a marker opens its info window, turns green and selects its card
    await marker(page, 'Safari Shuttle Express').click();
    const info = page.getByTestId('info-window');
    await expect(info).toBeVisible();
    await expect(info.getByRole('heading', { name: 'Safari Shuttle Express' })).toBeVisible();
    await expect(info).toContainText(/\d\.\d\s*\(\d+ reviews?\)/);
    await expect(info).toContainText('Transport');
    await expect(marker(page, 'Safari Shuttle Express').locator('.discover-pin')).toHaveClass(
      /is-selected/,
    );
    await expect(map(page)).toHaveAttribute('data-zoom', String(DISCOVER.selectedZoom));
    const safariId = ids.get('Safari Shuttle Express') ?? '';
    await expect(page).toHaveURL(new RegExp(`selected=${safariId}`));
    await screenshot(page, 'discover-marker-selected');
    await showList(page);
    const safari = card(page, 'Safari Shuttle Express');
    await expect(safari).toHaveAttribute('data-selected', 'true');
    await expect(safari).toBeInViewport();
    await page.getByRole('button', { name: 'Remove Transport' }).click();
    await expect(card(page, 'Kilele Fitness Studio')).toBeVisible();

    // a card selects its marker: green, centred at street zoom, info window open
    await card(page, 'Kilele Fitness Studio')
      .getByRole('button', { name: 'Kilele Fitness Studio' })
      .click();
    await expect(card(page, 'Kilele Fitness Studio')).toHaveAttribute('data-selected', 'true');
    await expect(safari).not.toHaveAttribute('data-selected');
    await showMap(page);
    const kilele = DEMO_BUSINESSES.find((business) => business.name === 'Kilele Fitness Studio');
    if (!kilele) throw new Error('Kilele is a demo business');
    await expectCentre(map(page), kilele);
    await expect(info.getByRole('heading', { name: 'Kilele Fitness Studio' })).toBeVisible();
    await expect(marker(page, 'Kilele Fitness Studio').locator('.discover-pin')).toHaveClass(
      /is-selected/,
    );
    await expect(map(page).locator('.discover-pin.is-selected')).toHaveCount(1);

    // Book Now opens the booking page in a new tab and says so here
    await showList(page);
    const kileleId = ids.get('Kilele Fitness Studio') ?? '';
    const [booking] = await Promise.all([
      context.waitForEvent('page'),
      card(page, 'Kilele Fitness Studio').getByRole('link', { name: 'Book Now' }).click(),
    ]);
    await booking.waitForLoadState();
    expect(new URL(booking.url()).pathname).toBe(`/book/${kileleId}`);
    await expect(booking.getByRole('heading', { level: 1 })).toContainText('Kilele Fitness Studio');
    await booking.close();
    await expect(page.getByText('Opening booking page...')).toBeVisible();

    // search, categories and the selection survive a reload (and a shared link)
    await search(page, 'fitness');
    await chooseCategory(page, 'Fitness');
    await closeCategories(page);
    await expect(page).toHaveURL(
      new RegExp(`\\?(?=.*q=fitness)(?=.*category=Fitness)(?=.*selected=${kileleId})`),
    );
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search businesses' })).toHaveValue('fitness');
    await expect(page.getByRole('button', { name: 'Remove Fitness' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Results for "fitness"' })).toBeVisible();
    await expect(card(page, 'Kilele Fitness Studio')).toHaveAttribute('data-selected', 'true');
    await showMap(page);
    await expect(info.getByRole('heading', { name: 'Kilele Fitness Studio' })).toBeVisible();
    await expectCentre(map(page), kilele);
  });

  test('map settings group markers, hide my location and recenter', async ({ page }) => {
    await page.goto('/discover');
    await showMap(page);
    await expect(marker(page, 'Your Location')).toBeVisible();
    await page.getByRole('button', { name: 'Map Settings' }).click();
    const settings = page.getByRole('region', { name: 'Map Settings' });
    await expect(settings).toBeVisible();
    await screenshot(page, 'discover-map-settings');

    // without grouping every business has its own marker
    await expect(marker(page, 'Tamu Tamu Kitchen')).toHaveCount(0);
    await settings.getByRole('switch', { name: 'Group nearby businesses' }).click();
    await expect(marker(page, 'Tamu Tamu Kitchen')).toBeVisible();
    await expect(marker(page, 'Safari Shuttle Express')).toBeVisible();
    await expect(map(page).getByRole('button', { name: /businesses here/ })).toHaveCount(0);

    await settings.getByRole('switch', { name: 'Show my location' }).click();
    await expect(marker(page, 'Your Location')).toHaveCount(0);
    await settings.getByRole('switch', { name: 'Show my location' }).click();
    await expect(marker(page, 'Your Location')).toBeVisible();

    // drag the map away, then come back
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    const box = await map(page).boundingBox();
    if (!box) throw new Error('the map has a size');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 - 100, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => centreOffset(map(page), WESTLANDS)).toBeGreaterThan(0.005);
    await page.getByRole('button', { name: 'Map Settings' }).click();
    await settings.getByRole('button', { name: 'Recenter on me' }).click();
    await expectCentre(map(page), WESTLANDS);
  });

  test('the dark theme darkens the list and the map tiles', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('miadi-theme', 'dark'));
    await page.goto('/discover');
    await expect(card(page, 'Amani Beauty Spa')).toBeVisible();
    await card(page, 'Amani Beauty Spa').getByRole('button', { name: 'Amani Beauty Spa' }).click();
    await screenshot(page, 'discover-dark-list');
    await showMap(page);
    await expect(page.getByTestId('info-window')).toBeVisible();
    const filter = await map(page)
      .locator('.leaflet-tile-pane')
      .evaluate((pane) => getComputedStyle(pane).filter);
    expect(filter).toContain('invert(1)');
    await screenshot(page, 'discover-dark-map');
  });
});

test.describe('accessibility', () => {
  test.use({ permissions: ['geolocation'], geolocation: WESTLANDS });

  for (const theme of ['light', 'dark'] as const) {
    test(`the list, the map and an info window have no serious problems (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('miadi-theme', value), theme);
      await page.goto('/discover?category=Fitness');
      await card(page, 'Amani Beauty Spa')
        .getByRole('button', { name: 'Amani Beauty Spa' })
        .click();
      await showMap(page);
      await expect(page.getByTestId('info-window')).toBeVisible();
      await page.getByRole('button', { name: 'Map Settings' }).click();
      await settled(page);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`);
      expect(serious).toEqual([]);
    });
  }
});

test.describe('without the visitor’s location', () => {
  test.use({ permissions: [] });

  test('falls back to central Nairobi and still lists businesses', async ({ page }) => {
    await page.context().clearPermissions();
    await page.goto('/discover');
    await expect(page.getByText('Your location is not available')).toBeVisible();
    const expected = nearestDemo(NAIROBI);
    await expect.poll(() => demoCardNames(page)).toEqual(expected.map(({ name }) => name));
    const nearest = expected[0];
    if (!nearest) throw new Error('a demo business is in Nairobi');
    await expect(card(page, nearest.name)).toContainText(`${nearest.km} km away`);
    await screenshot(page, 'discover-fallback');
    await showMap(page);
    await expectCentre(map(page), NAIROBI);
    await expect(map(page)).toHaveAttribute('data-zoom', String(DISCOVER.zoom));
    await expect(marker(page, 'Your Location')).toHaveCount(0);
    await page.getByRole('button', { name: 'Map Settings' }).click();
    await expect(page.getByRole('switch', { name: /Show my location/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Recenter on Nairobi' })).toBeVisible();
  });
});

test.describe('nothing found', () => {
  test.use({ permissions: ['geolocation'], geolocation: WESTLANDS });

  test('a search with no match says so and offers a way back', async ({ page }) => {
    await page.goto('/discover?q=zebra%20xylophone%20quartz');
    await expect(page.getByRole('heading', { name: 'No businesses found' })).toBeVisible();
    await expect(
      page.getByText('No businesses match "zebra xylophone quartz" in your area.'),
    ).toBeVisible();
    await expect(page.getByText('(0 found)')).toBeVisible();
    await screenshot(page, 'discover-empty');
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page.getByRole('heading', { name: 'Nearby Businesses' })).toBeVisible();
    await expect(card(page, 'Amani Beauty Spa')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search businesses' })).toHaveValue('');
  });

  test('a failed search shows an empty list and a message, not a broken page', async ({ page }) => {
    await page.route('**/api/public/discover?*', (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 'validation', message: 'The request is not valid.' } },
      }),
    );
    await page.goto('/discover');
    await expect(page.getByText('Could not load businesses. Please try again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No businesses found' })).toBeVisible();
    await expect(page.getByText('No businesses available in your area yet.')).toBeVisible();
  });
});

test.describe('in the owner area', () => {
  test.use({ storageState: OWNER_STATE, permissions: ['geolocation'], geolocation: WESTLANDS });

  test('/app/discover shows the same page inside the owner shell', async ({ page }) => {
    await page.goto('/app/discover');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: isPhone() ? 'Tabs' : 'Owner menu' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nearby Businesses' })).toBeVisible();
    await expect(card(page, 'Amani Beauty Spa')).toBeVisible();
    await card(page, 'Kilele Fitness Studio')
      .getByRole('button', { name: 'Kilele Fitness Studio' })
      .click();
    await showMap(page);
    await expect(page.getByTestId('info-window')).toContainText('Kilele Fitness Studio');
    await screenshot(page, 'discover-owner');
  });
});

test.describe('best rated', () => {
  test.use({ permissions: ['geolocation'], geolocation: WESTLANDS });

  test('orders the list best rated first, kept in the URL, and back to nearest', async ({
    page,
  }) => {
    await page.goto('/discover');
    const expectedNearest = nearestDemo(WESTLANDS).map(({ name }) => name);
    await expect.poll(() => demoCardNames(page)).toEqual(expectedNearest);
    const sort = page.getByRole('combobox', { name: 'Sort' });
    await expect(sort).toHaveValue('nearest');
    await sort.selectOption({ label: 'Best rated' });
    await expect(page).toHaveURL(/[?&]sort=rating/);
    await expect(page.getByText('Best rated near you first.')).toBeVisible();

    // the page shows the order the search gives, and that order is by the Bayesian score
    const response = await page.request.get(
      `/api/public/discover?lat=${WESTLANDS.latitude}&lng=${WESTLANDS.longitude}&sort=rating`,
    );
    const { businesses } = await readJson<DiscoverResponse>(response);
    const scores = businesses.map((b) => ratingScore(b.averageRating, b.totalReviews));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const expected = businesses.map((b) => b.name).filter((name) => DEMO_NAMES.has(name));
    expect(expected).not.toEqual(expectedNearest);
    await expect.poll(() => demoCardNames(page)).toEqual(expected);
    await screenshot(page, 'discover-best-rated');

    await page.reload();
    await expect(sort).toHaveValue('rating');
    await expect.poll(() => demoCardNames(page)).toEqual(expected);
    await sort.selectOption({ label: 'Nearest' });
    await expect(page).not.toHaveURL(/sort=/);
    await expect.poll(() => demoCardNames(page)).toEqual(expectedNearest);
  });
});

test.describe('a place in the search', () => {
  test.use({ permissions: ['geolocation'], geolocation: WESTLANDS });

  test('a town typed from elsewhere moves the list and the map there, and says so', async ({
    page,
  }) => {
    await page.goto('/discover');
    await expect.poll(() => demoCardNames(page)).toEqual(nearestDemo(WESTLANDS).map((n) => n.name));
    await search(page, 'yoga mombsa');
    await expect.poll(() => demoCardNames(page)).toEqual(['Bahari Yoga & Wellness']);
    await expect(page.getByText('Near Mombasa: nearest to its centre first.')).toBeVisible();
    await screenshot(page, 'discover-place');
    await showMap(page);
    await expectCentre(map(page), { latitude: -4.0435, longitude: 39.6682 });
    await expect(marker(page, 'Bahari Yoga & Wellness')).toBeVisible();
    await screenshot(page, 'discover-place-map');
  });
});
