import { expect, screenshot, test } from './fixtures';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { parseCalendar } from '../support/ical';

test('an owner copies the calendar link from Settings, hides clients, and turns a staff link off', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInNewOwner(page, origin);
  const suffix = Date.now().toString(36).slice(-5);
  await createBusiness(page.request, origin, { name: `Neema Spa ${suffix}` });
  const hired = await page.request.post('/api/staff', {
    headers: { origin },
    data: { name: 'Amina Otieno', email: `amina-${suffix}@example.com` },
  });
  expect(hired.status()).toBe(201);

  await page.goto('/app/settings');
  const card = page.getByTestId('calendar-feeds');
  await expect(card.getByRole('heading', { name: 'Calendar feeds' })).toBeVisible();
  const [mine, amina] = [
    card.getByTestId('calendar-feed').filter({ hasText: 'Your calendar (every booking)' }),
    card.getByTestId('calendar-feed').filter({ hasText: "Amina Otieno's bookings" }),
  ];
  await mine.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Calendar link created.')).toBeVisible();
  const link = mine.getByTestId('calendar-feed-link');
  await expect(link).toHaveText(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(mine.getByText('Not read by a calendar yet')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Open in calendar' })).toHaveAttribute(
    'href',
    /^webcal:\/\//,
  );
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'calendar-feeds-settings', { isViewportOnly: true });

  await mine.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.textContent());
  // what a calendar gets from the copied link: a calendar, with no cookie needed
  const calendar = await fetch(copied);
  expect(calendar.status).toBe(200);
  expect(parseCalendar(await calendar.text()).name).toBe(`Neema Spa ${suffix}: bookings`);

  await mine.getByRole('switch', { name: "Show clients' names and phones" }).click();
  await expect(
    page.getByText("This calendar will no longer show clients' names and phones."),
  ).toBeVisible();
  await expect(
    mine.getByRole('switch', { name: "Show clients' names and phones" }),
  ).not.toBeChecked();

  // a staff member's link, turned off after asking: the old link answers nothing any more
  await amina.getByRole('button', { name: 'Create link' }).click();
  const aminaLink = (await amina.getByTestId('calendar-feed-link').textContent()) ?? '';
  expect((await fetch(aminaLink)).status).toBe(200);
  await amina.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Turn off this link?')).toBeVisible();
  await screenshot(page, 'calendar-feeds-turn-off', { isViewportOnly: true });
  await dialog.getByRole('button', { name: 'Turn off link' }).click();
  await expect(page.getByText('Link turned off.')).toBeVisible();
  await expect(amina.getByRole('button', { name: 'Create link' })).toBeVisible();
  expect((await fetch(aminaLink)).status).toBe(404);
});
