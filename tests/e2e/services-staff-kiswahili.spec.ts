import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { englishCheck } from './support/catalogue-english';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { readJson } from '../support/answers';

/**
 * An owner whose account is in Kiswahili reads the services page, the staff page and the staff
 * dashboard, their forms and their refusals in Kiswahili, with none of the English of these
 * screens' catalogues left over (docs/decisions/0071).
 */
const expectNoEnglish = englishCheck([
  'web/features/services/messages/services-screens',
  'web/features/staff/messages/staff-screens',
  'web/features/staff-dashboard/messages/staff-dashboard-screens',
  'shared/messages/service-rules',
  'shared/messages/staff-rules',
]);

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

test('an owner whose account is in Kiswahili manages services and staff in Kiswahili', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const headers = { origin };
  await signInNewOwner(page, origin);
  const chosen = await page.request.put('/api/me/language', { headers, data: { locale: 'sw' } });
  expect(chosen.status()).toBe(200);
  await createBusiness(page.request, origin, { name: 'Saluni ya Neema' });
  const created = await page.request.post('/api/services', {
    headers,
    data: {
      name: 'Kusuka Nywele',
      description: 'Kusuka kwa mtindo wa knotless.',
      priceMinor: 2_000_00,
      durationMinutes: 90,
    },
  });
  expect(created.status()).toBe(201);
  const { service } = await readJson<{ service: { id: string } }>(created);
  const member = await page.request.post('/api/staff', {
    headers,
    data: {
      name: 'Amina Otieno',
      email: 'amina@neema.example',
      workload: 40,
      specialties: ['Kusuka'],
      serviceIds: [service.id],
    },
  });
  expect(member.status()).toBe(201);

  // the services page: the card, payment setup and the booking QR code
  await page.goto('/app/services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Huduma' })).toBeVisible();
  const card = page.getByTestId('service-card');
  await expect(card).toContainText('Inatumika');
  await expect(card).toContainText('saa 1 na dakika 30');
  await expect(page.getByText('Mipangilio ya Malipo')).toBeVisible();
  await expect(page.getByText('Tayari', { exact: true })).toBeVisible();
  await expectNoEnglish(page, 'the services page');
  await screenshot(page, 'owner-sw-services');

  // a new service sent empty says what it needs in Kiswahili
  await page.getByRole('button', { name: 'Ongeza Huduma', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ongeza Huduma Mpya' });
  await expect(dialog.getByLabel('Muda (dakika)')).toHaveValue('60');
  await dialog.getByRole('button', { name: 'Ongeza Huduma', exact: true }).click();
  await expect(
    dialog.getByText('Tafadhali jaza sehemu zote zinazohitajika.').first(),
  ).toBeVisible();
  await expectNoEnglish(page, 'the new service form');
  await screenshot(page, 'owner-sw-service-form', { isViewportOnly: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // switching a service off says so in Kiswahili
  await card.getByRole('button', { name: 'Zima Kusuka Nywele' }).click();
  await expect(toast(page, 'Huduma imezimwa')).toBeVisible();
  await expect(card).toContainText('Imezimwa');

  // the staff page: the member's card, then the form's own refusal
  await page.goto('/app/staff');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Usimamizi wa Wafanyakazi' }),
  ).toBeVisible();
  const staffCard = page.getByTestId('staff-card');
  await expect(staffCard).toContainText('Hadi saa 40 kwa wiki');
  await expect(staffCard).toContainText('Huduma: Kusuka Nywele');
  await expect(staffCard).toContainText('Anapatikana');
  await expectNoEnglish(page, 'the staff page');
  await screenshot(page, 'owner-sw-staff');

  await page.getByRole('button', { name: 'Ongeza Mfanyakazi', exact: true }).first().click();
  const staffDialog = page.getByRole('dialog', { name: 'Ongeza Mfanyakazi' });
  await staffDialog.getByLabel('Barua pepe *').fill('si-barua');
  await staffDialog.getByRole('button', { name: 'Ongeza Mfanyakazi', exact: true }).click();
  await expect(toast(page, 'Jina na barua pepe vinahitajika')).toBeVisible();
  await expect(staffDialog.getByText('Jina linahitajika')).toBeVisible();
  await expect(staffDialog.getByText('Barua pepe si sahihi')).toBeVisible();
  await expect(staffDialog.getByText('Huduma anazotoa')).toBeVisible();
  await expectNoEnglish(page, 'the staff form');
  await screenshot(page, 'owner-sw-staff-form', { isViewportOnly: true });
  await page.keyboard.press('Escape');

  // the staff dashboard
  await page.goto('/app/staff-dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dashibodi ya Wafanyakazi' }),
  ).toBeVisible();
  const region = page.getByRole('region', { name: 'Amina Otieno' });
  await expect(region).toContainText('Miadi ya leo');
  await expect(region).toContainText('Hakuna miadi ijayo.');
  await expect(region).toContainText('Bado hakuna rekodi za mahudhurio.');
  await expectNoEnglish(page, 'the staff dashboard');
  await screenshot(page, 'owner-sw-staff-dashboard');
});
