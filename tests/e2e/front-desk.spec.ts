import type { APIRequestContext, Page } from '@playwright/test';
import { TIMEZONES } from '../../src/shared/settings';
import { localDateAt } from '../../src/shared/zoned-time';
import { expect, screenshot, test } from './fixtures';
import { OWNER_PASSWORD, signInNewOwner } from './support/new-owner';
import { readJson, type BusinessAnswer, type ServiceAnswer } from '../support/answers';

/**
 * A time zone where it is morning now (06:00-14:00), so the business has a day of slots ahead
 * whatever hour the journey runs at; the offered zones span enough offsets for every hour.
 */
function morningZone(): string {
  for (const { id } of TIMEZONES) {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: id }).format(
        new Date(),
      ),
    );
    if (hour >= 6 && hour < 14) return id;
  }
  throw new Error('no offered time zone is in its morning now');
}

/** A business with long hours, a service, a stylist and three clients booked for today. */
async function morningAtTheSalon(request: APIRequestContext, origin: string) {
  const headers = { origin };
  const timezone = morningZone();
  const created = await request.post('/api/business', {
    headers,
    data: {
      name: 'Zuri Hair Lounge',
      email: '',
      phone: '0722 555 020',
      address: 'Kimathi Street',
      city: 'Nairobi',
      country: 'Kenya',
      website: '',
      description: '',
    },
  });
  expect(created.status()).toBe(201);
  const { business } = await readJson<BusinessAnswer>(created);
  const put = async (path: string, data: unknown) =>
    expect((await request.put(path, { headers, data })).status()).toBe(200);
  await put('/api/business/settings/general', {
    timezone,
    currency: 'KES',
    bookingSlotDurationMinutes: 30,
    maxBookingsPerSlot: 3,
    bookingAdvanceDays: 30,
    // pending until the desk confirms, so each booking can be cancelled from the list
    autoConfirmBookings: false,
    requirePayment: false,
    sendReminders: false,
    reminderHoursBefore: 24,
  });
  await put('/api/business/hours', {
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      opensAt: '06:00',
      closesAt: '23:00',
      isOpen: true,
    })),
  });
  const service = await request.post('/api/services', {
    headers,
    data: {
      name: 'Silk Press',
      description: 'Wash, blow-dry and silk press.',
      priceMinor: 2_500_00,
      durationMinutes: 60,
      category: 'general',
      currency: 'KES',
    },
  });
  expect(service.status()).toBe(201);
  const { service: made } = await readJson<ServiceAnswer>(service);
  const stylist = await request.post('/api/staff', {
    headers,
    data: { name: 'Wanjiku Mwangi', email: 'wanjiku@zuri.example', specialties: [] },
  });
  expect(stylist.status()).toBe(201);

  const today = localDateAt(new Date(), timezone);
  const slots = await request.get(
    `/api/public/businesses/${business.id}/availability?serviceId=${made.id}&date=${today}`,
  );
  expect(slots.status(), await slots.text()).toBe(200);
  const { days } = await readJson<{
    days: { slots: { time: string; status: string }[] }[];
  }>(slots);
  const times = (days[0]?.slots ?? []).filter((s) => s.status === 'available').map((s) => s.time);
  expect(times.length).toBeGreaterThan(4);
  const clients = [
    ['Amani Otieno', '0711 200 301'],
    ['Beatrice Wairimu', '0711 200 302'],
    ['Chebet Kiprono', '0711 200 303'],
  ];
  for (const [i, [name, phone]] of clients.entries()) {
    const booked = await request.post(`/api/public/businesses/${business.id}/bookings`, {
      data: {
        serviceId: made.id,
        date: today,
        time: times[i + 1],
        staffId: null,
        customer: { name, email: `client${i}-${Date.now()}@example.com`, phone },
        idempotencyKey: `desk-${i}-${Date.now()}`,
      },
    });
    expect(booked.status()).toBe(201);
  }
  return { businessId: business.id, times };
}

