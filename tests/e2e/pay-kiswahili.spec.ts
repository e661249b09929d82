import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { englishCheck } from './support/catalogue-english';
import { waitForMail } from './support/mailbox';
import { signInNewOwner } from './support/new-owner';
import { chooseDay, nairobiDate } from './support/visitor-booking';
import { readJson, type BusinessAnswer, type ServiceAnswer } from '../support/answers';

/**
 * A client whose phone reads Kiswahili books a paid service and pays by M-Pesa (the built-in test
 * provider's prompt stands in for the phone), reading every screen in Kiswahili, with none of the
 * English of these screens' catalogues left over (docs/decisions/0071).
 */
const expectNoEnglish = englishCheck([
  'web/features/public-booking/messages/booking-page',
  'web/features/public-booking/messages/booking-choices',
  'web/features/public-booking/messages/booking-payment',
  'web/components/messages/payment-prompt',
  'web/lib/messages/connection',
  'shared/messages/durations',
  'server/messages/test-checkout-page',
]);

const GENERAL = {
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  bookingSlotDurationMinutes: 60,
  maxBookingsPerSlot: 2,
  bookingAdvanceDays: 30,
  autoConfirmBookings: true,
  requirePayment: true,
  sendReminders: true,
  reminderHoursBefore: 24,
};

/** A new owner's business that takes payment on booking, with one service of an hour and a half. */
async function paidBusiness(page: Page, origin: string): Promise<string> {
  await signInNewOwner(page, origin);
  const headers = { origin };
  const created = await page.request.post('/api/business', {
    headers,
    data: {
      name: 'Spa ya Baraka',
      email: '',
      phone: '0722 555 020',
      address: 'Moi Avenue',
      city: 'Nairobi',
      country: 'Kenya',
      website: '',
      description: 'Masaji na utunzaji wa ngozi.',
    },
  });
  expect(created.status()).toBe(201);
  const { business } = await readJson<BusinessAnswer>(created);
  expect(
    (await page.request.put('/api/business/settings/general', { headers, data: GENERAL })).status(),
  ).toBe(200);
  const service = await page.request.post('/api/services', {
    headers,
    data: {
      name: 'Masaji ya Mwili',
      description: 'Masaji ya mwili mzima kwa mafuta.',
      priceMinor: 3_500_00,
      durationMinutes: 90,
      category: 'general',
      currency: 'KES',
    },
  });
  expect(service.status()).toBe(201);
  await readJson<ServiceAnswer>(service);
  return business.id;
}

test('a client books in Kiswahili and pays by M-Pesa: the prompt, the approval, the ticket', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const businessId = await paidBusiness(page, baseURL ?? '');
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    locale: 'sw-KE',
  });
  const visitor = await context.newPage();
  await visitor.goto(`/book/${businessId}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(visitor.getByRole('heading', { name: 'Huduma' })).toBeVisible();
  // the service's length, said as a length of time: never a clock time after 'saa'
  const service = visitor.getByRole('listitem').filter({ hasText: 'Masaji ya Mwili' });
  await expect(service).toContainText('saa 1 na dakika 30');
  await expect(visitor.getByText('Lipa unapoweka miadi')).toBeVisible();
  await expectNoEnglish(visitor.locator('main'), 'the booking page');
  await screenshot(visitor, 'sw-pay-page');
  await service.getByRole('button', { name: 'Weka miadi' }).click();

  const panel = visitor.locator('#booking-panel');
  await expect(panel.getByText('Hatua 1 kati ya 4')).toBeVisible();
  await panel.getByLabel('Jina kamili').fill('Baraka Mwangi');
  const email = `baraka-${Date.now()}@example.com`;
  await panel.getByLabel('Barua pepe').fill(email);
  await panel.getByLabel('Nambari ya simu').fill('0722 000 505');
  await panel.getByRole('button', { name: 'Endelea' }).click();

  await expect(panel.getByRole('heading', { name: 'Chagua tarehe na saa' })).toBeVisible();
  await chooseDay(panel, nairobiDate(6));
  await panel.getByRole('button', { name: /^14:00/ }).click();
  await panel.getByRole('button', { name: 'Endelea' }).click();
  await expect(panel.getByRole('radio', { name: 'Mfanyakazi yeyote' })).toBeVisible();
  await panel.getByRole('button', { name: 'Endelea' }).click();

  // the last look: what is paid now, and for how long the place is held
  await expect(panel.getByRole('heading', { name: 'Malipo' })).toBeVisible();
  await expectNoEnglish(panel, 'the last look');
  await panel.getByRole('button', { name: 'Lipa KES 3,500' }).click();

  await expect(panel.getByRole('heading', { name: 'Lipia miadi yako' })).toBeVisible();
  await expect(panel.getByLabel('Nambari ya M-Pesa')).toHaveValue('0722000505');
  await expectNoEnglish(panel, 'the payment panel');
  await screenshot(visitor, 'sw-pay-panel');
  await panel.getByRole('button', { name: 'Tuma ombi la M-Pesa' }).click();

  await expect(panel.getByRole('heading', { name: 'Angalia simu yako' })).toBeVisible();
  await expect(panel.getByText('Tumetuma ombi la KES 3,500 kwa +254 722 000 505.')).toBeVisible();
  await expectNoEnglish(panel, 'the waiting prompt');
  await screenshot(visitor, 'sw-pay-waiting');

  // the built-in provider's page stands in for the phone, in the payer's language
  await panel.getByRole('link', { name: 'Fungua ombi la M-Pesa la majaribio' }).click();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'sw');
  await expectNoEnglish(visitor.locator('body'), 'the test M-Pesa prompt');
  await screenshot(visitor, 'sw-pay-prompt');
  await visitor.getByRole('button', { name: 'Kubali KES 3,500' }).click();

  await expect(visitor.getByText('Malipo yamefanikiwa! Miadi yako imethibitishwa.')).toBeVisible();
  await expect(panel.getByText('Miadi imethibitishwa')).toBeVisible();
  await expect(panel.getByText('KES 3,500, imelipwa')).toBeVisible();
  await expectNoEnglish(panel, 'the ticket');
  await screenshot(visitor, 'sw-pay-ticket');
  const ticket = (await panel.getByTestId('ticket-code').textContent()) ?? '';
  expect(ticket).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

  // the confirmation comes in the language the booking was made in
  const mail = await waitForMail(email);
  expect(mail.subject).toMatch(new RegExp(`^Miadi imethibitishwa: .*\\(${ticket}\\)$`));
  await context.close();
});
