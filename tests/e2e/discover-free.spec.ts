import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_BUSINESSES } from '../../src/shared/demo-businesses';
import type { DiscoverResponse } from '../../src/shared/discover';
import { readJson } from '../support/answers';
import { expect, screenshot, test } from './fixtures';
import { openSalon } from './support/morning-salon';
import { createBusiness, signInNewOwner } from './support/new-owner';

// Open now and free today on Discover (docs/decisions/0081), around Westlands
const WESTLANDS = { latitude: -1.2676, longitude: 36.8108 };

/** Puts the signed-in owner's business on the map, `metres` east of Westlands. */
async function placeNearWestlands(request: APIRequestContext, origin: string, metres: number) {
  const placed = await request.put('/api/business/location', {
    headers: { origin },
    data: {
      latitude: WESTLANDS.latitude,
      longitude: WESTLANDS.longitude + metres / 111_300,
      serviceRadiusKm: 10,
      showOnMap: true,
      mapDescription: '',
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const map = (page: Page) => page.getByTestId('discover-map');
const isPhone = () => test.info().project.name === 'phone';

/** The names the endpoint lists for the page's search, in its order. */
async function listed(page: Page, params: string) {
  const response = await page.request.get(
    `/api/public/discover?lat=${WESTLANDS.latitude}&lng=${WESTLANDS.longitude}&${params}`,
  );
  expect(response.status()).toBe(200);
  return (await readJson<DiscoverResponse>(response)).businesses;
}

// journeys running beside this one add businesses as they go: lists are compared among the demo
// businesses and this run's own
const DEMO_NAMES = new Set(DEMO_BUSINESSES.map((business) => business.name));
let token = '';
const isKnown = (name: string) => DEMO_NAMES.has(name) || name.endsWith(token);

const shownNames = async (page: Page) =>
  (
    await page
      .getByRole('article')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''))
  ).filter(isKnown);

const namesOf = (businesses: DiscoverResponse['businesses']) =>
  businesses.map((business) => business.name).filter(isKnown);

test.use({ permissions: ['geolocation'], geolocation: WESTLANDS });

test('Free today and Open now narrow the list and the map, and soonest free orders it', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  // a word only this run's businesses hold, to find them alone on the map
  // four letters: too short for a typo to reach, and no other run's is its start
  token = `x${test.info().project.name[0]}${Date.now().toString(36).slice(-2)}`;
  const run = `${test.info().project.name} ${token}`;
  // a business closed every day, made by another owner
  const shut = `Shut Door Salon ${run}`;
  const other = await browser.newContext({ baseURL: origin });
  const otherPage = await other.newPage();
  await signInNewOwner(otherPage, origin);
  await createBusiness(otherPage.request, origin, { name: shut });
  const closed = await otherPage.request.put('/api/business/hours', {
    headers: { origin },
    data: {
      days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        opensAt: '09:00',
        closesAt: '17:00',
        isOpen: false,
      })),
    },
  });
  expect(closed.status()).toBe(200);
  await placeNearWestlands(otherPage.request, origin, 300);
  await other.close();
  // and one open 06:00-23:00 where it is morning now, so it has free times today
  const open = `Kito Open Bar ${run}`;
  await signInNewOwner(page, origin);
  await openSalon(page.request, origin, { name: open });
  await placeNearWestlands(page.request, origin, 200);

  await page.goto('/discover');
  await expect(card(page, open)).toBeVisible();
  await expect(card(page, shut)).toBeVisible();

  const free = page.getByRole('combobox', { name: 'Free on' });
  await free.selectOption({ label: 'Free today' });
  await expect(page).toHaveURL(/[?&]free=today/);
  await expect(card(page, shut)).toHaveCount(0);
  const freeToday = await listed(page, 'free=today');
  const openFree = freeToday.find((business) => business.name === open);
  expect(openFree?.freeFrom).toMatch(/^\d{2}:\d{2}$/);
  await expect(card(page, open)).toContainText(`Free from ${openFree?.freeFrom}`);
  await expect.poll(() => shownNames(page)).toEqual(namesOf(freeToday));
  await screenshot(page, 'discover-free-today');

  // the map shows the same businesses: this run's, alone (others nearby would share a group)
  await page.getByRole('searchbox', { name: 'Search businesses' }).fill(token);
  await expect.poll(() => shownNames(page)).toEqual([open]);
  if (isPhone()) await page.getByRole('button', { name: 'Show map' }).click();
  await expect(map(page)).toBeVisible();
  await expect(map(page).getByRole('button', { name: open, exact: true })).toBeVisible();
  await expect(map(page).getByRole('button', { name: shut, exact: true })).toHaveCount(0);
  await screenshot(page, 'discover-free-today-map');
  if (isPhone()) await page.getByRole('button', { name: 'Show list' }).click();
  await page.getByRole('searchbox', { name: 'Search businesses' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);

  // soonest free first, as the search orders it
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Soonest free' });
  await expect(page).toHaveURL(/[?&]sort=soonest/);
  await expect(page.getByText('Soonest free time near you first.')).toBeVisible();
  const soonest = await listed(page, 'free=today&sort=soonest');
  await expect.poll(() => shownNames(page)).toEqual(namesOf(soonest));

  // open now, kept with the rest through a reload
  const openNow = page.getByRole('button', { name: 'Open now' });
  await openNow.click();
  await expect(openNow).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]open=1/);
  await page.reload();
  await expect(openNow).toHaveAttribute('aria-pressed', 'true');
  await expect(free).toHaveValue('today');
  const both = await listed(page, 'free=today&sort=soonest&open=1');
  expect(both.map((business) => business.name)).toContain(open);
  await expect.poll(() => shownNames(page)).toEqual(namesOf(both));
  await screenshot(page, 'discover-open-now');

  // any day again: soonest free needs a day, so the list goes back to nearest first, and the
  // closed business is back
  await openNow.click();
  await free.selectOption({ label: 'Any day' });
  await expect(page).not.toHaveURL(/free=|open=|sort=/);
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('nearest');
  await expect(card(page, shut)).toBeVisible();

  // soonest free on its own looks at today, and the day's select says so
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Soonest free' });
  await expect(free).toHaveValue('today');
  await expect(card(page, shut)).toHaveCount(0);
});
