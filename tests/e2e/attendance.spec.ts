import type { APIRequestContext, Page } from '@playwright/test';
import { formatDate } from '../../src/shared/format/dates';
import { expect, screenshot, test } from './fixtures';
import { expectAccessible, setTheme } from './support/accessibility';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { readJson } from '../support/answers';

interface DayAnswer {
  today: string;
  records: Array<{ id: string; staffId: string; status: string; notes: string | null }>;
}

/** The latest toast with this text (an earlier identical one may still be fading). */
function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

function card(page: Page, name: string) {
  return page.getByTestId('attendance-card').filter({ has: page.getByRole('heading', { name }) });
}

/** A business with three active staff members and one who has left, made through the API. */
async function businessWithStaff(request: APIRequestContext, origin: string) {
  const headers = { origin };
  await createBusiness(request, origin, { name: 'Nyota Hair & Nails' });
  const ids: Record<string, string> = {};
  for (const [name, isActive] of [
    ['Wanjiru Kamau', true],
    ['Otieno Barasa', true],
    ['Baraka Mwangi', true],
    ['Former Colleague', false],
  ] as const) {
    const email = `${name.split(' ')[0]?.toLowerCase()}@nyota.example`;
    const made = await request.post('/api/staff', { headers, data: { name, email, isActive } });
    expect(made.status()).toBe(201);
    ids[name] = (await readJson<{ member: { id: string } }>(made)).member.id;
  }
  return ids;
}

/**
 * Takes out the browser's notes of calls the journey's own cut of the connection failed (a read in
 * flight when it goes offline): those failing is the app working, and the rest must stay empty.
 */
function forgiveOfflineFailures(consoleErrors: string[]): string[] {
  const offline = consoleErrors.filter((error) => error.includes('ERR_INTERNET_DISCONNECTED'));
  const rest = consoleErrors.filter((error) => !offline.includes(error));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
  return offline;
}

async function registerOf(request: APIRequestContext): Promise<DayAnswer> {
  const answer = await request.get('/api/attendance');
  expect(answer.status()).toBe(200);
  return await readJson<DayAnswer>(answer);
}

