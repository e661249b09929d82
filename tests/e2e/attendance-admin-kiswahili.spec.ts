import type { APIRequestContext, Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { englishCheck } from './support/catalogue-english';
import { E2E_ADMIN } from './support/e2e-admin';
import { createBusiness, OWNER_PASSWORD, signInNewOwner } from './support/new-owner';

/**
 * An owner whose account is in Kiswahili keeps the attendance register and reads its reports, and
 * an admin whose account is in Kiswahili looks after businesses, payout details, security events
 * and roles: no English of these screens' catalogues is left (docs/decisions/0071).
 */
const expectNoEnglish = englishCheck([
  'web/features/attendance/messages/attendance-screens',
  'web/features/attendance/messages/attendance-sync',
  'shared/messages/attendance-rules',
  'web/features/admin/messages/admin-screens',
  'web/features/admin/messages/deactivated-banner',
  'shared/messages/admin-rules',
  'server/messages/security-events',
]);

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

async function inKiswahili(request: APIRequestContext, origin: string) {
  const chosen = await request.put('/api/me/language', {
    headers: { origin },
    data: { locale: 'sw' },
  });
  expect(chosen.status()).toBe(200);
}

async function signInAs(page: Page, origin: string, email: string, password: string) {
  await page.context().clearCookies();
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
}

// the shell's own parts, which other catalogues say: the app status and the theme switch
const SHELL = ['[aria-label="App status"]', 'button[aria-label*="theme ("]'];

test('the register, its reports and the admin area read in Kiswahili', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const stamp = Date.now().toString(36);
  const businessName = `Saluni ya Zawadi ${stamp}`;

  // an owner in Kiswahili with two members of staff
  const ownerEmail = await signInNewOwner(page, origin);
  await inKiswahili(page.request, origin);
  await createBusiness(page.request, origin, { name: businessName });
  for (const name of ['Wanjiru Kamau', 'Otieno Barasa']) {
    const email = `${name.split(' ')[0]?.toLowerCase()}-${stamp}@example.com`;
    const made = await page.request.post('/api/staff', {
      headers: { origin },
      data: { name, email, isActive: true },
    });
    expect(made.status()).toBe(201);
  }
  const people = [ownerEmail, businessName, 'Achieng Odhiambo', `-${stamp}@example.com`];

  await page.goto('/app/staff-attendance');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mahudhurio ya Wafanyakazi' }),
  ).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Mahudhurio ya Siku', 'Ripoti']);
  const wanjiru = page.getByTestId('attendance-card').filter({ hasText: 'Wanjiru Kamau' });
  await expect(wanjiru.getByText('Hajaingia')).toBeVisible();
  await wanjiru.getByLabel('Maelezo (si lazima)').fill('Amefungua saluni');
  await wanjiru.getByRole('button', { name: 'Ingia: Wanjiru Kamau' }).click();
  await expect(toast(page, 'Mfanyakazi ameingia')).toBeVisible();
  await expect(wanjiru.getByText('ameingia', { exact: true })).toBeVisible();
  await expect(wanjiru.getByRole('button', { name: 'Toka: Wanjiru Kamau' })).toBeVisible();
  await expectNoEnglish(page, 'the daily register', { known: people, hidden: SHELL });
  await screenshot(page, 'attendance-sw-daily');

  await page.getByRole('tab', { name: 'Ripoti' }).click();
  await expect(page.getByRole('heading', { name: 'Rekodi Kamili za Mahudhurio' })).toBeVisible();
  await expect(page.getByTestId('report-record')).toHaveCount(1);
  await expect(page.getByTestId('report-record')).toContainText('Bado yuko kazini');
  await expectNoEnglish(page, 'the reports', { known: people, hidden: SHELL });
  await screenshot(page, 'attendance-sw-reports');

  // the owner has no admin area, and is told so in Kiswahili
  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { name: 'Huna ruhusa' })).toBeVisible();
  await expect(page).toHaveTitle('Huna ruhusa - Miadi');
  await expectNoEnglish(page, 'access denied', { known: people, hidden: SHELL });

  // an admin, made one by the journeys' admin, whose account is in Kiswahili
  const adminEmail = await signInNewOwner(page, origin);
  await signInAs(page, origin, E2E_ADMIN.email, E2E_ADMIN.password);
  const granted = await page.request.post('/api/admin/roles', {
    headers: { origin },
    data: { email: adminEmail, role: 'admin' },
  });
  expect(granted.status()).toBe(200);
  await signInAs(page, origin, adminEmail, OWNER_PASSWORD);
  await inKiswahili(page.request, origin);

  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Usimamizi' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Biashara',
    'Akaunti za malipo',
    'Maoni',
    'Usalama',
    'Majukumu',
  ]);
  await page
    .getByPlaceholder('Tafuta kwa jina la biashara, jina la mmiliki au barua pepe')
    .fill(businessName);
  await expect(page.getByText('biashara 1', { exact: true })).toBeVisible();
  const card = page.locator('div.rounded-card', { hasText: businessName });
  await expect(card.getByText('Inatumika', { exact: true })).toBeVisible();
  await expectNoEnglish(page, 'the businesses', { known: [...people, adminEmail], hidden: SHELL });
  await screenshot(page, 'admin-sw-businesses');

  // deactivating asks for a reason, in Kiswahili
  await card.getByRole('button', { name: 'Simamisha' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Simamisha biashara' }).click();
  await expect(dialog.getByText('Tafadhali eleza kwa nini biashara imesimamishwa')).toBeVisible();
  await expectNoEnglish(page, 'the deactivate dialog', { known: people, hidden: SHELL });
  await screenshot(page, 'admin-sw-deactivate', { isViewportOnly: true });
  const reason = 'Nambari ya simu haipatikani. Tafadhali weka nambari inayofanya kazi.';
  await dialog.getByLabel('Sababu atakayoona mmiliki').fill(reason);
  await dialog.getByRole('button', { name: 'Simamisha biashara' }).click();
  await expect(toast(page, 'Biashara imesimamishwa')).toBeVisible();
  await expect(card.getByText('Imesimamishwa', { exact: true })).toBeVisible();

  await page.goto('/app/admin?tab=payouts');
  await expect(page.getByRole('tab', { name: 'Akaunti za malipo', selected: true })).toBeVisible();
  // the list holds the details other journeys' owners saved: their names are theirs
  await expectNoEnglish(page, 'the payout details', {
    hidden: [...SHELL, 'div.rounded-card:has(dl)'],
  });
  await screenshot(page, 'admin-sw-payouts');

  await page.goto('/app/admin?tab=security');
  await expect(page.getByText('SUCCESSFUL_LOGIN').first()).toBeVisible();
  // each event is told in the reader's language, from the facts it was written with
  await expect(page.getByText(/^Ameingia: /).first()).toBeVisible();
  await expectNoEnglish(page, 'the security events', { hidden: SHELL });
  await screenshot(page, 'admin-sw-security');

  await page.goto('/app/admin?tab=roles');
  await expect(page.getByText(`${adminEmail} (wewe)`)).toBeVisible();
  // the holders' names are their own (the journeys' admin is called Neema Admin)
  await expectNoEnglish(page, 'the roles', { hidden: [...SHELL, '[role="tabpanel"] ul'] });
  await expect(
    page.getByRole('button', { name: `Ondoa jukumu la msimamizi kwa ${E2E_ADMIN.email}` }),
  ).toBeVisible();
  await screenshot(page, 'admin-sw-roles');

  // the owner reads why, in Kiswahili
  await signInAs(page, origin, ownerEmail, OWNER_PASSWORD);
  await page.goto('/app/dashboard');
  const banner = page.getByRole('status').filter({ hasText: 'Biashara yako ilisimamishwa' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(`Sababu: ${reason}`)).toBeVisible();
  await expect(banner.getByRole('link')).toHaveAttribute('href', /^mailto:/);
  await expectNoEnglish(banner, 'the deactivated banner');
  await screenshot(page, 'owner-sw-deactivated-banner');
});
