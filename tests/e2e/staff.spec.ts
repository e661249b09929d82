import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { seriousViolations } from './support/accessibility';
import { createBusiness, signInNewOwner } from './support/new-owner';

/** The latest toast with this text (an earlier identical one may still be fading). */
function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

function card(page: Page, name: string) {
  return page.getByTestId('staff-card').filter({ has: page.getByRole('heading', { name }) });
}

/** A dialog is seen best as the viewport shows it; the screen must still fit its width. */
async function dialogShot(page: Page, name: string) {
  await screenshot(page, name);
  const project = test.info().project.name;
  await page.screenshot({ path: `test-results/screens/${project}/${name}-viewport.png` });
}

/** A business with two services, made through the API as onboarding and the Services screen do. */
async function businessWithServices(request: APIRequestContext, origin: string) {
  const headers = { origin };
  const businessId = await createBusiness(request, origin, { name: 'Nyota Hair & Nails' });
  for (const [name, minutes] of [
    ['Box Braids', 180],
    ['Gel Manicure', 45],
  ] as const) {
    const service = await request.post('/api/services', {
      headers,
      data: {
        name,
        description: `${name} at Nyota.`,
        priceMinor: 2_500_00,
        durationMinutes: minutes,
      },
    });
    expect(service.status()).toBe(201);
  }
  return businessId;
}

async function addSpecialty(dialog: Locator, value: string, via: 'Enter' | 'Add') {
  await dialog.getByLabel('Specialties', { exact: true }).fill(value);
  if (via === 'Enter') await dialog.getByLabel('Specialties', { exact: true }).press('Enter');
  else await dialog.getByRole('button', { name: 'Add specialty' }).click();
}

