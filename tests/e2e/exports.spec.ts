import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays } from '../../src/shared/local-time';
import { localDateAt } from '../../src/shared/zoned-time';
import { readCsvObjects, UTF8_BOM } from '../support/csv-reader';
import { expect, screenshot, test } from './fixtures';
import { seriousViolations } from './support/accessibility';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { readJson, type ServiceAnswer } from '../support/answers';

/** The latest toast with this text (an earlier identical one may still be fading). */
function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

const today = () => localDateAt(new Date(), 'Africa/Nairobi');

/** Presses an export button, and opens the file the browser saved: its name and its records. */
async function exported(page: Page, button: Locator) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte order mark').toEqual(UTF8_BOM);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
  return { fileName: download.suggestedFilename(), ...readCsvObjects(text) };
}

/** A business with a service, made through the API (onboarding has its own journey). */
async function businessWithService(request: APIRequestContext, origin: string) {
  const headers = { origin };
  await createBusiness(request, origin, { name: 'Pwani Hair Studio', city: 'Mombasa' });
  const service = await request.post('/api/services', {
    headers,
    data: { name: 'Braids, long', description: 'Knotless braids.', priceMinor: 3_500_00 },
  });
  expect(service.status()).toBe(201);
  return (await readJson<ServiceAnswer>(service)).service.id;
}

/** A staff member and two walk-ins (each making a client), as the front desk would. */
async function someRecords(request: APIRequestContext, origin: string, serviceId: string) {
  const headers = { origin };
  const hired = await request.post('/api/staff', {
    headers,
    data: {
      name: 'Wanjirũ Kamau',
      email: 'wanjiru@pwani.example',
      phone: '0712 000 111',
      specialties: ['Box braids', 'Cornrows'],
    },
  });
  expect(hired.status()).toBe(201);
  const tomorrow = addDays(today(), 1);
  const tickets: string[] = [];
  for (const [time, name, phone, notes] of [
    ['10:00', 'Zoë Achieng', '0712 345 001', 'Wants "extra long", thin'],
    ['11:00', '=1+1 Otieno', '0712 345 002', '-5 minutes late, usually'],
  ] as const) {
    const booked = await request.post('/api/bookings', {
      headers,
      data: {
        serviceId,
        date: tomorrow,
        time,
        client: { name, phone },
        notes,
        idempotencyKey: `export-journey-${time.replace(':', '')}-${Date.now()}`,
      },
    });
    expect(booked.status()).toBe(201);
    tickets.push((await readJson<{ booking: { ticketCode: string } }>(booked)).booking.ticketCode);
  }
  return { tickets, tomorrow };
}

test('an owner exports bookings, clients and staff, and opens each file', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  const serviceId = await businessWithService(page.request, origin);

  // nothing yet: the spec's message, and no file
  await page.goto('/app/bookings');
  await expect(page.getByRole('heading', { name: 'Booking Management', level: 1 })).toBeVisible();
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Export bookings' }).click();
  await expect(toast(page, 'No data to export')).toBeVisible();
  await screenshot(page, 'exports-empty');
  expect(downloads).toBe(0);

  const { tickets, tomorrow } = await someRecords(page.request, origin, serviceId);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Export bookings' })).toBeVisible();
  await screenshot(page, 'exports-bookings-header');
  const bookings = await exported(page, page.getByRole('button', { name: 'Export bookings' }));
  await expect(toast(page, 'Bookings exported successfully')).toBeVisible();
  expect(bookings.fileName).toBe(`bookings_${today()}.csv`);
  expect(bookings.rows.map((row) => row.Ticket)).toEqual(tickets);
  expect(bookings.rows[0]).toMatchObject({
    Date: tomorrow,
    Time: '10:00',
    Service: 'Braids, long',
    Client: 'Zoë Achieng',
    'Client phone': "'+254712345001",
    Notes: 'Wants "extra long", thin',
    Amount: '3500.00',
    Currency: 'KES',
    'Booked by': 'Front desk',
  });
  expect(bookings.rows[1]).toMatchObject({
    Client: "'=1+1 Otieno",
    Notes: "'-5 minutes late, usually",
  });

  // clients, newest first, from their own page
  await page.goto('/app/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  const clients = await exported(page, page.getByRole('button', { name: 'Export clients' }));
  await expect(toast(page, 'Clients exported successfully')).toBeVisible();
  expect(clients.fileName).toBe(`clients_${today()}.csv`);
  expect(clients.rows.map((row) => row.Name)).toEqual(["'=1+1 Otieno", 'Zoë Achieng']);

  // staff, from the Staff page
  await page.goto('/app/staff');
  await expect(page.getByRole('heading', { name: 'Staff Management', level: 1 })).toBeVisible();
  const team = await exported(page, page.getByRole('button', { name: 'Export staff' }));
  await expect(toast(page, 'Staff exported successfully')).toBeVisible();
  expect(team.fileName).toBe(`staff_${today()}.csv`);
  expect(team.rows).toEqual([
    expect.objectContaining({
      Name: 'Wanjirũ Kamau',
      Email: 'wanjiru@pwani.example',
      Phone: "'+254712000111",
      Specialties: 'Box braids; Cornrows',
      Services: 'All services',
      Status: 'Active',
    }),
  ]);
  await screenshot(page, 'exports-staff-header');

  // the dashboard's Export Data card downloads the same lists
  await page.goto('/app/dashboard');
  const card = page.getByRole('region', { name: 'Export Data' });
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  const fromCard = await exported(page, card.getByRole('button', { name: 'Export bookings' }));
  expect(fromCard.rows.map((row) => row.Ticket)).toEqual(tickets);
  await expect(toast(page, 'Bookings exported successfully')).toBeVisible();

  // busy while the server is asked, then the failure the spec names
  await page.route('**/api/exports', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({
      status: 429,
      json: { error: { code: 'too_many', message: 'Slow down' } },
    });
  });
  await card.getByRole('button', { name: 'Export clients' }).click();
  await expect(card.getByRole('button', { name: 'Export clients' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Export clients' })).toHaveText('Exporting...');
  await card.screenshot({
    path: `test-results/screens/${test.info().project.name}/exports-card-busy.png`,
  });
  await expect(toast(page, 'Failed to export clients')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Export clients' })).toBeEnabled();
  await page.unroute('**/api/exports');
  await card.screenshot({
    path: `test-results/screens/${test.info().project.name}/exports-card.png`,
  });
  expect(await seriousViolations(page)).toEqual([]);

  // the dark theme (the owner's theme follows the system)
  await page.emulateMedia({ colorScheme: 'dark' });
  await card.screenshot({
    path: `test-results/screens/${test.info().project.name}/exports-card-dark.png`,
  });
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/app/clients');
  await expect(page.getByRole('button', { name: 'Export clients' })).toBeVisible();
  await screenshot(page, 'exports-clients-header-dark');
});
