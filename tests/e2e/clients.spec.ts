import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '../../src/shared/local-time';
import { localDateAt } from '../../src/shared/zoned-time';
import { expect, screenshot, test } from './fixtures';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { OWNER_STATE } from './support/owner-state';
import { settled } from './support/settled';
import { readJson, type ServiceAnswer } from '../support/answers';

/** The latest toast with this text (an earlier identical one may still be fading). */
function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

function card(page: Page, name: string) {
  return page.getByTestId('client-card').filter({ has: page.getByRole('heading', { name }) });
}

/** A dialog is seen best as the viewport shows it; the screen must still fit its width. */
async function dialogShot(page: Page, name: string) {
  await screenshot(page, name);
  const project = test.info().project.name;
  await page.screenshot({ path: `test-results/screens/${project}/${name}-viewport.png` });
}

/** A business with one service, made through the API (the screens for it have their own journeys). */
async function businessWithService(request: APIRequestContext, origin: string) {
  const headers = { origin };
  const businessId = await createBusiness(request, origin, { name: 'Nyota Nails & Beauty' });
  const service = await request.post('/api/services', {
    headers,
    data: { name: 'Gel Manicure', description: 'Shape, cuticle care and gel.', priceMinor: 150000 },
  });
  expect(service.status()).toBe(201);
  const { service: made } = await readJson<ServiceAnswer>(service);
  return { businessId: businessId, serviceId: made.id };
}

test('an owner adds, cleans, finds, edits and deletes clients, and sees a client’s bookings', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);

  // without a business the page says what to do first
  await page.goto('/app/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No business found' })).toBeVisible();
  await screenshot(page, 'clients-no-business');

  const { businessId, serviceId } = await businessWithService(page.request, origin);
  await page.reload();
  await expect(page.getByText('Manage your client database')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
  await screenshot(page, 'clients-empty');

  // the form cleans as the owner types, and refuses a name that cleaning empties
  await page.getByRole('button', { name: 'Add Client', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  const name = dialog.getByLabel('Name *');
  await name.pressSequentially('<script>');
  await expect(name).toHaveValue('');
  await dialog.getByLabel('Email').pressSequentially('amina.example');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog.getByText('Name cannot be empty after validation')).toBeVisible();
  await expect(dialog.getByText('Invalid email format')).toBeVisible();

  await name.pressSequentially('Amina <script>Wanjiru');
  await expect(name).toHaveValue('Amina Wanjiru');
  await expect(dialog.getByText('Angle brackets and script text were removed.')).toBeVisible();
  await dialog.getByLabel('Phone').pressSequentially('0712 345 678');
  await expect(dialog.getByLabel('Phone')).toHaveValue('0712345678');
  await expect(dialog.getByText('Saved as +254 712 345 678')).toBeVisible();
  await dialog.getByLabel('Email').fill('');
  await dialog.getByLabel('Email').pressSequentially('Amina.W@Example.COM');
  await expect(dialog.getByLabel('Email')).toHaveValue('amina.w@example.com');
  await dialog.getByLabel('Notes').fill('Prefers <b>morning</b> slots');
  await expect(dialog.getByLabel('Notes')).toHaveValue('Prefers bmorning/b slots');
  await dialogShot(page, 'clients-add-dialog');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(toast(page, 'Client added successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const amina = card(page, 'Amina Wanjiru');
  await expect(amina.getByText('+254 712 345 678')).toBeVisible();
  await expect(amina.getByText('amina.w@example.com')).toBeVisible();
  await expect(amina.getByText('No visits yet')).toBeVisible();

  // one client per phone: the form says so under the phone
  await page.getByRole('button', { name: 'Add Client', exact: true }).click();
  const second = page.getByRole('dialog', { name: 'Add New Client' });
  await second.getByLabel('Name *').fill('Baraka Otieno');
  await second.getByLabel('Phone').fill('+254 712 345 678');
  await second.getByRole('button', { name: 'Add Client' }).click();
  await expect(second.getByText('A client with this phone number already exists.')).toBeVisible();
  await expect(
    toast(page, 'Failed to save client: A client with this phone number already exists.'),
  ).toBeVisible();
  await second.getByLabel('Phone').fill('0722 000 111');
  await second.getByRole('button', { name: 'Add Client' }).click();
  await expect(toast(page, 'Client added successfully')).toBeVisible();
  await expect(page.getByTestId('client-card')).toHaveCount(2);
  await screenshot(page, 'clients-grid');

  // search by name, phone or e-mail
  const search = page.getByRole('searchbox', { name: 'Search clients' });
  await search.fill('wanj');
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await expect(amina).toBeVisible();
  await search.fill('0722 000');
  await expect(card(page, 'Baraka Otieno')).toBeVisible();
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await search.fill('nobody here');
  await expect(page.getByRole('heading', { name: 'No clients match' })).toBeVisible();
  await screenshot(page, 'clients-no-match');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByTestId('client-card')).toHaveCount(2);

  // a public booking with Amina's number lands on her page
  const booked = await page.request.post(`/api/public/businesses/${businessId}/bookings`, {
    headers: { origin },
    data: {
      serviceId,
      date: addDays(localDateAt(new Date(), 'Africa/Nairobi'), 3),
      time: '10:00',
      staffId: null,
      customer: { name: 'Amina W.', email: 'amina.w@example.com', phone: '0712 345 678' },
      idempotencyKey: `clients-e2e-${Date.now()}`,
    },
  });
  expect(booked.status()).toBe(201);
  const { booking } = await readJson<{ booking: { ticketCode: string } }>(booked);
  await page.reload();
  await amina.click();
  await expect(page).toHaveURL(/\/app\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amina Wanjiru' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Client figures' });
  await expect(figures.getByText('Visits', { exact: true })).toBeVisible();
  await expect(figures.getByText('KES 0')).toBeVisible();
  await expect(figures.getByText('1 booking in all')).toBeVisible();
  await expect(page.getByText('Gel Manicure')).toBeVisible();
  await expect(page.getByText(booking.ticketCode)).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText('Prefers bmorning/b slots')).toBeVisible();
  await screenshot(page, 'client-page');

  // edit from the client page
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(edit.getByLabel('Phone')).toHaveValue('+254712345678');
  await edit.getByLabel('Address').fill('  Moi Avenue, Nairobi  ');
  await edit.getByLabel('Address').blur();
  await expect(edit.getByLabel('Address')).toHaveValue('Moi Avenue, Nairobi');
  await edit.getByRole('button', { name: 'Update Client' }).click();
  await expect(toast(page, 'Client updated successfully')).toBeVisible();
  await expect(page.getByText('Moi Avenue, Nairobi')).toBeVisible();
  // the toast covers the top of the page for its four seconds
  await expect(toast(page, 'Client updated successfully')).toBeHidden();

  // delete Baraka, after confirming; back on the list he is gone
  await page.getByRole('link', { name: 'All clients' }).click();
  await card(page, 'Baraka Otieno').click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Baraka Otieno?' });
  await dialogShot(page, 'client-delete-dialog');
  await confirm.getByRole('button', { name: 'Delete Client' }).click();
  await expect(toast(page, 'Client deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(page.getByTestId('client-card')).toHaveCount(1);

  // the quick action opens the Add Client form, and closing it leaves a plain address
  await page.goto('/app/clients?action=new');
  const quick = page.getByRole('dialog', { name: 'Add New Client' });
  await expect(quick).toBeVisible();
  await quick.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);

  // the same screens in the dark theme
  await page.evaluate(() => localStorage.setItem('miadi-theme', 'dark'));
  await page.reload();
  await expect(amina).toBeVisible();
  await screenshot(page, 'clients-dark');
  await amina.click();
  await expect(page.getByText('Gel Manicure')).toBeVisible();
  await screenshot(page, 'client-page-dark');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Client' })).toBeVisible();
  await dialogShot(page, 'client-edit-dialog-dark');
});

