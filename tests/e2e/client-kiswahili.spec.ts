import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { englishCheck } from './support/catalogue-english';
import { waitForMail } from './support/mailbox';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { chooseDay, nairobiDate } from './support/visitor-booking';
import { readJson, type ServiceAnswer } from '../support/answers';

/**
 * A client whose browser asks for Kiswahili books through the steps and then moves the booking on
 * their own link, reading each screen in Kiswahili, with none of the English of these screens'
 * catalogues left over (docs/decisions/0071).
 */
// the time zone's name comes from src/shared/format/time-zones.ts, not these screens' catalogues
const ZONE_NAME = 'East Africa Time';

const expectNoEnglish = englishCheck(
  [
    'web/features/public-booking/messages/booking-choices',
    'web/features/public-booking/messages/booking-payment',
    'web/features/client-link/messages/client-link-screens',
    'shared/messages/client-link-rules',
  ],
  { known: [ZONE_NAME] },
);

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

/** A new owner's pay-after-service business with one hour-long service. */
async function business(page: Page, origin: string): Promise<string> {
  await signInNewOwner(page, origin);
  const businessId = await createBusiness(page.request, origin, {
    name: 'Saluni ya Neema',
    phone: '0722 555 010',
  });
  const headers = { origin };
  expect(
    (await page.request.put('/api/business/settings/general', { headers, data: GENERAL })).status(),
  ).toBe(200);
  const created = await page.request.post('/api/services', {
    headers,
    data: {
      name: 'Kusuka Nywele',
      description: 'Kusuka kwa mtindo wa knotless.',
      priceMinor: 2_000_00,
      durationMinutes: 60,
      category: 'general',
      currency: 'KES',
    },
  });
  expect(created.status()).toBe(201);
  await readJson<ServiceAnswer>(created);
  return businessId;
}

test('a client books in Kiswahili through the steps, then moves the booking on their own link', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const businessId = await business(page, baseURL ?? '');

  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    locale: 'sw-KE',
  });
  const visitor = await context.newPage();
  await visitor.goto(`/book/${businessId}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'sw');
  await visitor
    .getByRole('listitem')
    .filter({ hasText: 'Kusuka Nywele' })
    .getByRole('button')
    .click();

  // step 1: who is booking, and its messages when a field is wrong
  const panel = visitor.locator('#booking-panel');
  await expect(panel.getByRole('heading', { name: 'Taarifa zako' })).toBeVisible();
  await panel.getByLabel('Jina kamili').fill('Amina Wanjiku');
  await panel.getByLabel('Barua pepe').fill('si-barua-pepe');
  await panel.getByRole('button', { name: 'Endelea' }).click();
  await expectNoEnglish(panel, 'the details step');
  await screenshot(visitor, 'sw-steps-details');
  const email = `amina-${Date.now()}@example.com`;
  await panel.getByLabel('Barua pepe').fill(email);
  await panel.getByLabel('Nambari ya simu').fill('0712 345 678');
  await panel.getByRole('button', { name: 'Endelea' }).click();

  // step 2: a day and a time
  await expect(panel.getByRole('heading', { name: 'Chagua tarehe na saa' })).toBeVisible();
  await chooseDay(panel, nairobiDate(3));
  await expect(panel.getByRole('group', { name: /^Nafasi za / })).toBeVisible();
  await panel.getByRole('button', { name: /^10:00/ }).click();
  await expectNoEnglish(panel, 'the calendar step');
  await screenshot(visitor, 'sw-steps-calendar');
  await panel.getByRole('button', { name: 'Endelea' }).click();

  // step 3: anyone available
  await expect(panel.getByRole('radio', { name: 'Mfanyakazi yeyote' })).toBeVisible();
  await expectNoEnglish(panel, 'the staff step');
  await panel.getByRole('button', { name: 'Endelea' }).click();

  // step 4: the last look, nothing to pay now
  await expect(panel.getByRole('heading', { name: 'Thibitisha miadi yako' })).toBeVisible();
  await expect(panel.getByText('Hulipi chochote sasa')).toBeVisible();
  await expectNoEnglish(panel, 'the last look');
  await screenshot(visitor, 'sw-steps-confirm');
  await panel.getByRole('button', { name: 'Thibitisha miadi' }).click();

  // the ticket
  await expect(panel.getByRole('heading', { name: 'Miadi imethibitishwa' })).toBeVisible();
  await expect(panel.getByText('Msimbo wa tiketi yako')).toBeVisible();
  await expectNoEnglish(panel, 'the ticket');
  await screenshot(visitor, 'sw-steps-ticket');

  // the client's own link, from the confirmation
  const mail = await waitForMail(email);
  const link = mail.links.find((href) => /\/b\/[A-Za-z0-9_-]{38}$/.test(href));
  expect(link, 'the confirmation carries the client link').toBeTruthy();
  await visitor.goto(new URL(link ?? '').pathname);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Saluni ya Neema' })).toBeVisible();
  await expect(visitor.getByText('Imethibitishwa', { exact: true })).toBeVisible();
  await expect(visitor.getByTestId('booking-when')).toContainText(', 10:00');
  await expect(
    visitor.getByText(/Unaweza kughairi au kubadilisha muda wa miadi hii hadi/),
  ).toBeVisible();
  const main = visitor.getByRole('main');
  await expectNoEnglish(main, 'the client link');
  await screenshot(visitor, 'sw-client-link');

  // move it to 14:00 four days ahead
  await visitor.getByRole('button', { name: 'Badilisha muda' }).click();
  await expect(visitor.getByRole('heading', { name: 'Chagua tarehe na saa mpya' })).toBeVisible();
  await chooseDay(main, nairobiDate(4));
  await visitor.getByRole('button', { name: '14:00' }).click();
  await expectNoEnglish(main, 'moving the booking');
  await screenshot(visitor, 'sw-client-link-move');
  await visitor.getByRole('button', { name: 'Thibitisha muda' }).click();
  await expect(visitor.getByText(/Muda wa miadi yako umebadilishwa kuwa/)).toBeVisible();
  await expect(visitor.getByTestId('booking-when')).toContainText(', 14:00');
  await expectNoEnglish(main, 'the moved booking');
  await screenshot(visitor, 'sw-client-link-moved');

  // the cancel dialog says what cancelling means, in Kiswahili
  await visitor.getByRole('button', { name: 'Ghairi miadi' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Ughairi miadi hii?' });
  await expect(
    dialog.getByText('Hakuna malipo yaliyofanywa, kwa hivyo hakuna pesa za kurejesha.'),
  ).toBeVisible();
  await expectNoEnglish(dialog, 'the cancel dialog');
  await screenshot(visitor, 'sw-client-link-cancel-dialog');
  await context.close();
});
