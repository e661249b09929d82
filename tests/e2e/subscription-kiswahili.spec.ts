import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { englishCheck } from './support/catalogue-english';
import { createBusiness, signInNewOwner } from './support/new-owner';

/**
 * An owner whose account is in Kiswahili reads the subscription page, its payment card and the
 * app's status in Kiswahili, with none of the English of these screens' catalogues left over
 * (docs/decisions/0071). The plan cards' and plan table's own labels belong to their components'
 * catalogues; the words the plans themselves carry (summary, price, limits) are read here.
 */
const expectNoEnglish = englishCheck([
  'web/features/subscription/messages/subscription-screens',
  'web/features/status/messages/status-widget',
  'shared/messages/plans',
  'shared/messages/plan-limits',
  'shared/messages/subscription-rules',
]);

function planCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

test('an owner whose account is in Kiswahili reads the plans and the payment card in Kiswahili', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  const chosen = await page.request.put('/api/me/language', {
    headers: { origin },
    data: { locale: 'sw' },
  });
  expect(chosen.status()).toBe(200);
  await createBusiness(page.request, origin, { name: 'Saluni ya Zuri', phone: '0712 345 678' });

  // the plan now, its limits, how plans are paid for, and each plan's button
  await page.goto('/app/subscription');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vifurushi vya usajili' }),
  ).toBeVisible();
  const current = page.getByRole('region', { name: 'Usajili wa sasa' });
  await expect(current.getByText('Kipindi cha Majaribio', { exact: true })).toBeVisible();
  await expect(current.getByText('Kinatumika', { exact: true })).toBeVisible();
  await expect(current.getByText('Siku 7 zimebaki')).toBeVisible();
  await expect(current.getByText('0 kati ya 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Njia salama za malipo' })).toBeVisible();
  await expect(
    planCard(page, 'Kipindi cha Majaribio').getByRole('button', { name: 'Kifurushi chako' }),
  ).toBeDisabled();
  await expect(
    planCard(page, 'Starter').getByRole('button', { name: 'Pandisha hadi Starter' }),
  ).toBeEnabled();
  await expect(planCard(page, 'Enterprise')).toContainText('Bila kikomo');
  await expect(page.getByRole('region', { name: 'Hali ya programu' })).toContainText('Mtandaoni');
  await expectNoEnglish(page.locator('main'), 'the subscription page');
  await expectNoEnglish(page.getByRole('region', { name: 'Hali ya programu' }), 'the app status');
  await screenshot(page, 'subscription-sw');

  // the payment card: M-Pesa first, with the business phone, and back to the plans
  await planCard(page, 'Starter').getByRole('button', { name: 'Pandisha hadi Starter' }).click();
  await expect(page.getByRole('heading', { name: 'Pandisha hadi Starter' })).toBeVisible();
  await expect(page.getByText('Kifurushi cha Miadi Starter')).toBeVisible();
  await expect(page.getByText('KES 399 kwa mwezi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lipa KES 399 kwa M-Pesa' })).toBeVisible();
  await expectNoEnglish(page.locator('main'), 'the payment card');
  await screenshot(page, 'subscription-sw-checkout');
  await page.getByRole('button', { name: 'Rudi kwenye vifurushi' }).click();
  await expect(page.getByRole('heading', { name: 'Usajili wa sasa' })).toBeVisible();
});
