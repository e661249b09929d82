import { expect, screenshot, test } from './fixtures';
import { layoutShift, watchLayoutShifts } from './support/layout-shift';
import { openSalon } from './support/morning-salon';
import { signInNewOwner } from './support/new-owner';

/**
 * Owner pages whose lists arrive after the page: what sits under a list comes with it, so a list
 * longer than its placeholder does not push it down in front of the owner.
 */
test('the services and attendance pages do not move when their lists arrive', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const headers = { origin };
  await signInNewOwner(page, origin);
  await openSalon(page.request, origin);
  // five services (more than the placeholder's row of three) and two staff members
  for (const name of ['Blow Dry', 'Braids', 'Pedicure', 'Hair Colour']) {
    const made = await page.request.post('/api/services', {
      headers,
      data: {
        name,
        description: 'At the salon, with a wash.',
        priceMinor: 1_500_00,
        durationMinutes: 60,
        category: 'general',
        currency: 'KES',
      },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  for (const name of ['Wanjiru Kamau', 'Otieno Barasa']) {
    const email = `${name.split(' ')[0]?.toLowerCase()}-${Date.now()}@example.com`;
    const made = await page.request.post('/api/staff', { headers, data: { name, email } });
    expect(made.status(), await made.text()).toBe(201);
  }
  await watchLayoutShifts(page);
  // every answer a little late, as on a phone's network
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue().catch(() => undefined);
  });

  await page.goto('/app/services');
  await expect(page.getByRole('heading', { name: 'Hair Colour' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
  expect(await layoutShift(page), '/app/services moved').toBeLessThan(0.01);

  await page.goto('/app/staff-attendance');
  await expect(page.getByText('Otieno Barasa').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  expect(await layoutShift(page), '/app/staff-attendance moved').toBeLessThan(0.01);
  await screenshot(page, 'attendance-loaded');
});
