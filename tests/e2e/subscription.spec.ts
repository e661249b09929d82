import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { expectAccessible, setTheme } from './support/accessibility';
import { createBusiness, signInNewOwner } from './support/new-owner';

/** The latest toast with this text (an earlier identical one may still be fading). */
function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

function planCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

test('a new owner on the trial upgrades to Starter, and the plan then limits the team', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);

  // without a business there is nothing to subscribe
  await page.goto('/app/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Setup Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set Up Your Business' })).toHaveAttribute(
    'href',
    '/app/settings',
  );
  await screenshot(page, 'subscription-no-business');

  await createBusiness(page.request, origin, { name: 'Zuri Hair Studio', phone: '0712 345 678' });

  // a new business is on the 7-day trial
  await page.reload();
  const current = page.getByRole('region', { name: 'Current subscription' });
  await expect(current.getByText('Free Trial', { exact: true })).toBeVisible();
  await expect(current.getByText('Active', { exact: true })).toBeVisible();
  await expect(current.getByText('7 days left')).toBeVisible();
  await expect(current.getByText('0 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Secure payment options' })).toBeVisible();
  await expect(
    planCard(page, 'Free Trial').getByRole('button', { name: 'Current Plan' }),
  ).toBeDisabled();
  for (const [name, label] of [
    ['Starter', 'Upgrade to Starter'],
    ['Economy', 'Upgrade to Economy'],
    ['Business', 'Upgrade to Business'],
    ['Enterprise', 'Upgrade to Enterprise'],
  ] as const) {
    await expect(planCard(page, name).getByRole('button', { name: label })).toBeEnabled();
  }
  await expect(page.getByRole('table', { name: 'Plans, prices and limits' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'subscription-trial');
  await setTheme(page, 'dark');
  await expect(current.getByText('7 days left')).toBeVisible();
  await screenshot(page, 'subscription-trial-dark');

  // the in-page payment card: M-Pesa first, with the business phone; and back to the plans
  await planCard(page, 'Starter').getByRole('button', { name: 'Upgrade to Starter' }).click();
  await expect(page.getByRole('heading', { name: 'Upgrade to Starter' })).toBeVisible();
  await expect(page.getByLabel('M-Pesa number')).toHaveValue('0712345678');
  await expect(page.getByRole('button', { name: 'Pay KES 399 with M-Pesa' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'subscription-checkout-dark');
  await setTheme(page, 'light');
  await planCard(page, 'Starter').getByRole('button', { name: 'Upgrade to Starter' }).click();
  await screenshot(page, 'subscription-checkout');
  await page.getByRole('button', { name: 'Back to Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Current subscription' })).toBeVisible();

  // paid by card through the built-in test provider's checkout page
  await planCard(page, 'Starter').getByRole('button', { name: 'Upgrade to Starter' }).click();
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/SUB-\d+-[0-9a-f]{10}$/);
  await expect(page.getByText('Test payment', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay KES 399' }).click();
  await expect(page).toHaveURL(/\/app\/subscription/);
  await expect(toast(page, 'Successfully upgraded to Starter plan!')).toBeVisible();
  await expect(page).toHaveURL('/app/subscription');
  await expect(current.getByText('Starter', { exact: true })).toBeVisible();
  await expect(current.getByText('Active', { exact: true })).toBeVisible();
  await expect(current.getByText('30 days left')).toBeVisible();
  await expect(
    planCard(page, 'Starter').getByRole('button', { name: 'Current Plan' }),
  ).toBeDisabled();
  await expect(
    planCard(page, 'Free Trial').getByRole('button', { name: 'Trial used' }),
  ).toBeDisabled();
  await screenshot(page, 'subscription-starter');
  // a reload announces nothing again and changes nothing
  await page.reload();
  await expect(current.getByText('30 days left')).toBeVisible();

  // Starter allows one active staff member: the second is refused, saying why
  await page.goto('/app/staff');
  await page.getByRole('button', { name: 'Add Staff Member' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add Staff Member' });
  await dialog.getByLabel('Name *').fill('Wanjiru Kamau');
  await dialog.getByLabel('Email *').fill('wanjiru@zuri.example');
  await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(toast(page, 'Staff member added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add Staff Member' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add Staff Member' });
  await dialog.getByLabel('Name *').fill('Achieng Otieno');
  await dialog.getByLabel('Email *').fill('achieng@zuri.example');
  await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
  const why =
    'Your Starter plan allows 1 active staff member. Deactivate one or upgrade your plan on the Subscription page.';
  await expect(page.getByText(why).first()).toBeVisible();
  await screenshot(page, 'subscription-staff-limit');

  // the subscription screen counts the team against the plan
  await page.goto('/app/subscription');
  await expect(current.getByText('1 of 1')).toBeVisible();
});