function item(page: Page, name: string) {
  return page.getByTestId('booking-item').filter({ hasText: name });
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

test("the front desk's morning: today's list, complete, cancel, a walk-in and a move", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInNewOwner(page, baseURL ?? '');
  const { times } = await morningAtTheSalon(page.request, baseURL ?? '');

  await page.goto('/app/bookings');
  await expect(page.getByRole('heading', { name: 'Booking Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Today, / })).toBeVisible();
  await expect(page.getByTestId('booking-item')).toHaveCount(3);
  await expect(item(page, 'Amani Otieno')).toContainText('KES 2,500');
  await screenshot(page, 'bookings-today');

  // Amani's visit has not begun: 'Completed' is there, but not yet, and says from when
  await item(page, 'Amani Otieno').getByRole('combobox').click();
  const notYet = page.getByRole('option', { name: /^Completed/ });
  await expect(notYet).toBeDisabled();
  await expect(notYet).toContainText(`Once it starts, ${times[1]} on`);
  await screenshot(page, 'bookings-complete-not-yet', { isViewportOnly: true });
  await page.keyboard.press('Escape');
  await expect(notYet).toBeHidden();
  await expect(item(page, 'Amani Otieno')).toContainText('Pending');

  // Beatrice calls to cancel
  await item(page, 'Beatrice Wairimu').getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'Booking cancelled successfully')).toBeVisible();
  await expect(item(page, 'Beatrice Wairimu')).toContainText('Cancelled');

  // a walk-in, new to the salon, with the stylist
  await page.getByRole('button', { name: 'New Booking' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'New client' }).click();
  await dialog.getByLabel('Name *').fill('Dorcas Achieng');
  await dialog.getByLabel('Phone *').fill('0722 300 400');
  await dialog.getByLabel('Service *').click();
  await page.getByRole('option', { name: /Silk Press/ }).click();
  await dialog.getByLabel('Staff member (optional)').click();
  await page.getByRole('option', { name: 'Wanjiku Mwangi' }).click();
  // she sits down at once: the first time offered is the one already under way
  await dialog.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().click();
  await screenshot(page, 'bookings-new-walk-in');
  await dialog.getByRole('button', { name: 'Create booking' }).click();
  await expect(toast(page, 'Booking created successfully')).toBeVisible();
  await expect(item(page, 'Dorcas Achieng')).toContainText('Walk-in');
  await expect(item(page, 'Dorcas Achieng')).toContainText('with Wanjiku Mwangi');

  // Dorcas's visit has begun: done
  await item(page, 'Dorcas Achieng').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(toast(page, 'Booking marked as completed')).toBeVisible();
  await expect(item(page, 'Dorcas Achieng')).toContainText('Completed');

  // Chebet is running late: move her to a later time
  await item(page, 'Chebet Kiprono').getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Move booking' }).click();
  const move = page.getByRole('dialog');
  const later = times[5] ?? '';
  await move.getByRole('radio', { name: later }).click();
  await move.getByRole('button', { name: 'Move booking' }).click();
  await expect(toast(page, 'Booking moved successfully')).toBeVisible();
  await expect(item(page, 'Chebet Kiprono')).toContainText(later);

  // the desk finds a booking by phone as people say it
  await page.getByLabel('Search bookings').fill('0722300400');
  await expect(page.getByTestId('booking-item')).toHaveCount(1);
  await expect(item(page, 'Dorcas Achieng')).toBeVisible();
  await screenshot(page, 'bookings-search');
});

test('on a one-chair day the desk moves a booking half an hour later, into time only it held', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  const { times } = await morningAtTheSalon(page.request, origin);
  const headers = { origin };
  // only Chebet's hour-long booking is left, and the salon now takes one booking at a time
  const listed = await page.request.get('/api/bookings?view=all');
  const { bookings } = await readJson<{
    bookings: { id: string; customerName: string }[];
  }>(listed);
  for (const booking of bookings.filter((row) => row.customerName !== 'Chebet Kiprono')) {
    const cancelled = await page.request.patch(`/api/bookings/${booking.id}/status`, {
      headers,
      data: { status: 'cancelled' },
    });
    expect(cancelled.status()).toBe(200);
  }
  const business = await page.request.get('/api/business');
  const { settings } = await readJson<{ settings: Record<string, unknown> }>(business);
  const general = await page.request.put('/api/business/settings/general', {
    headers,
    data: {
      timezone: settings.timezone,
      currency: 'KES',
      bookingSlotDurationMinutes: 30,
      maxBookingsPerSlot: 1,
      bookingAdvanceDays: 30,
      autoConfirmBookings: false,
      requirePayment: false,
      sendReminders: false,
      reminderHoursBefore: 24,
    },
  });
  expect(general.status(), await general.text()).toBe(200);

  await page.goto('/app/bookings');
  await item(page, 'Chebet Kiprono').getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Move booking' }).click();
  const move = page.getByRole('dialog');
  // half an hour either side overlaps only Chebet's own hour: both are offered
  const earlier = times[2] ?? '';
  const later = times[4] ?? '';
  await expect(move.getByRole('radio', { name: earlier })).toBeEnabled();
  await expect(move.getByRole('radio', { name: later })).toBeEnabled();
  await move.getByRole('radio', { name: later }).click();
  await screenshot(page, 'bookings-move-overlapping');
  await move.getByRole('button', { name: 'Move booking' }).click();
  await expect(toast(page, 'Booking moved successfully')).toBeVisible();
  await expect(item(page, 'Chebet Kiprono')).toContainText(later);
});

