import { expect, screenshot, test } from './fixtures';
import { signInNewOwner } from './support/new-owner';
import { bookUntilPayment, nairobiDate } from './support/visitor-booking';

test('an owner shares a readable link, changes it, and a visitor books through it', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInNewOwner(page, origin);
  // a name of its own per run and project, so the link is free
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Zuri Spa ${suffix}`;
  const first = `zuri-spa-${suffix}`;

  // onboarding promises the link the business gets
  await page.goto('/app/dashboard');
  await page.getByLabel('Business Name *').fill(name);
  await expect(page.getByText(`${origin}/${first}`, { exact: true })).toBeVisible();
  await screenshot(page, 'booking-link-onboarding');
  await page.getByRole('button', { name: 'Create Business' }).click();
  await expect(page.getByText(/Business created successfully!/)).toBeVisible();
  const created = await page.request.post('/api/services', {
    headers: { origin },
    data: {
      name: 'Hot Stone Massage',
      description: 'Sixty minutes of warm stones.',
      priceMinor: 3_500_00,
      durationMinutes: 60,
      category: 'general',
      currency: 'KES',
    },
  });
  expect(created.status()).toBe(201);

  // Settings shows it whole, to copy
  await page.goto('/app/settings');
  await expect(page.getByText(`${origin}/${first}`, { exact: true })).toBeVisible();
  await page.getByTestId('booking-link').getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Booking URL copied to clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/${first}`);

  // a word of the site's own and a taken link are refused as the owner types
  const field = page.getByLabel('Change your link');
  const status = page.locator('#booking-link-status');
  await field.fill('discover');
  await expect(status).toHaveText(
    '"discover" is used by Miadi itself. Please choose another link.',
  );
  await expect(page.getByRole('button', { name: 'Save link' })).toBeDisabled();
  await field.fill('amani-beauty-spa');
  await expect(status).toHaveText(/"amani-beauty-spa" is (already taken|available)/);

  const second = `zuri-${suffix}`;
  await field.fill(second.toUpperCase());
  await expect(status).toHaveText(`"${second}" is available.`);
  await screenshot(page, 'booking-link-settings');
  await page.getByRole('button', { name: 'Save link' }).click();
  await expect(
    page.getByText('Booking link updated. Your old link still opens your page.'),
  ).toBeVisible();
  await expect(page.getByText(`${origin}/${second}`, { exact: true })).toBeVisible();

  // the QR card carries the new link
  await page.goto('/app/services');
  await expect(page.getByText(`${origin}/${second}`, { exact: true })).toBeVisible();

  // a visitor opens the new link: the booking page, painted before any script runs
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const painted = await visitor.request.get(`/${second}`);
  expect(painted.status()).toBe(200);
  expect(await painted.text()).toContain('Hot Stone Massage');
  await visitor.goto(`/${second}`);
  await expect(visitor).toHaveURL(`${origin}/${second}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await screenshot(visitor, 'booking-link-page');
  const panel = await bookUntilPayment(visitor, {
    customer: {
      name: 'Achieng Odhiambo',
      email: `achieng-${suffix}@example.com`,
      phone: '0712 345 678',
    },
    date: nairobiDate(3),
  });
  await panel.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(panel.getByText('Booking confirmed')).toBeVisible();

  // the old link still leads there, by a permanent redirect
  const old = await visitor.request.get(`/${first}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()['location']).toBe(`/${second}`);
  await visitor.goto(`/${first}`);
  await expect(visitor).toHaveURL(`${origin}/${second}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();

  // a link nobody has is the site's not-found page
  const missing = await visitor.goto(`/nobody-has-${suffix}`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: /not found/i })).toBeVisible();
  await screenshot(visitor, 'booking-link-not-found');
  await visitorContext.close();
});
