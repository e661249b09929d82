import type { APIRequestContext } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { createBusiness, signInNewOwner } from './support/new-owner';
import {
  readJson,
  type ServiceAnswer,
  type BookingAnswer,
  type PaymentAnswer,
} from '../support/answers';

const GENERAL = {
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  bookingSlotDurationMinutes: 60,
  maxBookingsPerSlot: 5,
  bookingAdvanceDays: 30,
  autoConfirmBookings: true,
  requirePayment: true,
  sendReminders: false,
  reminderHoursBefore: 24,
};

/** The owner's business, taking payment on booking for one service. */
async function paidOnBookingBusiness(request: APIRequestContext, origin: string) {
  const headers = { origin };
  const businessId = await createBusiness(request, origin, {
    name: 'Zawadi Nails & Spa',
    city: 'Mombasa',
  });
  const settings = await request.put('/api/business/settings/general', { headers, data: GENERAL });
  expect(settings.status()).toBe(200);
  const added = await request.post('/api/services', {
    headers,
    data: {
      name: 'Gel Manicure',
      description: 'Shaping, cuticle care and gel polish.',
      priceMinor: 3_500_00,
      durationMinutes: 60,
      category: 'general',
      currency: 'KES',
    },
  });
  expect(added.status()).toBe(201);
  const { service } = await readJson<ServiceAnswer>(added);
  return { businessId, serviceId: service.id };
}

/**
 * A client books, starts a card payment and an M-Pesa payment for the same booking, and approves
 * both on the built-in test provider's pages: the first pays the booking, the second is owed back.
 */
