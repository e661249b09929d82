import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, screenshot, test } from './fixtures';
import { waitForMail } from './support/mailbox';
import { signInNewOwner } from './support/new-owner';

const GENERAL = {
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  bookingSlotDurationMinutes: 60,
  maxBookingsPerSlot: 1,
  bookingAdvanceDays: 30,
  autoConfirmBookings: true,
  requirePayment: true,
  sendReminders: true,
  reminderHoursBefore: 24,
};

/** An owner's business with one bookable, paid-on-booking service that has a photo. */
async function ownerWithService(request: APIRequestContext, origin: string) {
  const headers = { origin };
  const created = await request.post('/api/business', {
    headers,
    data: {
      name: 'Wamaitha Braids Studio',
      email: '',
      phone: '0722 555 010',
      address: 'Moi Avenue',
      city: 'Nairobi',
      country: 'Kenya',
      website: '',
      description: 'Braids and natural hair care.',
    },
  });
  expect(created.status()).toBe(201);
  const { business } = (await created.json()) as { business: { id: string } };
  expect(
    (await request.put('/api/business/settings/general', { headers, data: GENERAL })).status(),
  ).toBe(200);
  const service = await request.post('/api/services', {
    headers,
    data: {
      name: 'Knotless Braids',
      description: 'Medium knotless braids, hair included.',
      priceMinor: 3_500_00,
      durationMinutes: 60,
      category: 'general',
      currency: 'KES',
    },
  });
  expect(service.status()).toBe(201);
  const { service: created2 } = (await service.json()) as { service: { id: string } };
  const photo = await sharp({
    create: { width: 800, height: 500, channels: 3, background: '#7c3f2c' },
  })
    .jpeg()
    .toBuffer();
  const upload = await request.post(`/api/services/${created2.id}/images`, {
    headers,
    multipart: { images: { name: 'braids.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status()).toBe(200);
  return business.id;
}

test('a visitor books from the QR link, pays with the test provider and gets a ticket; the slot then shows Full', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  const businessId = await ownerWithService(page.request, origin);

  // the visitor, in a browser of their own
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/book/${businessId}`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Wamaitha Braids Studio' }),
  ).toBeVisible();
  await expect(visitor.getByText('Pay on Booking')).toBeVisible();
  await expect(
    visitor.getByRole('img', { name: /Wamaitha Braids Studio, photo 1 of 1/ }),
  ).toBeVisible();
  await screenshot(visitor, 'booking-page');

  await visitor.getByRole('button', { name: 'Book' }).click();
  const panel = visitor.locator('#booking-panel');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor.getByText('Please fill in all required fields').first()).toBeVisible();
  await panel.getByLabel('Full name').fill('Njeri Kariuki');
  await panel.getByLabel('Email').fill('njeri@');
  await panel.getByLabel('Phone').fill('0712 345 678');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByText('Please enter a valid email address.')).toBeVisible();
  const email = `njeri-${Date.now()}@example.com`;
  await panel.getByLabel('Email').fill(email);
  await panel.getByRole('button', { name: 'Continue' }).click();

  // a date three days ahead, 10:00
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor.getByText('Please select both date and time')).toBeVisible();
  const date = await visitor.evaluate(() => {
    const local = new Date(Date.now() + 3 * 86_400_000 + 3 * 3_600_000);
    return local.toISOString().slice(0, 10);
  });
  if ((await panel.getByRole('button', { name: date }).count()) === 0) {
    await panel.getByRole('button', { name: 'Next month' }).click();
  }
  await panel.getByRole('button', { name: date }).click();
  await panel.getByRole('button', { name: /^10:00/ }).click();
  await screenshot(visitor, 'booking-calendar');
  await panel.getByRole('button', { name: 'Continue' }).click();

  await expect(panel.getByRole('radio', { name: 'Any available' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(panel.getByText('No staff members available')).toBeVisible();
  await panel.getByRole('button', { name: 'Continue' }).click();

  await expect(panel.getByText('KES 3,500').first()).toBeVisible();
  await screenshot(visitor, 'booking-payment');
  await panel.getByRole('button', { name: 'Pay KES 3,500' }).click();

  // the built-in test checkout
  await expect(visitor.getByText('Test payment')).toBeVisible();
  await screenshot(visitor, 'test-checkout');
  await visitor.getByRole('button', { name: 'Pay KES 3,500' }).click();

  await expect(
    visitor.getByText('Payment successful! Your booking has been confirmed.'),
  ).toBeVisible();
  await expect(visitor.getByText('Booking confirmed')).toBeVisible();
  const ticket = (await visitor.getByTestId('ticket-code').textContent()) ?? '';
  expect(ticket).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  await screenshot(visitor, 'booking-confirmed');

  const mail = await waitForMail(email);
  expect(mail.subject).toContain(ticket);

  // the owner finds it among what is coming
  await page.goto('/app/bookings?view=upcoming');
  await expect(page.getByText(ticket)).toBeVisible();
  await expect(page.getByText('Njeri Kariuki')).toBeVisible();
  await screenshot(page, 'owner-bookings');

  // with one place per slot, 10:00 is now full for the next visitor
  await visitor.getByRole('button', { name: 'Book Another Service' }).click();
  await visitor.getByRole('button', { name: 'Book' }).click();
  await panel.getByLabel('Full name').fill('Kamau Otieno');
  await panel.getByLabel('Email').fill(`kamau-${Date.now()}@example.com`);
  await panel.getByLabel('Phone').fill('0722 000 202');
  await panel.getByRole('button', { name: 'Continue' }).click();
  if ((await panel.getByRole('button', { name: date }).count()) === 0) {
    await panel.getByRole('button', { name: 'Next month' }).click();
  }
  await panel.getByRole('button', { name: date }).click();
  const full = panel.getByRole('button', { name: /^10:00/ });
  await expect(full).toBeDisabled();
  await expect(full).toContainText('Full');
  await screenshot(visitor, 'booking-full');
  await visitorContext.close();
});
