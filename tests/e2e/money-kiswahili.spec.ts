import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { englishCheck } from './support/catalogue-english';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { readJson } from '../support/answers';

/**
 * An owner whose account is in Kiswahili reads the clients, invoices, payouts and earnings screens
 * in Kiswahili, with none of the English of these screens' catalogues left over (docs/decisions/0071).
 */
// a bank's own name, given as an example in the bank field, is a name in both languages
const BANK_NAME = 'Equity Bank';

const expectNoEnglish = englishCheck(
  [
    'web/features/clients/messages/clients-screens',
    'web/features/invoices/messages/invoices-screens',
    'web/features/exports/messages/exports-screens',
    'web/features/earnings/messages/earnings-screens',
    'web/features/payouts/messages/payouts-screens',
    'shared/messages/client-rules',
    'shared/messages/invoice-rules',
    'shared/messages/payout-rules',
    'shared/messages/earnings-rules',
  ],
  { known: [BANK_NAME] },
);

function main(page: Page): Locator {
  return page.locator('main');
}

test('an owner whose account is in Kiswahili reads clients, invoices, payouts and earnings', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const headers = { origin };
  await signInNewOwner(page, origin);
  expect(
    (await page.request.put('/api/me/language', { headers, data: { locale: 'sw' } })).status(),
  ).toBe(200);
  await createBusiness(page.request, origin, { name: 'Saluni ya Neema' });
  const added = await page.request.post('/api/clients', {
    headers,
    data: { name: 'Amina Wanjiku', email: 'amina@example.com', phone: '0712 345 678' },
  });
  expect(added.status()).toBe(201);
  const { client } = await readJson<{ client: { id: string } }>(added);
  const made = await page.request.post('/api/invoices', {
    headers,
    data: { clientId: client.id, subtotalMinor: 1_500_00, taxMinor: 0 },
  });
  expect(made.status()).toBe(201);
  const { invoice } = await readJson<{ invoice: { id: string; number: string } }>(made);

  // the clients list, a client's page and the Add Client form with its checks
  await page.goto('/app/clients');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Wateja' })).toBeVisible();
  await expect(page.getByTestId('client-card')).toContainText('Bado hajatembelea');
  await expectNoEnglish(main(page), 'the clients list');
  await screenshot(page, 'money-sw-clients');

  await page.getByTestId('client-card').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Amina Wanjiku' })).toBeVisible();
  await expect(page.getByText('Historia ya miadi')).toBeVisible();
  await expectNoEnglish(main(page), 'a client’s page');
  await screenshot(page, 'money-sw-client');

  await page.goto('/app/clients?action=new');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Ongeza Mteja Mpya' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ongeza Mteja' }).click();
  await expect(dialog.getByText('Jina linahitajika')).toBeVisible();
  await expectNoEnglish(dialog, 'the Add Client form');
  await screenshot(page, 'money-sw-client-form', { isViewportOnly: true });
  await page.keyboard.press('Escape');

  // the invoices list, the Create sheet and the printable invoice
  await page.goto('/app/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Ankara' })).toBeVisible();
  await expect(page.getByTestId('invoice-item')).toContainText('Rasimu');
  await expectNoEnglish(main(page), 'the invoices list');
  await screenshot(page, 'money-sw-invoices');

  await page.goto('/app/invoices?action=new');
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('heading', { name: 'Tengeneza Ankara Mpya' })).toBeVisible();
  await expect(sheet.getByText('Jumla ndogo', { exact: true })).toBeVisible();
  await expectNoEnglish(sheet, 'the Create Invoice sheet');
  await screenshot(page, 'money-sw-invoice-form', { isViewportOnly: true });
  await page.keyboard.press('Escape');

  await page.goto(`/app/invoices/${invoice.id}/print`);
  await expect(page.getByText('ANKARA', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${invoice.number} - Miadi`);
  await expectNoEnglish(main(page), 'the printable invoice');
  await screenshot(page, 'money-sw-invoice-print');

  // the settings' money tabs: where the business is paid, and what it earned
  await page.goto('/app/settings?tab=payouts');
  const payouts = page.getByRole('tabpanel');
  await expect(payouts.getByText('Akaunti ya kupokea malipo').first()).toBeVisible();
  await payouts.getByLabel('Nambari ya M-Pesa').fill('12345');
  await payouts.getByRole('button', { name: 'Hifadhi Akaunti ya Malipo' }).click();
  await expect(
    payouts.getByText('Tafadhali weka nambari ya M-Pesa kama 254712345678'),
  ).toBeVisible();
  await expectNoEnglish(payouts, 'the payouts tab');
  await screenshot(page, 'money-sw-payouts');

  await page.goto('/app/settings?tab=earnings');
  const earnings = page.getByRole('tabpanel');
  await expect(earnings.getByText('Bado hakuna malipo')).toBeVisible();
  await expectNoEnglish(earnings, 'the earnings tab');
  await screenshot(page, 'money-sw-earnings');
});