test('an account without a business sees its own bookings in the client view', async ({
  page,
  baseURL,
  browser,
}) => {
  const email = await signInNewOwner(page, baseURL ?? '');
  // a business elsewhere, where this person books under the same e-mail
  const salon = await browser.newPage();
  await signInNewOwner(salon, baseURL ?? '');
  const { businessId } = await morningAtTheSalon(salon.request, baseURL ?? '');
  const page1 = await salon.request.get(`/api/public/businesses/${businessId}`);
  const { services } = await readJson<{ services: { id: string }[] }>(page1);
  const date = localDateAt(new Date(Date.now() + 3 * 86_400_000), 'UTC');
  const booked = await page.request.post(`/api/public/businesses/${businessId}/bookings`, {
    data: {
      serviceId: services[0]?.id,
      date,
      time: '10:00',
      staffId: null,
      customer: { name: 'Esther Njoki', email, phone: '0799 000 111' },
      idempotencyKey: `client-view-${Date.now()}`,
    },
  });
  expect(booked.status()).toBe(201);
  await salon.close();

  await page.goto('/app/bookings');
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await expect(page.getByTestId('client-booking')).toHaveCount(1);
  await expect(page.getByTestId('client-booking')).toContainText('Zuri Hair Lounge');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await screenshot(page, 'bookings-client-view');
});

test('a session that ends mid-booking says so, and signing in again brings the form back as it was', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = await signInNewOwner(page, baseURL ?? '');
  await morningAtTheSalon(page.request, baseURL ?? '');
  await page.goto('/app/bookings');
  await page.getByRole('button', { name: 'New Booking' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'New client' }).click();
  await dialog.getByLabel('Name *').fill('Faith Wangari');
  await dialog.getByLabel('Phone *').fill('0733 555 666');
  // the session ends elsewhere (another tab signs out)
  expect(
    (
      await page.request.post('/api/auth/sign-out', { headers: { origin: baseURL ?? '' } })
    ).status(),
  ).toBe(200);
  await dialog.getByLabel('Service *').click();
  await page.getByRole('option', { name: /Silk Press/ }).click();

  await expect(toast(page, 'Session expired. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?next=%2Fapp%2Fbookings/);
  await screenshot(page, 'session-expired');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
  await panel.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/app\/bookings$/);
  const again = page.getByRole('dialog');
  await expect(again.getByLabel('Name *')).toHaveValue('Faith Wangari');
  await expect(again.getByLabel('Phone *')).toHaveValue('0733 555 666');
});
