import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, screenshot, test } from './fixtures';
import { waitForMail } from './support/mailbox';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { bookUntilPayment, nairobiDate } from './support/visitor-booking';
import { readJson, type ServiceAnswer } from '../support/answers';

const GENERAL = {
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  bookingSlotDurationMinutes: 60,
  maxBookingsPerSlot: 2,
  bookingAdvanceDays: 30,
  autoConfirmBookings: true,
  requirePayment: false,
  sendReminders: true,
  reminderHoursBefore: 24,
  clientChangeCutoffHours: 2,
  clientRefundPolicy: 'full',
};

/** A new owner's business with these general settings and one hour-long service. */
async function businessWithService(
  page: Page,
  origin: string,
  business: { name: string; phone?: string },
  general: typeof GENERAL,
  service: { name: string; description: string; priceMinor: number },
): Promise<{ businessId: string; serviceId: string }> {
  await signInNewOwner(page, origin);
  const businessId = await createBusiness(page.request, origin, business);
  const headers = { origin };
  expect(
    (await page.request.put('/api/business/settings/general', { headers, data: general })).status(),
  ).toBe(200);
  const created = await page.request.post('/api/services', {
    headers,
    data: { ...service, durationMinutes: 60, category: 'general', currency: 'KES' },
  });
  expect(created.status()).toBe(201);
  const { service: made } = await readJson<ServiceAnswer>(created);
  return { businessId, serviceId: made.id };
}