test('the front desk keeps the register online and offline, and reads the reports', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await context.grantPermissions(['geolocation'], { origin });
  await context.setGeolocation({ latitude: -1.2921, longitude: 36.8219, accuracy: 20 });
  await signInNewOwner(page, origin);
  const staff = await businessWithStaff(page.request, origin);

  await page.goto('/app/staff-attendance');
  await expect(page.getByRole('heading', { name: 'Staff Attendance', level: 1 })).toBeVisible();
  await expect(page.getByText('Digital work attendance register for your team')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Daily Attendance', 'Reports']);
  await expect(page.getByTestId('attendance-card')).toHaveCount(3);
  await expect(card(page, 'Former Colleague')).toHaveCount(0);
  const { today } = await registerOf(page.request);
  await expect(page.getByLabel('Date')).toHaveValue(today);
  // the register's own badges (the owner shell has an app status widget of its own)
  const daily = page.getByRole('tabpanel', { name: 'Daily Attendance' });
  await expect(daily.getByText('Online', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync' })).toBeVisible();

  // online: sign in with a note, then out
  const wanjiru = card(page, 'Wanjiru Kamau');
  await expect(wanjiru.getByText('Not signed in')).toBeVisible();
  await wanjiru.getByLabel('Notes (optional)').fill('Opening the salon');
  await wanjiru.getByRole('button', { name: 'Sign In Wanjiru Kamau' }).click();
  await expect(toast(page, 'Staff member signed in successfully')).toBeVisible();
  await expect(wanjiru.getByText('signed in', { exact: true })).toBeVisible();
  await expect(wanjiru.getByText('Opening the salon')).toBeVisible();
  await expect(wanjiru.getByText('Location tracked')).toBeVisible();
  await expect(wanjiru.getByRole('definition').first()).toHaveText(/^\d\d:\d\d$/);
  await wanjiru.getByRole('button', { name: 'Sign Out Wanjiru Kamau' }).click();
  await expect(toast(page, 'Staff member signed out successfully')).toBeVisible();
  await expect(wanjiru.getByText('signed out', { exact: true })).toBeVisible();
  await expect(wanjiru.getByText('Signed out', { exact: true })).toBeVisible();

  // someone signed in from another device meanwhile: the server refuses a second sign-in
  const elsewhere = await page.request.post('/api/attendance', {
    headers: { origin },
    data: { staffId: staff['Otieno Barasa'] },
  });
  expect(elsewhere.status()).toBe(201);
  const otieno = card(page, 'Otieno Barasa');
  await otieno.getByRole('button', { name: 'Sign In Otieno Barasa' }).click();
  await expect(
    toast(page, 'Duplicate sign-in detected! Please wait 5 minutes before trying again.'),
  ).toBeVisible();
  await expect(otieno.getByText('signed in', { exact: true })).toBeVisible();
  await screenshot(page, 'attendance-daily');

  // offline: the sign-in is kept on the device and shown at once as pending
  await context.setOffline(true);
  await expect(toast(page, 'Connection lost - working offline')).toBeVisible();
  await expect(page.getByRole('status').getByText('Working Offline')).toBeVisible();
  await expect(daily.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync' })).toHaveCount(0);
  const baraka = card(page, 'Baraka Mwangi');
  await baraka.getByLabel('Notes (optional)').fill('Came in early');
  await baraka.getByRole('button', { name: 'Sign In Baraka Mwangi' }).click();
  await expect(toast(page, 'Attendance saved offline. Will sync when online.')).toBeVisible();
  await expect(baraka.getByText('signed in', { exact: true })).toBeVisible();
  await expect(baraka.getByText('Pending sync')).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveText('1 pending');
  await screenshot(page, 'attendance-offline');
  await expectAccessible(page);

  // going online syncs the queue by itself, once
  await context.setOffline(false);
  await expect(toast(page, 'Connection restored - syncing data...')).toBeVisible();
  await expect(toast(page, 'Synced 1 offline attendance records')).toBeVisible();
  await expect(toast(page, 'All data synced successfully')).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  await expect(baraka.getByText('Pending sync')).toHaveCount(0);
  await expect(baraka.getByText('Came in early')).toBeVisible();
  // Sync again: nothing left to send, nothing stored twice
  await page.getByRole('button', { name: 'Sync' }).click();
  await expect(toast(page, 'All data synced successfully')).toBeVisible();
  const synced = (await registerOf(page.request)).records.filter(
    (record) => record.staffId === staff['Baraka Mwangi'],
  );
  expect(synced).toHaveLength(1);
  expect(synced[0]).toMatchObject({ status: 'signed_in', notes: 'Came in early' });

  // a sign-out made offline of that record is queued too, and synced on Sync
  await context.setOffline(true);
  await baraka.getByRole('button', { name: 'Sign Out Baraka Mwangi' }).click();
  await expect(baraka.getByText('signed out', { exact: true })).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveText('1 pending');
  await context.setOffline(false);
  await expect(toast(page, 'Synced 1 offline attendance records')).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  const closed = (await registerOf(page.request)).records.filter(
    (record) => record.staffId === staff['Baraka Mwangi'],
  );
  expect(closed.map((record) => record.status)).toEqual(['signed_out']);

  const summary = page.getByRole('region', { name: "Today's Attendance Summary" });
  await expect(summary.getByRole('listitem')).toHaveCount(3);
  await expect(summary.getByText('Located')).toHaveCount(2);

  // the export downloads every record when no dates are given
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`all_records_${today}.csv`);
  await expect(toast(page, 'Attendance records exported successfully')).toBeVisible();

  // reports: seven days back to today by default
  await page.getByRole('tab', { name: 'Reports' }).click();
  const to = page.getByRole('tabpanel').getByLabel('To', { exact: true });
  await expect(to).toHaveValue(today);
  const from = page.getByRole('tabpanel').getByLabel('From', { exact: true });
  const weekAgo = await from.inputValue();
  expect(
    new Date(`${today}T00:00:00Z`).getTime() - new Date(`${weekAgo}T00:00:00Z`).getTime(),
  ).toBe(7 * 86_400_000);
  const report = page.getByTestId('report-card').filter({ hasText: 'Wanjiru Kamau' });
  await expect(report.getByRole('definition')).toHaveText(['1', '0.0', '0.0']);
  await expect(page.getByTestId('report-record')).toHaveCount(3);
  await expect(
    page
      .getByTestId('report-record')
      .filter({ hasText: 'Otieno Barasa' })
      .getByText('Still working'),
  ).toBeVisible();
  await expect(page.getByTestId('report-record').first()).toContainText(formatDate(today));
  // three signed records on one date
  await expect(page.getByTestId('attendance-rate')).toHaveText('300.0%');
  await screenshot(page, 'attendance-reports');
  await expectAccessible(page);

  await to.fill(weekAgo);
  await from.fill(weekAgo);
  await expect(
    page.getByText('No attendance records found for the selected period.'),
  ).toBeVisible();
  await from.fill(today);
  await expect(page.getByText('The From date must be on or before the To date')).toBeVisible();

  // the same screens in the dark theme
  await setTheme(page, 'dark');
  await expect(card(page, 'Baraka Mwangi').getByText('signed out', { exact: true })).toBeVisible();
  await screenshot(page, 'attendance-daily-dark');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByTestId('report-record')).toHaveCount(3);
  await screenshot(page, 'attendance-reports-dark');
  await expectAccessible(page);
  forgiveOfflineFailures(consoleErrors);
});

test('a sync the returning connection starts does not wait behind the last sync’s reading', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  await businessWithStaff(page.request, origin);
  await page.goto('/app/staff-attendance');
  const wanjiru = card(page, 'Wanjiru Kamau');
  await expect(wanjiru).toBeVisible();

  // Sync reads the register again afterwards; that reading is still on its way
  let releaseReading: () => void = () => undefined;
  const readingHeld = new Promise<void>((resolve) => (releaseReading = resolve));
  await page.route(
    (url) => url.pathname === '/api/attendance',
    async (route) => {
      if (route.request().method() === 'GET') await readingHeld;
      await route.fallback();
    },
  );
  await page.getByRole('button', { name: 'Sync' }).click();
  await expect(toast(page, 'All data synced successfully')).toBeVisible();

  await context.setOffline(true);
  await wanjiru.getByRole('button', { name: 'Sign In Wanjiru Kamau' }).click();
  await expect(page.getByTestId('pending-count')).toHaveText('1 pending');
  await context.setOffline(false);
  await expect(toast(page, 'Synced 1 offline attendance records')).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveCount(0);
  releaseReading();
  await page.unroute((url) => url.pathname === '/api/attendance');
  const { records } = await registerOf(page.request);
  expect(records.filter((record) => record.status === 'signed_in')).toHaveLength(1);
  forgiveOfflineFailures(consoleErrors);
});

