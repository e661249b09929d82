import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { formatLongDay, formatMonth } from '../../src/shared/format/dates';
import { daysIntoWeek } from '../../src/shared/local-time';
import { expect, screenshot, test } from './fixtures';
import { waitForMail } from './support/mailbox';
import { signInNewOwner } from './support/new-owner';
import { bookUntilPayment, nairobiDate } from './support/visitor-booking';
import { readJson, type BusinessAnswer, type ServiceAnswer } from '../support/answers';

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
  const { business } = await readJson<BusinessAnswer>(created);
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
  const { service: created2 } = await readJson<ServiceAnswer>(service);
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

/**
 * A new owner's business (ownerWithService) opened by a visitor in a context of their own, who
 * books it up to the payment panel (Pay KES 3,500 pressed). `beforeVisit` runs on the visitor's
 * page before it opens the booking page (a clock to install, say).
 */
async function visitorAtPayment(
  { page, baseURL, browser }: { page: Page; baseURL: string | undefined; browser: Browser },
  booking: Parameters<typeof bookUntilPayment>[1],
  beforeVisit?: (visitor: Page) => Promise<void>,
) {
  await signInNewOwner(page, baseURL ?? '');
  const businessId = await ownerWithService(page.request, baseURL ?? '');

  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  await beforeVisit?.(visitor);
  await visitor.goto(`/book/${businessId}`);
  const panel = await bookUntilPayment(visitor, booking);
  await panel.getByRole('button', { name: 'Pay KES 3,500' }).click();
  return { visitorContext, visitor, panel };
}