async function clientPaysTwice(
  request: APIRequestContext,
  { businessId, serviceId }: { businessId: string; serviceId: string },
) {
  const date = new Date(Date.now() + 3 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
  const booked = await request.post(`/api/public/businesses/${businessId}/bookings`, {
    data: {
      serviceId,
      date,
      time: '11:00',
      staffId: null,
      customer: { name: 'Halima Said', email: 'halima@example.com', phone: '0712 000 303' },
      idempotencyKey: `earnings-${Date.now()}`,
    },
  });
  expect(booked.status()).toBe(201);
  const { booking } = await readJson<BookingAnswer>(booked);
  const start = async (data: object) => {
    const response = await request.post(`/api/public/bookings/${booking.id}/payment`, { data });
    expect(response.status()).toBe(200);
    return (await readJson<PaymentAnswer>(response)).payment.reference;
  };
  const card = await start({ method: 'card' });
  const mpesa = await start({ method: 'mpesa', phone: '0712 000 303' });
  for (const reference of [card, mpesa]) {
    const approved = await request.post(`/pay/test/${reference}`, {
      form: { outcome: 'success' },
      maxRedirects: 0,
    });
    expect(approved.status()).toBe(303);
  }
}

/** Another client books and declines the card payment on the test provider's page. */
async function clientDeclines(
  request: APIRequestContext,
  { businessId, serviceId }: { businessId: string; serviceId: string },
) {
  const date = new Date(Date.now() + 3 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
  const booked = await request.post(`/api/public/businesses/${businessId}/bookings`, {
    data: {
      serviceId,
      date,
      time: '14:00',
      staffId: null,
      customer: { name: 'Baraka Otieno', email: 'baraka@example.com', phone: '0712 000 404' },
      idempotencyKey: `declined-${Date.now()}`,
    },
  });
  expect(booked.status()).toBe(201);
  const { booking } = await readJson<BookingAnswer>(booked);
  const started = await request.post(`/api/public/bookings/${booking.id}/payment`, {
    data: { method: 'card' },
  });
  expect(started.status()).toBe(200);
  const { payment } = await readJson<PaymentAnswer>(started);
  const declined = await request.post(`/pay/test/${payment.reference}`, {
    form: { outcome: 'failure' },
    maxRedirects: 0,
  });
  expect(declined.status()).toBe(303);
}

test('an owner sets where they are paid, sees what clients paid and refunds a double payment', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  const business = await paidOnBookingBusiness(page.request, origin);

  // payouts: nothing yet
  await page.goto('/app/settings?tab=payouts');
  await expect(page.getByRole('heading', { name: 'Payout status' })).toBeVisible();
  await expect(page.getByText('Setup Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Awaiting verification', { exact: true })).toBeVisible();
  await expect(page.getByText('Payouts are processed within 24 hours.')).toBeVisible();
  const mpesa = page.getByLabel('M-Pesa number');
  await expect(mpesa).toHaveAttribute('placeholder', '254712345678');
  await expect(page.getByLabel('Airtel Money number')).toHaveAttribute(
    'placeholder',
    '254733123456',
  );

  // a number that is not a Kenyan mobile is refused where it was typed, and nothing is saved
  await mpesa.fill('12345');
  await page.getByRole('button', { name: 'Save Payout Settings' }).click();
  await expect(page.getByText('Please enter an M-Pesa number such as 254712345678')).toBeVisible();
  const stored = await page.request.get('/api/business/payouts');
  expect((await readJson<{ payouts: { mpesaNumber: string | null } }>(stored)).payouts).toEqual(
    expect.objectContaining({ mpesaNumber: null, isSetupComplete: false }),
  );

  // a good one, typed as people do, is kept in 254 format
  await mpesa.fill('0712 345 678');
  await page.getByLabel('Bank name').fill('Equity Bank');
  await page.getByRole('button', { name: 'Save Payout Settings' }).click();
  await expect(page.getByText('Payout settings saved successfully')).toBeVisible();
  await expect(page.getByText('Setup Complete', { exact: true })).toBeVisible();
  await expect(page.getByText('Awaiting verification', { exact: true })).toBeVisible();
  await expect(mpesa).toHaveValue('254712345678');
  // without Paystack, an administrator verifies the details later
  await expect(page.getByText('Saved, awaiting verification')).toBeVisible();
  await expect(page.getByText('An administrator checks new payout details')).toBeVisible();
  await screenshot(page, 'settings-payouts');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByText('Setup Complete', { exact: true })).toBeVisible();
  await expect(page.getByLabel('M-Pesa number')).toHaveValue('254712345678');
  await expect(page.getByLabel('Bank name')).toHaveValue('Equity Bank');

  // earnings: nothing paid yet
  await page.getByRole('tab', { name: 'Earnings' }).click();
  await expect(page.getByRole('heading', { name: 'No payments yet' })).toBeVisible();
  await screenshot(page, 'settings-earnings-empty');

  await clientPaysTwice(page.request, business);
  await clientDeclines(page.request, business);
  await page.reload();
  const summary = page.getByLabel('Earnings summary');
  await expect(summary.getByText('KES 3,500')).toBeVisible();
  await expect(summary.getByText('KES 175')).toBeVisible();
  await expect(summary.getByText('KES 3,325')).toBeVisible();
  await expect(summary.getByText('1 payment', { exact: true })).toBeVisible();
  await expect(page.getByText('A payment to refund')).toBeVisible();
  // both payments are listed, the later one owed back
  const isPhone = (page.viewportSize()?.width ?? 0) < 768;
  const rows = isPhone
    ? page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Recent transactions' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Halima Said' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Completed' })).toContainText('Gel Manicure');
  await expect(rows.filter({ hasText: 'Refund due' })).toContainText('M-Pesa');
  // a declined payment is listed as failed, with no fee and no net amount: no money came
  const declined = rows.filter({ hasText: 'Baraka Otieno' });
  await expect(declined).toContainText('Failed');
  await expect(declined).toContainText('KES 3,500');
  await expect(declined).not.toContainText('KES 175');
  await expect(declined).not.toContainText('KES 3,325');
  if (isPhone) await expect(declined).not.toContainText('Fee');
  else {
    // the Fee and Net columns
    await expect(declined.getByRole('cell').nth(4)).toHaveText('-');
    await expect(declined.getByRole('cell').nth(5)).toHaveText('-');
  }
  await expect(page.getByText('Also in this period: 1 failed, 1 to refund.')).toBeVisible();
  await screenshot(page, 'settings-earnings');
  await expectAccessible(page);

  // the period reaches back a week, a year or all time
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(summary.getByText('KES 3,325')).toBeVisible();

  // refunding asks first, then gives the money back and the list follows
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund KES 3,500 to Halima Said?' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'settings-earnings-refund');
  await dialog.getByRole('button', { name: 'Refund KES 3,500' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Payment refunded|Refund requested/)).toBeVisible();
  await expect(rows.filter({ hasText: 'Refund due' })).toHaveCount(0);
  await expect(rows.filter({ hasText: /Refunded|Refunding/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await expect(
    page.getByText('Also in this period: 1 failed, 1 refunded (KES 3,500).'),
  ).toBeVisible();

  // both tabs in the dark theme
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'settings-earnings-dark');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Payouts' }).click();
  await expect(page.getByText('Setup Complete', { exact: true })).toBeVisible();
  await screenshot(page, 'settings-payouts-dark');
  await expectAccessible(page);
});