test('with no active staff the register says what to do', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  await createBusiness(page.request, origin, { name: 'Empty Salon' });
  await page.goto('/app/staff-attendance');
  await expect(page.getByRole('heading', { name: 'No active staff members' })).toBeVisible();
  await expect(page.getByText('Add staff members to start tracking attendance.')).toBeVisible();
  await screenshot(page, 'attendance-no-staff');
  await expectAccessible(page);
});

test.describe('the installed app', () => {
  // its worker keeps the register's page on the device
  test.use({ serviceWorkers: 'allow' });

  test('the register opens without a connection on a later visit, and its sign-ins wait there', async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await signInNewOwner(page, baseURL ?? '');
    await businessWithStaff(page.request, baseURL ?? '');
    await page.goto('/app/staff-attendance');
    await expect(card(page, 'Wanjiru Kamau')).toBeVisible();
    // the installed app's worker takes over this page, and the register is kept on the device
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect(card(page, 'Wanjiru Kamau')).toBeVisible();
    await page.waitForFunction(() => localStorage.getItem('miadi.offline-cache') !== null);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Working Offline')).toBeVisible();
    const wanjiru = card(page, 'Wanjiru Kamau');
    await expect(wanjiru).toBeVisible();
    await wanjiru.getByRole('button', { name: 'Sign In Wanjiru Kamau' }).click();
    await expect(wanjiru.getByText('Pending sync')).toBeVisible();
    await screenshot(page, 'attendance-opened-offline');

    await context.setOffline(false);
    await expect(wanjiru.getByText('Pending sync')).toHaveCount(0, { timeout: 15_000 });
    const { records } = await registerOf(page.request);
    expect(records.filter((record) => record.status === 'signed_in')).toHaveLength(1);
    // the calls made without a connection failed, as they must (nothing answers them from a cache)
    expect(forgiveOfflineFailures(consoleErrors).length).toBeGreaterThan(0);
  });
});
