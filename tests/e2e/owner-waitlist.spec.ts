import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { signInNewOwner } from './support/new-owner';
import { setPlacesPerSlot, takenTenOClock } from './support/waitlist-day';

function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

/**
 * The minute's sweep offers any free place to the queue by itself, a few seconds into each minute.
 * Room the owner adds is offered by hand here, so it is added well clear of the next sweep.
 */
async function betweenSweeps(page: Page) {
  const second = new Date().getSeconds();
  if (second < 15 || second > 40) await page.waitForTimeout(((75 - second) % 60) * 1000);
}

test("an owner works a full day's waitlist: the queue in order, a client removed, a place offered by hand", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  // 10:00 is taken, and two clients wait for exactly that time
  const { suffix, businessId, serviceId, date, visitor } = await takenTenOClock(page, browser, {
    origin,
    name: 'Neema Beauty',
    takenBy: '0711000601',
  });
  for (const [name, phone] of [
    ['Neema Wanjiru', '0722000601'],
    ['Baraka Otieno', '0733000602'],
  ] as const) {
    const joined = await visitor.post(`/api/public/businesses/${businessId}/waitlist`, {
      data: {
        serviceId,
        date,
        from: '10:00',
        to: '10:00',
        customer: {
          name,
          email: `${name.split(' ')[0]?.toLowerCase()}-${suffix}@example.com`,
          phone,
        },
      },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }

  // today has nobody waiting: the screen, reached from the bookings list, says how clients join
  await page.goto('/app/bookings');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Waitlist' })).toBeVisible();
  await screenshot(page, 'owner-bookings-header');
  await main.getByRole('link', { name: 'Waitlist' }).click();
  await expect(page).toHaveURL(/\/app\/waitlist(\?date=\d{4}-\d{2}-\d{2})?$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
  await expect(main.getByRole('heading', { name: /^Today, / })).toBeVisible();
  await expect(main.getByText('No one is on the waitlist for this day')).toBeVisible();
  await expect(
    main.getByText(/^Clients join the waitlist from your booking page, WhatsApp or USSD/),
  ).toBeVisible();
  await screenshot(page, 'owner-waitlist-empty');

  // the full day: both clients, in the order they joined
  await main.getByLabel('Day', { exact: true }).fill(date);
  await expect(page).toHaveURL(`/app/waitlist?date=${date}`);
  const inLine = main.getByTestId('waitlist-in-line').getByTestId('waitlist-entry');
  await expect(inLine).toHaveCount(2);
  await expect(inLine.getByTestId('waitlist-position')).toHaveText(['1', '2']);
  await expect(inLine.nth(0)).toContainText('Neema Wanjiru');
  await expect(inLine.nth(1)).toContainText('Baraka Otieno');
  const neema = inLine.filter({ hasText: 'Neema Wanjiru' });
  for (const text of ['+254 722 000 601', 'Cornrows', 'With anyone', '10:00', 'Booking page']) {
    await expect(neema).toContainText(text);
  }
  await expect(neema.getByTestId('waitlist-status')).toHaveText('Waiting');
  await expect(main.getByRole('heading', { name: 'In line (2)' })).toBeVisible();
  await screenshot(page, 'owner-waitlist-day');

  // Baraka found another salon: removed, after saying so
  await inLine.nth(1).getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Baraka Otieno from the waitlist?' });
  await expect(confirm).toContainText('They will not be offered a place on this day.');
  await screenshot(page, 'owner-waitlist-remove', { isViewportOnly: true });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Baraka Otieno was removed from the waitlist.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(inLine).toHaveCount(1);
  const finished = main.getByTestId('waitlist-finished').getByTestId('waitlist-entry');
  await expect(finished).toHaveCount(1);
  await expect(finished).toContainText('Baraka Otieno');
  await expect(finished.getByTestId('waitlist-status')).toHaveText('Removed');
  await expect(finished.getByRole('button')).toHaveCount(0);

  // no place is free at 10:00 yet: the server says so
  await neema.getByRole('button', { name: 'Offer a place' }).click();
  await expect(toast(page, 'No place is free for this client now.')).toBeVisible();
  await expect(neema.getByTestId('waitlist-status')).toHaveText('Waiting');

  // the owner takes a second client per time: room at 10:00, offered to Neema by hand
  await betweenSweeps(page);
  await setPlacesPerSlot(page.request, origin, 2);
  await neema.getByRole('button', { name: 'Offer a place' }).click();
  await expect(
    toast(page, /^Place offered to Neema Wanjiru, held until \d{2}:\d{2}\.$/),
  ).toBeVisible();
  await expect(neema.getByTestId('waitlist-status')).toHaveText(/^Offer held until \d{2}:\d{2}$/);
  await expect(neema.getByTestId('waitlist-position')).toHaveCount(0);
  await expect(neema.getByRole('button', { name: 'Offer a place' })).toHaveCount(0);
  await expect(neema.getByRole('button', { name: 'Remove' })).toBeVisible();
  await screenshot(page, 'owner-waitlist-offered');

  // the place held is a booking in her name at 10:00
  const day = await page.request.get(`/api/bookings?view=day&date=${date}&q=Neema`);
  expect(await day.text()).toContain('"time":"10:00"');

  // the same day in Kiswahili, the account's other language, and in the dark
  await page.getByRole('button', { name: 'Kiswahili' }).filter({ visible: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Orodha ya Kusubiri' })).toBeVisible();
  await expect(neema.getByTestId('waitlist-status')).toHaveText(
    /^Nafasi imeshikiliwa hadi \d{2}:\d{2}$/,
  );
  await expect(finished.getByTestId('waitlist-status')).toHaveText('Ameondolewa');
  await expect(neema.getByRole('button', { name: 'Ondoa' })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'owner-waitlist-kiswahili-dark');
});