test('a client opens the link from their confirmation, moves the booking, then cancels it', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const { businessId } = await businessWithService(
    page,
    baseURL ?? '',
    { name: 'Pendo Nail Studio', phone: '0722 555 010' },
    GENERAL,
    { name: 'Gel Manicure', description: 'Gel polish, cuticle care.', priceMinor: 1_500_00 },
  );

  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/book/${businessId}`);
  const email = `zawadi-${Date.now()}@example.com`;
  const panel = await bookUntilPayment(visitor, {
    customer: { name: 'Zawadi Mwangi', email, phone: '0712 345 678' },
    date: nairobiDate(3),
    time: '10:00',
  });
  await panel.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(panel.getByText('Booking confirmed')).toBeVisible();

  // the confirmation carries the client's own link
  const mail = await waitForMail(email);
  const link = mail.links.find((href) => /\/b\/[A-Za-z0-9_-]{38}$/.test(href));
  expect(link, 'the confirmation carries the client link').toBeTruthy();
  const path = new URL(link ?? '').pathname;

  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Pendo Nail Studio' })).toBeVisible();
  await expect(visitor.getByTestId('booking-when')).toContainText('10:00');
  await expect(visitor.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    `/api/my-booking/${path.slice(3)}/calendar.ics`,
  );
  await expect(visitor.getByRole('link', { name: 'Message on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254722555010\?text=/,
  );
  await expect(visitor.getByText(/You can cancel or change this booking until/)).toBeVisible();
  await expectAccessible(visitor);
  await screenshot(visitor, 'client-link');

  // the calendar file downloads with its name
  const download = visitor.waitForEvent('download');
  await visitor.getByRole('link', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^booking-[A-Z0-9]{8}\.ics$/);

  // move it to 14:00 four days ahead
  await visitor.getByRole('button', { name: 'Change time' }).click();
  await expect(visitor.getByRole('heading', { name: 'Choose a new date and time' })).toBeVisible();
  const newDate = nairobiDate(4);
  if ((await visitor.getByRole('button', { name: newDate }).count()) === 0) {
    await visitor.getByRole('button', { name: 'Next month' }).click();
  }
  await visitor.getByRole('button', { name: newDate }).click();
  await visitor.getByRole('button', { name: '14:00' }).click();
  await expectAccessible(visitor);
  await screenshot(visitor, 'client-link-move');
  await visitor.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(visitor.getByText(/Your booking is moved to/)).toBeVisible();
  await expect(visitor.getByTestId('booking-when')).toContainText('14:00');

  // a reload reads the moved booking from the server
  await visitor.reload();
  await expect(visitor.getByTestId('booking-when')).toContainText('14:00');

  // later, cancel it: the dialog says what it means for the money
  await visitor.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(
    dialog.getByText('Nothing has been paid, so there is nothing to refund.'),
  ).toBeVisible();
  await expectAccessible(visitor);
  await screenshot(visitor, 'client-link-cancel-dialog');
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(visitor.getByText('This booking is cancelled')).toBeVisible();
  await expect(visitor.getByText('You cancelled it.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Change time' })).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText('Cancelled', { exact: true })).toBeVisible();
  await screenshot(visitor, 'client-link-cancelled');

  // a changed link shows the not-found screen, with nothing of the booking
  await visitor.goto(`${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`);
  await expect(visitor.getByRole('heading', { name: 'Booking Not Found' })).toBeVisible();
  await expect(visitor.getByText('Pendo Nail Studio')).toHaveCount(0);
  await screenshot(visitor, 'client-link-not-found');

  // the owner's list says who cancelled it
  const list = await page.request.get('/api/bookings?view=all');
  const { bookings } = await readJson<{
    bookings: { status: string; cancelledBy: string | null; customerName: string }[];
  }>(list);
  expect(bookings.find((row) => row.customerName === 'Zawadi Mwangi')).toMatchObject({
    status: 'cancelled',
    cancelledBy: 'client',
  });
  await visitorContext.close();

  // the owner sets the client-change rules in General settings
  await page.goto('/app/settings?tab=general');
  const hours = page.getByLabel('Clients may cancel or move until (hours before)');
  await expect(hours).toHaveValue('2');
  await hours.fill('200');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Client changes must close between 0 and 168 hours before the start'),
  ).toBeVisible();
  await hours.fill('24');
  await page.getByLabel('When a client cancels a paid booking').click();
  await page.getByRole('option', { name: 'No refund' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('General settings updated successfully')).toBeVisible();
  await page.getByRole('heading', { name: 'Client changes' }).scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshot(page, 'settings-client-changes');
  const saved = await page.request.get('/api/business');
  expect((await readJson<{ settings: object }>(saved)).settings).toMatchObject({
    clientChangeCutoffHours: 24,
    clientRefundPolicy: 'none',
  });
});

test('a client moves an hour-long booking half an hour later, into time only it was holding', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  // one chair, half-hour slots, an hour's service: 09:30 and 10:30 overlap a booking at 10:00
  const { businessId, serviceId } = await businessWithService(
    page,
    baseURL ?? '',
    { name: 'Imani Barbers' },
    { ...GENERAL, bookingSlotDurationMinutes: 30, maxBookingsPerSlot: 1 },
    { name: 'Haircut and Beard', description: 'Cut, beard trim, hot towel.', priceMinor: 800_00 },
  );

  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  const email = `juma-${Date.now()}@example.com`;
  const date = nairobiDate(3);
  const booked = await visitor.request.post(`/api/public/businesses/${businessId}/bookings`, {
    data: {
      serviceId,
      date,
      time: '10:00',
      staffId: null,
      customer: { name: 'Juma Otieno', email, phone: '0712 345 679' },
      idempotencyKey: `juma-${Date.now()}`,
    },
  });
  expect(booked.status()).toBe(201);
  const mail = await waitForMail(email);
  const link = mail.links.find((href) => /\/b\/[A-Za-z0-9_-]{38}$/.test(href));
  expect(link).toBeTruthy();

  // the booking page offers nobody else 10:30: this booking is in the way
  const everyone = await visitor.request.get(
    `/api/public/businesses/${businessId}/availability?serviceId=${serviceId}&date=${date}`,
  );
  const { days } = await readJson<{
    days: { slots: { time: string; status: string }[] }[];
  }>(everyone);
  expect(days[0]?.slots.find((slot) => slot.time === '10:30')?.status).toBe('full');

  await visitor.goto(new URL(link ?? '').pathname);
  await visitor.getByRole('button', { name: 'Change time' }).click();
  if ((await visitor.getByRole('button', { name: date }).count()) === 0) {
    await visitor.getByRole('button', { name: 'Next month' }).click();
  }
  await visitor.getByRole('button', { name: date }).click();
  const times = visitor.getByRole('group', { name: /^Free times on / });
  await expect(times.getByRole('button', { name: '09:30' })).toBeVisible();
  // its own time is no move at all
  await expect(times.getByRole('button', { name: '10:00' })).toHaveCount(0);
  await times.getByRole('button', { name: '10:30' }).click();
  await screenshot(visitor, 'client-link-move-overlapping');
  await visitor.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(visitor.getByText(/Your booking is moved to/)).toBeVisible();
  await expect(visitor.getByTestId('booking-when')).toContainText('10:30');
  await visitorContext.close();
});
