import type { APIRequestContext } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { expectAccessible, setTheme } from './support/accessibility';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { readJson } from '../support/answers';

/** A day a week ahead, as yyyy-MM-dd (the business is open every day by default). */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 3_600_000).toISOString().slice(0, 10);
}

async function post(request: APIRequestContext, origin: string, url: string, data: object) {
  const response = await request.post(url, { headers: { origin }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return await readJson<Record<string, { id: string }>>(response);
}

test('an owner sees each active staff member with their next bookings and attendance', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  await createBusiness(page.request, origin, { name: 'Kito Barbers', city: 'Mombasa' });

  // no active staff yet
  await page.goto('/app/staff-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
  await expect(page.getByText('No active staff members')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Staff' })).toHaveAttribute(
    'href',
    '/app/staff',
  );

  const { service } = await post(page.request, origin, '/api/services', {
    name: 'Skin Fade',
    description: 'A clean fade.',
    priceMinor: 800_00,
    durationMinutes: 30,
  });
  const { member: baraka } = await post(page.request, origin, '/api/staff', {
    name: 'Baraka Mwangi',
    email: 'baraka@kito.example',
  });
  await post(page.request, origin, '/api/staff', { name: 'Juma Ali', email: 'juma@kito.example' });
  for (const [days, time, client] of [
    [3, '10:00', 'Otieno Kevin'],
    [2, '11:30', 'Mwende Grace'],
  ] as const) {
    await post(page.request, origin, '/api/bookings', {
      serviceId: service?.id,
      staffId: baraka?.id,
      date: daysAhead(days),
      time,
      client: { name: client, phone: '0722000999' },
      idempotencyKey: crypto.randomUUID(),
    });
  }
  await post(page.request, origin, '/api/attendance', { staffId: baraka?.id });

  await page.reload();
  const cards = page.getByRole('main').getByRole('region');
  await expect(cards).toHaveCount(2);
  const card = page.getByRole('region', { name: 'Baraka Mwangi' });
  await expect(card.getByText(/^signed in$/i).first()).toBeVisible();
  await expect(card.getByText('Upcoming bookings', { exact: true }).first()).toBeVisible();
  const upcoming = card.getByRole('listitem');
  // the two bookings, soonest first, then the one attendance record
  await expect(upcoming.nth(0)).toContainText('11:30');
  await expect(upcoming.nth(0)).toContainText('Mwende Grace · Skin Fade');
  await expect(upcoming.nth(1)).toContainText('Otieno Kevin');
  await expect(upcoming).toHaveCount(3);
  const juma = page.getByRole('region', { name: 'Juma Ali' });
  await expect(juma.getByText('Not signed in')).toBeVisible();
  await expect(juma.getByText('No upcoming bookings.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'staff-dashboard');
  await setTheme(page, 'dark');
  await expect(card).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'staff-dashboard-dark');
});