test('an owner builds the team, and clients are offered only who performs their service', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  const businessId = await businessWithServices(page.request, origin);

  // six placeholders while the list loads
  await page.route('**/api/staff', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/app/staff');
  await expect(page.getByRole('heading', { name: 'Staff Management', level: 1 })).toBeVisible();
  await expect(page.getByTestId('staff-placeholder')).toHaveCount(6);
  await screenshot(page, 'staff-loading');
  await expect(page.getByRole('heading', { name: 'No staff members yet' })).toBeVisible();
  await page.unroute('**/api/staff');
  await screenshot(page, 'staff-empty');

  // a failed load says so and offers Try Again
  await page.route('**/api/staff', (route) =>
    route.fulfill({ status: 400, json: { error: { code: 'x', message: 'Refused' } } }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Failed to load staff' })).toBeVisible();
  await page.unroute('**/api/staff');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'No staff members yet' })).toBeVisible();

  // the form's own checks first
  await page.getByRole('button', { name: 'Add Staff Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Staff Member' });
  await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(toast(page, 'Name and email are required')).toBeVisible();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();

  await dialog.getByLabel('Name *').fill('Wanjiru Kamau');
  await dialog.getByLabel('Email *').fill('Wanjiru@Nyota.example');
  await dialog.getByLabel('Phone').fill('0712 345 678');
  await dialog.getByLabel('Gender').click();
  await expect(page.getByRole('option')).toHaveText([
    'Male',
    'Female',
    'Other',
    'Prefer not to say',
  ]);
  await page.getByRole('option', { name: 'Female' }).click();
  await dialog.getByLabel('Shift').fill('Mon-Fri, 9am-5pm');
  await dialog.getByLabel('Workload (hours per week)').fill('200');

  // specialties by Enter and by Add; blank and repeated ones are ignored
  await addSpecialty(dialog, 'Box braids', 'Enter');
  await addSpecialty(dialog, 'Cornrows', 'Add');
  await addSpecialty(dialog, '  box BRAIDS ', 'Enter');
  await addSpecialty(dialog, '   ', 'Add');
  const chips = dialog.getByRole('list', { name: 'Specialties added' }).getByRole('listitem');
  await expect(chips).toHaveText(['Box braids', 'Cornrows']);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('checkbox', { name: 'Box Braids' }).check();
  await expect(dialog.getByRole('switch', { name: /Active/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(dialog.getByText('Workload must be between 0 and 168 hours')).toBeVisible();
  await dialog.getByLabel('Workload (hours per week)').fill('40');
  await dialogShot(page, 'staff-add-dialog');
  await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(toast(page, 'Staff member added successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const wanjiru = card(page, 'Wanjiru Kamau');
  await expect(wanjiru.getByText('wanjiru@nyota.example')).toBeVisible();
  await expect(wanjiru.getByText('+254 712 345 678')).toBeVisible();
  await expect(wanjiru.getByText('Female · Up to 40 h a week')).toBeVisible();
  await expect(wanjiru.getByText('Mon-Fri, 9am-5pm')).toBeVisible();
  await expect(wanjiru.getByText('Services: Box Braids', { exact: true })).toBeVisible();
  await expect(wanjiru.getByRole('listitem')).toHaveText(['Box braids', 'Cornrows']);
  await expect(wanjiru.getByText('Active', { exact: true })).toBeVisible();

  // a manicurist, and someone who is leaving
  for (const [name, email] of [
    ['Otieno Barasa', 'otieno@nyota.example'],
    ['Temporary Helper', 'helper@nyota.example'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Staff Member' }).click();
    const add = page.getByRole('dialog', { name: 'Add Staff Member' });
    await add.getByLabel('Name *').fill(name);
    await add.getByLabel('Email *').fill(email);
    if (name === 'Otieno Barasa') await add.getByRole('checkbox', { name: 'Gel Manicure' }).check();
    await add.getByRole('button', { name: 'Add Staff Member' }).click();
    await expect(toast(page, 'Staff member added successfully')).toBeVisible();
    await expect(card(page, name)).toBeVisible();
  }
  await expect(card(page, 'Temporary Helper').getByText('All services')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Temporary Helper' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Temporary Helper?' })
    .getByRole('button', { name: 'Delete Staff Member' })
    .click();
  await expect(toast(page, 'Staff member deleted successfully')).toBeVisible();
  await expect(card(page, 'Temporary Helper')).toHaveCount(0);

  // edit: a new shift, one specialty fewer
  await page.getByRole('button', { name: 'Edit Wanjiru Kamau' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Staff Member' });
  await expect(edit.getByLabel('Email *')).toHaveValue('wanjiru@nyota.example');
  await expect(edit.getByRole('checkbox', { name: 'Box Braids' })).toBeChecked();
  await edit.getByLabel('Shift').fill('Tue-Sat, 8am-4pm');
  await edit.getByRole('button', { name: 'Remove Cornrows' }).click();
  await edit.getByRole('button', { name: 'Update Staff Member' }).click();
  await expect(toast(page, 'Staff member updated successfully')).toBeVisible();
  await expect(wanjiru.getByText('Tue-Sat, 8am-4pm')).toBeVisible();
  await expect(wanjiru.getByRole('listitem')).toHaveText(['Box braids']);
  await expect(page.getByTestId('staff-card')).toHaveCount(2);
  await screenshot(page, 'staff-grid');
  expect(await seriousViolations(page)).toEqual([]);

  // a visitor books Box Braids: only Wanjiru does it
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/book/${businessId}`);
  await visitor
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: 'Box Braids' }) })
    .getByRole('button', { name: 'Book' })
    .click();
  const panel = visitor.locator('#booking-panel');
  await panel.getByLabel('Full name').fill('Akinyi Odera');
  await panel.getByLabel('Email').fill(`akinyi-${Date.now()}@example.com`);
  await panel.getByLabel('Phone').fill('0722 111 222');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
  const date = await visitor.evaluate(() =>
    new Date(Date.now() + 3 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10),
  );
  if ((await panel.getByRole('button', { name: date }).count()) === 0) {
    await panel.getByRole('button', { name: 'Next month' }).click();
  }
  await panel.getByRole('button', { name: date }).click();
  await panel.getByRole('button', { name: /^10:00/ }).click();
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByRole('radio')).toHaveText(['Any available', 'Wanjiru Kamau']);
  await expect(panel.getByRole('radio', { name: 'Otieno Barasa' })).toHaveCount(0);
  await panel.getByRole('radio', { name: 'Wanjiru Kamau' }).click();
  await screenshot(visitor, 'staff-booking-step');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByText('Wanjiru Kamau')).toBeVisible();
  await panel.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(visitor.getByText('Booking confirmed')).toBeVisible();

  // ...and Gel Manicure offers Otieno, not Wanjiru
  await visitor.getByRole('button', { name: 'Book Another Service' }).click();
  await visitor
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: 'Gel Manicure' }) })
    .getByRole('button', { name: 'Book' })
    .click();
  await panel.getByLabel('Full name').fill('Akinyi Odera');
  await panel.getByLabel('Email').fill(`akinyi-${Date.now()}@example.com`);
  await panel.getByLabel('Phone').fill('0722 111 222');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
  if ((await panel.getByRole('button', { name: date }).count()) === 0) {
    await panel.getByRole('button', { name: 'Next month' }).click();
  }
  await panel.getByRole('button', { name: date }).click();
  await panel.getByRole('button', { name: /^11:00/ }).click();
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByRole('radio')).toHaveText(['Any available', 'Otieno Barasa']);
  await visitorContext.close();

  // Wanjiru has a booking now: Delete keeps her, switched off
  await page.reload();
  await expect(wanjiru.getByText('1 upcoming booking')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Wanjiru Kamau' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Wanjiru Kamau?' });
  await expect(confirm.getByText(/deactivated instead/)).toBeVisible();
  await dialogShot(page, 'staff-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete Staff Member' }).click();
  await expect(
    toast(page, 'Staff member has bookings, so they were deactivated instead of deleted'),
  ).toBeVisible();
  await expect(wanjiru.getByText('Inactive', { exact: true })).toBeVisible();

  // the same screen in the dark theme
  await page.evaluate(() => localStorage.setItem('miadi-theme', 'dark'));
  await page.reload();
  await expect(card(page, 'Otieno Barasa')).toBeVisible();
  await screenshot(page, 'staff-dark');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Edit Otieno Barasa' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Staff Member' })).toBeVisible();
  await dialogShot(page, 'staff-edit-dialog-dark');
});