test('a visitor books from the QR link, pays by card with the test provider and gets a ticket; the slot then shows Full', async ({
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
  // one way to write a date, and a week that starts on Monday (docs/decisions/0063): the 1st
  // sits under its own weekday counted from Monday
  await expect(panel.getByText(formatLongDay(date))).toBeVisible();
  const firstColumn = await panel
    .getByRole('group', { name: formatMonth(date), exact: true })
    .evaluate((grid) => Array.from(grid.children).findIndex((cell) => cell.tagName === 'BUTTON'));
  expect(firstColumn).toBe(daysIntoWeek(`${date.slice(0, 8)}01`));
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
  // the phone as typed ('0712 345 678'), shown the one way
  await expect(panel.getByText('+254 712 345 678')).toBeVisible();
  await screenshot(visitor, 'booking-payment');
  await panel.getByRole('button', { name: 'Pay KES 3,500' }).click();

  // the place is held while the visitor pays: M-Pesa first, to the phone they gave, then card
  await expect(panel.getByRole('heading', { name: 'Pay for your booking' })).toBeVisible();
  await expect(panel.getByText('Wamaitha Braids Studio')).toBeVisible();
  await expect(panel.getByText('KES 3,500')).toBeVisible();
  await expect(panel.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(panel.getByLabel('M-Pesa number')).toHaveValue('0712345678');
  await screenshot(visitor, 'booking-payment-panel');
  await panel.getByRole('button', { name: 'Pay with card' }).click();

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
  await expect(panel.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
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

test('a visitor pays by M-Pesa: the prompt goes to their phone, approved there, and the ticket follows', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `wanjiru-${Date.now()}@example.com`;
  const { visitorContext, visitor, panel } = await visitorAtPayment(
    { page, baseURL, browser },
    {
      customer: { name: 'Wanjiru Mwangi', email, phone: '+254 722 000 303' },
      date: nairobiDate(4),
      time: '11:00',
    },
  );

  // the number from their details, in the form people write it; a wrong one is refused with a hint
  const number = panel.getByLabel('M-Pesa number');
  await expect(number).toHaveValue('0722000303');
  await number.fill('0812');
  await panel.getByRole('button', { name: 'Send M-Pesa prompt' }).click();
  await expect(
    panel.getByText('Please enter your M-Pesa number, such as 0712345678'),
  ).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await number.fill('0722 000 303');
  await panel.getByRole('button', { name: 'Send M-Pesa prompt' }).click();

  await expect(panel.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
  await expect(
    panel.getByText('We sent a request for KES 3,500 to +254 722 000 303.'),
  ).toBeVisible();
  await expect(panel.getByText('Waiting for your payment...')).toBeVisible();
  await screenshot(visitor, 'booking-mpesa-waiting');

  // the built-in provider's page stands in for the phone
  await panel.getByRole('link', { name: 'Open the test M-Pesa prompt' }).click();
  await expect(visitor.getByText('Test M-Pesa prompt').first()).toBeVisible();
  await screenshot(visitor, 'test-mpesa-prompt');
  await visitor.getByRole('button', { name: 'Approve KES 3,500' }).click();

  await expect(
    visitor.getByText('Payment successful! Your booking has been confirmed.'),
  ).toBeVisible();
  // back from the prompt page, the ticket is in view, on a phone too
  await expect(visitor.getByText('Booking confirmed')).toBeInViewport();
  await expect(visitor.getByText('KES 3,500, paid')).toBeVisible();
  const ticket = (await visitor.getByTestId('ticket-code').textContent()) ?? '';
  expect((await waitForMail(email)).subject).toContain(ticket);
  await visitorContext.close();
});

test('a booking the owner cancels while its visitor is on the checkout is not paid: the checkout refuses, the page says why', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const { visitorContext, visitor, panel } = await visitorAtPayment(
    { page, baseURL, browser },
    {
      customer: {
        name: 'Akinyi Odhiambo',
        email: `akinyi-${Date.now()}@example.com`,
        phone: '0722 000 606',
      },
      date: nairobiDate(6),
      time: '12:00',
    },
  );
  await panel.getByRole('button', { name: 'Pay with card' }).click();
  await expect(visitor.getByText('Test payment')).toBeVisible();

  // the owner cancels the booking while the visitor is still on the checkout page
  const list = await page.request.get('/api/bookings?view=all');
  const { bookings } = await readJson<{
    bookings: { id: string; customerName: string }[];
  }>(list);
  const held = bookings.find((row) => row.customerName === 'Akinyi Odhiambo');
  const cancelled = await page.request.patch(`/api/bookings/${held?.id}/status`, {
    headers: { origin: baseURL ?? '' },
    data: { status: 'cancelled' },
  });
  expect(cancelled.status()).toBe(200);

  // paying now is refused, and nothing is taken
  await visitor.getByRole('button', { name: 'Pay KES 3,500' }).click();
  await expect(visitor.getByRole('heading', { name: 'This payment was cancelled' })).toBeVisible();
  await expect(visitor.getByText('No money was taken.', { exact: false })).toBeVisible();
  await screenshot(visitor, 'test-checkout-cancelled');

  // back on the booking page, the visitor hears the booking was cancelled, not confirmed
  await visitor.getByRole('link', { name: 'Back to the booking' }).click();
  await expect(
    visitor.getByText('This booking was cancelled, so no payment was taken.'),
  ).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Booking cancelled' })).toBeInViewport();
  await expect(panel.getByText('Wamaitha Braids Studio cancelled this booking.')).toBeVisible();
  await expect(panel.getByText('No payment was taken.')).toBeVisible();
  await expect(panel.getByText('Booking confirmed')).toHaveCount(0);
  await expect(panel.getByTestId('ticket-code')).toHaveCount(0);
  await screenshot(visitor, 'booking-cancelled-while-paying');
  await visitorContext.close();

  // the owner's Earnings shows the attempt the cancel ended, and no money from it
  await page.goto('/app/settings?tab=earnings');
  const isPhone = (page.viewportSize()?.width ?? 0) < 768;
  const rows = isPhone
    ? page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Recent transactions' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Akinyi Odhiambo' })).toContainText('Cancelled');
  await expect(page.getByText('Also in this period: 1 cancelled.')).toBeVisible();
  await expect(page.getByLabel('Earnings summary').getByText('KES 0').first()).toBeVisible();
  await screenshot(page, 'settings-earnings-cancelled');
});

test('back from paying with the connection down, the visitor is told so and checks again', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const { visitorContext, visitor, panel } = await visitorAtPayment(
    { page, baseURL, browser },
    {
      customer: {
        name: 'Achieng Odhiambo',
        email: `achieng-${Date.now()}@example.com`,
        phone: '0733 000 404',
      },
      date: nairobiDate(5),
      time: '12:00',
    },
  );
  await panel.getByRole('button', { name: 'Pay with card' }).click();
  await expect(visitor.getByText('Test payment')).toBeVisible();

  // every ask for the payment's outcome fails on the way, as on a phone that lost its signal
  const checks: string[] = [];
  await visitor.route('**/api/public/payments/**', (route) => {
    checks.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await visitor.getByRole('button', { name: 'Pay KES 3,500' }).click();
  const notice = visitor
    .getByRole('alert')
    .filter({ hasText: "We couldn't check your payment: the connection dropped." });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('If you paid, nothing is lost');
  await expect(visitor.getByText('Checking your payment...')).toBeHidden();
  expect(checks.length).toBeGreaterThanOrEqual(5);
  await screenshot(visitor, 'booking-payment-unchecked');

  // the signal is back: one tap asks again, and the ticket follows
  await visitor.unroute('**/api/public/payments/**');
  await notice.getByRole('button', { name: 'Check again' }).click();
  await expect(
    visitor.getByText('Payment successful! Your booking has been confirmed.'),
  ).toBeVisible();
  await expect(visitor.getByText('Booking confirmed')).toBeVisible();
  await expect(notice).toBeHidden();
  await visitorContext.close();
});

test('a declined M-Pesa prompt brings the visitor back to pay again while the time is still held', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const { visitorContext, visitor, panel } = await visitorAtPayment(
    { page, baseURL, browser },
    {
      customer: {
        name: 'Otieno Ouma',
        email: `otieno-${Date.now()}@example.com`,
        phone: '0712345678',
      },
      date: nairobiDate(5),
      time: '09:00',
    },
  );
  await panel.getByRole('button', { name: 'Send M-Pesa prompt' }).click();
  await panel.getByRole('link', { name: 'Open the test M-Pesa prompt' }).click();
  await visitor.getByRole('button', { name: 'Decline the payment' }).click();

  // back on the booking page: the payment panel again, for the same held booking
  await expect(visitor.getByText('Payment failed. Please try again.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Pay for your booking' })).toBeVisible();
  await expect(panel.getByRole('timer')).toBeVisible();
  // the number they paid from is still there: trying again is one tap
  await expect(panel.getByLabel('M-Pesa number')).toHaveValue(/^(\+254|0)\s?712\s?345\s?678$/);
  await screenshot(visitor, 'booking-mpesa-declined');
  await panel.getByRole('button', { name: 'Send M-Pesa prompt' }).click();
  await panel.getByRole('link', { name: 'Open the test M-Pesa prompt' }).click();
  await visitor.getByRole('button', { name: 'Approve KES 3,500' }).click();
  await expect(visitor.getByText('Booking confirmed')).toBeVisible();
  await visitorContext.close();
});

test('when the held time runs out before paying, the visitor is told and chooses a time again', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const { visitorContext, visitor, panel } = await visitorAtPayment(
    { page, baseURL, browser },
    {
      customer: {
        name: 'Achieng Were',
        email: `achieng-${Date.now()}@example.com`,
        phone: '0712345678',
      },
      date: nairobiDate(6),
      time: '14:00',
    },
    (visitor) => visitor.clock.install(),
  );
  await expect(panel.getByRole('timer')).toBeVisible();

  await visitor.clock.fastForward('15:01');
  await expect(
    panel.getByText('The time held for this booking has run out. Please book again.'),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send M-Pesa prompt' })).toHaveCount(0);
  await screenshot(visitor, 'booking-hold-expired');
  await panel.getByRole('button', { name: 'Choose another time' }).click();
  await expect(panel.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
  await visitorContext.close();
});