test('a long client list comes in pages of 24, newest first', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  await businessWithService(page.request, origin);
  for (let i = 1; i <= 26; i++) {
    const made = await page.request.post('/api/clients', {
      headers: { origin },
      data: {
        name: `Client ${String(i).padStart(2, '0')}`,
        phone: `07001000${String(i).padStart(2, '0')}`,
      },
    });
    expect(made.status()).toBe(201);
  }
  await page.goto('/app/clients');
  await expect(page.getByTestId('client-card')).toHaveCount(24);
  await expect(page.getByTestId('client-card').first()).toContainText('Client 26');
  await expect(page.getByText('1–24 of 26')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await screenshot(page, 'clients-pages');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('25–26 of 26')).toBeVisible();
  await expect(page.getByTestId('client-card')).toHaveCount(2);
  await expect(page.getByTestId('client-card').last()).toContainText('Client 01');
  // a search starts again on its first page
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('Client 0');
  await expect(page.getByTestId('client-card')).toHaveCount(9);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
});

test.describe('the demo owner’s clients', () => {
  test.use({ storageState: OWNER_STATE });

  for (const theme of ['light', 'dark'] as const) {
    test(`list and client page have no serious accessibility problems (${theme})`, async ({
      page,
    }) => {
      // two full accessibility scans and two page loads: 25-35 s on this 2-core machine under load
      test.setTimeout(60_000);
      await page.addInitScript((value) => localStorage.setItem('miadi-theme', value), theme);
      const check = async (name: string) => {
        // contrast is measured on the final colours, after entrance transitions
        await settled(page);
        await screenshot(page, `${name}-${theme}`);
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
          .analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`);
        expect(serious).toEqual([]);
      };
      await page.goto('/app/clients');
      await expect(page.getByTestId('client-card').first()).toBeVisible();
      await check('clients-demo');
      // a client with past visits: figures and a history with several statuses
      await page
        .getByTestId('client-card')
        .filter({ hasText: /\d+ visits?/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Booking history' })).toBeVisible();
      await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
      await check('client-demo');
    });
  }
});
