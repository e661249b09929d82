import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readJson, type BookingAnswer } from '../support/answers';
import { expect, screenshot, test } from './fixtures';
import { englishCheck } from './support/catalogue-english';
import { openSalon, startedTime, type Salon } from './support/morning-salon';
import { signInNewOwner } from './support/new-owner';

/**
 * Parts of these screens that other areas own and translate in their own catalogues: the export
 * card and button, the theme switch, the Discover notice and the app's status.
 */
const OTHERS = [
  '[role="region"]:has([class*="lucide-download"])',
  'button:has([class*="lucide-download"])',
  'button[aria-label*="theme ("]',
  '[aria-labelledby="not-on-discover"]',
  '[role="region"][aria-label="App status"]',
];

/** Nothing on the owner's day's screens is English from their catalogues: the shell's, the dashboard's, the bookings pages' and the rules' they share with the server. */
const expectNoEnglish = englishCheck(
  [
    'web/features/owner/messages/owner-shell',
    'web/features/dashboard/messages/owner-dashboard',
    'web/features/owner-bookings/messages/owner-bookings-screens',
    'shared/messages/dashboard-rules',
    'shared/messages/owner-booking-rules',
  ],
  { hidden: OTHERS },
);

/** A walk-in for a named client today, booked at the desk (confirmed, unpaid). */
async function walkIn(
  request: APIRequestContext,
  origin: string,
  salon: Salon,
  time: string,
  [name, phone]: [string, string],
) {
  const response = await request.post('/api/bookings', {
    headers: { origin },
    data: {
      serviceId: salon.serviceId,
      date: salon.today,
      time,
      client: { name, phone },
      idempotencyKey: `sw-${phone.replace(/\D/g, '')}-${Date.now()}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await readJson<BookingAnswer>(response)).booking.id;
}

function item(page: Page, name: string): Locator {
  return page.getByTestId('booking-item').filter({ hasText: name });
}

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

test('an owner whose account is in Kiswahili reads the dashboard and works the day’s bookings', async ({
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
  const salon = await openSalon(page.request, origin);
  const started = await startedTime(page.request, salon);
  const later = salon.times.find((time) => time > started) ?? '';
  await walkIn(page.request, origin, salon, started, ['Amina Hassan', '0733 400 501']);
  await walkIn(page.request, origin, salon, later, ['Baraka Otieno', '0733 400 502']);

  // the dashboard: its frame, figures, chart and today's list in Kiswahili
  await page.goto('/app/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashibodi' })).toBeVisible();
  await expect(page).toHaveTitle('Dashibodi - Miadi');
  await expect(
    page.getByRole('group', { name: 'Miadi', exact: true }).getByTestId('figure-value'),
  ).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Leo', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('figcaption')).toContainText('Miadi 2 na mapato ya KES');
  await expect(page.getByRole('list', { name: 'Miadi ijayo' })).toContainText('Baraka Otieno');
  await expect(page.getByRole('link', { name: 'Weka Miadi' }).first()).toBeVisible();
  if (test.info().project.name === 'phone')
    await expect(page.getByRole('navigation', { name: 'Vichupo' })).toContainText('Nyumbani');
  await expectNoEnglish(page, 'the dashboard');
  await screenshot(page, 'owner-sw-dashboard');

  await page.getByRole('button', { name: 'Wiki Hii', exact: true }).click();
  await expect(page).toHaveURL('/app/dashboard?period=week');
  await expect(page.locator('figcaption')).toContainText('wiki hii');
  await expectNoEnglish(page, 'the week');
  await screenshot(page, 'owner-sw-dashboard-week');

  // the menu (a sheet on a phone, beside the page from 768 px up)
  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('navigation', { name: 'Menyu ya mmiliki' })).toContainText(
      'Mahudhurio',
    );
    await expect(menu.getByRole('button', { name: 'Toka' })).toBeVisible();
    await expectNoEnglish(page, 'the menu');
    await screenshot(page, 'owner-sw-menu', { isViewportOnly: true });
    await menu.getByRole('link', { name: 'Miadi', exact: true }).click();
  } else {
    await expect(page.getByRole('navigation', { name: 'Menyu ya mmiliki' })).toContainText(
      'Mipangilio',
    );
    await page
      .getByRole('navigation', { name: 'Menyu ya mmiliki' })
      .getByRole('link', { name: 'Miadi', exact: true })
      .click();
  }

  // the day's bookings
  await expect(page).toHaveURL('/app/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Usimamizi wa Miadi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Leo, / })).toBeVisible();
  await expect(page.getByTestId('booking-item')).toHaveCount(2);
  await expect(item(page, 'Amina Hassan')).toContainText('Imethibitishwa');
  await expect(item(page, 'Amina Hassan')).toContainText('Papo hapo');
  await expect(item(page, 'Amina Hassan')).toContainText('Haijalipwa');
  await expectNoEnglish(page, 'the day’s bookings');
  await screenshot(page, 'owner-sw-bookings');

  // Amina's visit has begun: the desk marks it done
  await item(page, 'Amina Hassan')
    .getByRole('combobox', { name: 'Hali ya miadi ya Amina Hassan' })
    .click();
  await page.getByRole('option', { name: 'Imekamilika' }).click();
  await expect(toast(page, 'Miadi imekamilika')).toBeVisible();
  await expect(item(page, 'Amina Hassan')).toContainText('Imekamilika');

  // Baraka's has not: completing waits, and says from when, without 'saa' before the time
  await item(page, 'Baraka Otieno').getByRole('combobox').click();
  const notYet = page.getByRole('option', { name: /^Imekamilika/ });
  await expect(notYet).toBeDisabled();
  await expect(notYet).toContainText(`Ikishaanza: `);
  await expect(notYet).toContainText(`, ${later}`);
  await expect(notYet).not.toContainText(`saa ${later}`);
  await screenshot(page, 'owner-sw-bookings-not-yet', { isViewportOnly: true });
  await page.keyboard.press('Escape');
  await expect(notYet).toBeHidden();
  await expectNoEnglish(page, 'the status changed');
  await screenshot(page, 'owner-sw-bookings-changed');

  // New Booking sent empty says what it needs in Kiswahili
  await page.getByRole('button', { name: 'Weka Miadi' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Miadi mpya' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Weka miadi' }).click();
  await expect(dialog.getByText('Chagua mteja, au ongeza mteja mpya')).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Chagua huduma' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Mteja mpya' }).click();
  await expect(dialog.getByLabel('Jina *')).toBeVisible();
  await expectNoEnglish(page, 'New Booking');
  await screenshot(page, 'owner-sw-new-booking', { isViewportOnly: true });
});
