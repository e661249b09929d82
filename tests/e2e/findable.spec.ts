import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { signInNewOwner } from './support/new-owner';

const NOTICE = 'Your business is not on Discover yet';

/** A name no other run has used, so Discover's search finds this business only. */
function uniqueName(base: string): string {
  return `${base} ${test.info().project.name} ${Date.now().toString(36)}`;
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

async function pickPlace(
  page: Page,
  typed: string,
  option: string,
  { checkOpenList = false } = {},
) {
  const search = page.getByRole('combobox', { name: 'Search for your area or street' });
  await search.fill(typed);
  await expect(page.getByRole('option', { name: option })).toBeVisible();
  if (checkOpenList) await expectAccessible(page);
  await page.getByRole('option', { name: option }).click();
  await expect(search).toHaveValue(option);
}

async function publishService(page: Page, name: string) {
  await page.goto('/app/services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Service' });
  await dialog.getByLabel('Service Name *').fill(name);
  await dialog.getByLabel('Description *').fill('Knotless braids, hair included.');
  await dialog.getByLabel('Price *').fill('3500');
  await dialog.getByRole('button', { name: 'Create Service' }).click();
  await expect(toast(page, 'Service created successfully!')).toBeVisible();
}

async function findOnDiscover(page: Page, name: string) {
  await page.goto(`/discover?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article', { name, exact: true })).toBeVisible();
}

test('a new owner says where the business is and when it opens, and clients find it on Discover', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInNewOwner(page, baseURL ?? '');
  const name = uniqueName('Wanjiku Braids');

  await page.goto('/app/dashboard');
  await expect(
    page.getByRole('heading', { name: "Welcome! Let's Set Up Your Business" }),
  ).toBeVisible();
  await page.getByLabel('Business Name *').fill(name);

  // where: a place from the list puts the pin there, and fills the empty City
  await expect(
    page.getByRole('heading', { name: 'Where is your business? (Optional)' }),
  ).toBeVisible();
  await pickPlace(page, 'westl', 'Westlands, Nairobi', { checkOpenList: true });
  await expect(page.getByText('Pin placed at -1.267600, 36.810800.')).toBeVisible();
  const map = page.getByRole('group', { name: 'Map: tap to choose your business location' });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  await expect(page.getByLabel('City')).toHaveValue('Nairobi');

  // when: closed on Sunday, Saturday until 14:00
  await expect(page.getByText('Every day, 09:00–17:00')).toBeVisible();
  await page.getByRole('button', { name: 'Change hours' }).click();
  await page.getByRole('switch', { name: 'Open on Sunday' }).click();
  await page.getByLabel('Saturday closes').fill('14:00');
  await screenshot(page, 'onboarding-location-hours');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Business' }).click();
  await expect(toast(page, 'Business created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: NOTICE })).toHaveCount(0);

  // what onboarding stored shows in Settings
  await page.goto('/app/settings?tab=business');
  await expect(page.getByRole('switch', { name: 'Open on Sunday' })).not.toBeChecked();
  await expect(page.getByLabel('Saturday closes')).toHaveValue('14:00');
  await expect(page.getByLabel('Monday closes')).toHaveValue('17:00');

  await publishService(page, 'Knotless braids');
  await findOnDiscover(page, name);
  await screenshot(page, 'discover-new-business');
});

test('an owner who skips the location is told the business is not on Discover, and puts it right', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInNewOwner(page, baseURL ?? '');
  const name = uniqueName('Pwani Glow Spa');

  await page.goto('/app/dashboard');
  await page.getByLabel('Business Name *').fill(name);
  await page.getByRole('button', { name: 'Create Business' }).click();
  await expect(toast(page, 'Business created successfully!')).toBeVisible();

  const notice = page.getByRole('region', { name: NOTICE });
  await expect(notice).toBeVisible();
  await expect(
    notice.getByText('Your location is not set, so clients cannot see where you are.'),
  ).toBeVisible();
  await screenshot(page, 'not-on-discover-dashboard');
  await expectAccessible(page);
  await notice.getByRole('link', { name: 'Set your location' }).click();

  await expect(page).toHaveURL(/\/app\/settings\?tab=location$/);
  await expect(page.getByRole('tab', { name: 'Location' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('region', { name: NOTICE })).toBeVisible();
  await pickPlace(page, 'kilélé', 'Kileleshwa, Nairobi');
  await expect(page.getByText('-1.280000, 36.782000')).toBeVisible();
  await screenshot(page, 'not-on-discover-settings');
  await page.getByRole('button', { name: 'Save Location' }).click();
  await expect(toast(page, 'Location settings updated successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(0);

  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(0);

  // taking it off the map brings the notice back, with its own reason
  await page.goto('/app/settings?tab=location');
  await page.getByRole('switch', { name: 'Show on map' }).click();
  await page.getByRole('button', { name: 'Save Location' }).click();
  await expect(toast(page, 'Location settings updated successfully')).toBeVisible();
  await expect(
    page.getByRole('region', { name: NOTICE }).getByText('‘Show on map’ is off', { exact: false }),
  ).toBeVisible();
  await page.getByRole('switch', { name: 'Show on map' }).click();
  await page.getByRole('button', { name: 'Save Location' }).click();
  await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(0);

  await publishService(page, 'Hot stone massage');
  await findOnDiscover(page, name);
});
