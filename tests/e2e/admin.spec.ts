import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { expectAccessible, setTheme } from './support/accessibility';
import { E2E_ADMIN } from './support/e2e-admin';
import { OWNER_PASSWORD, signInNewOwner } from './support/new-owner';
import { readJson, type BusinessAnswer } from '../support/answers';

/** Signs this browser in as someone else (the session cookie is replaced). */
async function signInAs(page: Page, origin: string, email: string, password: string) {
  await page.context().clearCookies();
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
}

test('an admin verifies a business, its page shows Verified; deactivated, its owner reads why', async ({
  page,
  baseURL,
}) => {
  // a long journey with four accessibility checks: on a loaded 2-core machine it has run past 2 minutes
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const stamp = Date.now().toString(36);
  const name = `Baraka Barbershop ${stamp}`;

  // an owner and their new business
  const ownerEmail = await signInNewOwner(page, origin);
  const created = await page.request.post('/api/business', {
    headers: { origin },
    data: {
      name,
      email: '',
      phone: '',
      address: 'Moi Avenue 12',
      city: 'Nakuru',
      country: 'Kenya',
      website: '',
      description: 'Fades, beard trims and hot towel shaves.',
    },
  });
  expect(created.status()).toBe(201);
  const { business } = await readJson<BusinessAnswer>(created);
  // the owner has no admin area: the menu has no entry, and the page says so
  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  // the admin finds it by its owner's e-mail
  await signInAs(page, origin, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search by business name, owner name or e-mail').fill(ownerEmail);
  const card = page.locator('div.rounded-card', { hasText: name });
  await expect(card).toBeVisible();
  await expect(page.getByText('1 business', { exact: true })).toBeVisible();
  await screenshot(page, 'admin-businesses');
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Business verified')).toBeVisible();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();

  // the badge on the public booking page
  await page.goto(`/book/${business.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await screenshot(page, 'admin-verified-public-page');

  // deactivated with a reason: a reason is required
  await page.goto('/app/admin');
  await page.getByPlaceholder('Search by business name, owner name or e-mail').fill(name);
  await card.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Deactivate business' }).click();
  await expect(dialog.getByText('Please say why the business is deactivated')).toBeVisible();
  const reason = 'We could not reach you on the phone number given. Please add a working one.';
  await dialog.getByLabel('Reason shown to the owner').fill(reason);
  await screenshot(page, 'admin-deactivate-dialog');
  await dialog.getByRole('button', { name: 'Deactivate business' }).click();
  await expect(page.getByText('Business deactivated')).toBeVisible();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(card.getByText(reason)).toBeVisible();

  // the public page is gone
  await page.goto(`/book/${business.id}`);
  await expect(
    page.getByText('Business not found or is currently inactive.', { exact: true }),
  ).toBeVisible();

  // the other tabs, light and dark
  await page.goto('/app/admin?tab=payouts');
  await expect(page.getByRole('tab', { name: 'Payouts', selected: true })).toBeVisible();
  await screenshot(page, 'admin-payouts');
  await page.goto('/app/admin?tab=security');
  await expect(page.getByText('SUCCESSFUL_LOGIN').first()).toBeVisible();
  await screenshot(page, 'admin-security');
  await expectAccessible(page);
  await page.goto('/app/admin?tab=roles');
  await expect(page.getByText(`${E2E_ADMIN.email} (you)`)).toBeVisible();
  await screenshot(page, 'admin-roles');
  await setTheme(page, 'dark');
  await expect(page.getByText(`${E2E_ADMIN.email} (you)`)).toBeVisible();
  await screenshot(page, 'admin-roles-dark');
  await expectAccessible(page);
  await page.goto('/app/admin?tab=security');
  await expect(page.getByText('SUCCESSFUL_LOGIN').first()).toBeVisible();
  await screenshot(page, 'admin-security-dark');
  await page.goto('/app/admin');
  await page.getByPlaceholder('Search by business name, owner name or e-mail').fill(name);
  await expect(card.getByText(reason)).toBeVisible();
  await expect(page.getByText('1 business', { exact: true })).toBeVisible();
  await screenshot(page, 'admin-businesses-dark');
  await expectAccessible(page);

  // the owner signs in and reads why, in the dark theme and the light
  await signInAs(page, origin, ownerEmail, OWNER_PASSWORD);
  await page.goto('/app/dashboard');
  const banner = page.getByRole('status').filter({ hasText: 'Your business was deactivated' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(`Reason: ${reason}`)).toBeVisible();
  await screenshot(page, 'owner-deactivated-banner-dark');
  await expectAccessible(page);
  await setTheme(page, 'light');
  await expect(banner).toBeVisible();
  await screenshot(page, 'owner-deactivated-banner');
  await expectAccessible(page);
});

test('an admin gives an account the moderator role, who may verify but not deactivate', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const moderatorEmail = await signInNewOwner(page, origin);

  await signInAs(page, origin, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/app/admin?tab=roles');
  await page.getByLabel('Account e-mail').fill(moderatorEmail);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Moderator' }).click();
  await page.getByRole('button', { name: 'Assign role' }).click();
  await expect(page.getByText('Moderator role assigned successfully!')).toBeVisible();
  await expect(page.getByText(moderatorEmail)).toBeVisible();

  await signInAs(page, origin, moderatorEmail, OWNER_PASSWORD);
  await page.goto('/app/dashboard');
  // the side menu's new entry (inside the menu sheet on a phone)
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await expect(page.getByText('Moderator', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Businesses', 'Payouts', 'Reviews']);
  const firstCard = page.locator('div.rounded-card').first();
  await expect(firstCard.getByRole('button', { name: /Verify|Remove verification/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await screenshot(page, 'admin-moderator');
});
