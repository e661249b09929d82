import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { englishCheck } from './support/catalogue-english';
import { signInNewOwner } from './support/new-owner';

/**
 * An owner whose account is in Kiswahili sets up the business and reads every Settings tab in
 * Kiswahili, with none of the English of these screens' catalogues left over (docs/decisions/0071).
 */
/**
 * Parts of these screens that other areas own and translate in their own catalogues: the theme
 * switch, the app's status, the toasts' region (its label is the toast library's) and the Discover
 * notice's heading and reasons (src/shared/discover-listing.ts).
 */
const OTHERS = [
  'button[aria-label*="theme ("]',
  '[role="region"][aria-label="App status"]',
  'section[aria-label^="Notifications alt+"]',
  '[aria-labelledby="not-on-discover"] ul',
  '#not-on-discover',
];

const expectNoEnglish = englishCheck(
  [
    'web/features/settings/messages/settings-screens',
    'web/features/business/messages/business-setup',
    'shared/messages/business-rules',
    'shared/messages/categories',
    'shared/messages/time-zones',
  ],
  { hidden: OTHERS },
);

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('an owner whose account is in Kiswahili sets up the business and reads every Settings tab', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  const chosen = await page.request.put('/api/me/language', {
    headers: { origin },
    data: { locale: 'sw' },
  });
  expect(chosen.status()).toBe(200);

  // onboarding: sent empty, it says what it needs
  await page.goto('/app/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(
    page.getByRole('heading', { name: 'Karibu! Tuanze Kusajili Biashara Yako' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Sajili biashara yako - Miadi');
  await page.getByRole('button', { name: 'Fungua Biashara' }).click();
  await expect(page.getByText('Tafadhali andika angalau jina la biashara')).toBeVisible();
  await page.getByLabel('Jina la Biashara *').fill('Saluni ya Wanjiru');
  await expect(
    page.getByText(`Ukurasa wako wa kuweka miadi: ${origin}/saluni-ya-wanjiru`),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Urembo na Spa' }).check();
  await page.getByRole('button', { name: 'Badilisha saa za kazi' }).click();
  await expect(page.getByRole('switch', { name: 'Wazi siku ya Jumatatu' })).toBeChecked();
  await expectNoEnglish(page, 'onboarding');
  await screenshot(page, 'settings-sw-onboarding');
  await page.getByRole('button', { name: 'Fungua Biashara' }).click();
  await expect(page.getByText('Biashara imefunguliwa!', { exact: false })).toBeVisible();

  // the Business tab: the link, the logo, the profile and the week
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Mipangilio' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Biashara', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Wateja wanaotafuta kwenye Gundua hawawezi kukupata')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Urembo na Spa' })).toBeChecked();
  await expect(page.getByText('Jumapili', { exact: true })).toBeVisible();
  await page.getByLabel('Barua Pepe ya Biashara').fill('wanjiru@');
  await page.getByRole('button', { name: 'Hifadhi Mabadiliko' }).click();
  await expect(page.getByText('Tafadhali andika barua pepe sahihi')).toBeVisible();
  await page.getByLabel('Badilisha kiungo chako').fill('admin');
  await expect(
    page.getByText('"admin" kinatumiwa na Miadi yenyewe.', { exact: false }),
  ).toBeVisible();
  await expectNoEnglish(page, 'the Business tab');
  await screenshot(page, 'settings-sw-business');

  // Location
  await openTab(page, 'Mahali');
  await expect(page.getByText('Mahali Hapajawekwa')).toBeVisible();
  await page.getByRole('tab', { name: 'Andika Mwenyewe' }).click();
  await page.getByLabel('Latitudo').fill('100');
  await page.getByLabel('Longitudo').fill('36.8');
  await page.getByRole('button', { name: 'Hifadhi Mahali' }).click();
  await expect(page.getByText('Latitudo lazima iwe kati ya -90 na 90')).toBeVisible();
  await expectNoEnglish(page, 'the Location tab');
  await screenshot(page, 'settings-sw-location');

  // General: the time zone by its Kiswahili name, and a refusal
  await openTab(page, 'Jumla');
  await expect(page.getByRole('combobox', { name: 'Saa za eneo' })).toContainText(
    'Nairobi · Saa za Afrika Mashariki',
  );
  await page.getByLabel('Urefu wa nafasi (dakika)').fill('20');
  await page.getByRole('button', { name: 'Hifadhi Mabadiliko' }).click();
  await expect(
    page.getByText('Urefu wa nafasi lazima uende kwa dakika 15 (15, 30, 45...)'),
  ).toBeVisible();
  await expectNoEnglish(page, 'the General tab');
  await screenshot(page, 'settings-sw-general');

  // Notifications: saved, and said so
  await openTab(page, 'Arifa');
  await expect(page.getByRole('group', { name: 'Barua pepe' })).toBeVisible();
  await page.getByRole('button', { name: 'Hifadhi Mabadiliko' }).click();
  await expect(page.getByText('Mipangilio ya arifa imehifadhiwa')).toBeVisible();
  await expectNoEnglish(page, 'the Notifications tab');
  await screenshot(page, 'settings-sw-notifications');
});
