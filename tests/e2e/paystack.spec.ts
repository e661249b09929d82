import type { APIRequest, Page } from '@playwright/test';
import { DEMO_OWNER } from '../../src/server/seed/demo-data';
import { expect, screenshot, test } from './fixtures';
import {
  completePaystack,
  PAYSTACK_APP,
  waitForPaystackTransaction,
} from './support/fake-paystack-control';
import { waitForMail } from './support/mailbox';
import { bookUntilPayment, nairobiDate } from './support/visitor-booking';
import { readJson } from '../support/answers';

/**
 * Paying through Paystack (a local fake of it, e2e-stack.ts) on the app configured with its keys:
 * the demo's Amani Beauty Spa takes payment on booking, its payouts verified by the demo seed.
 */
const SERVICE = 'Swedish Massage';
let businessId = '';

/** The demo owner, signed in on the Paystack app (from an address of its own), as their browser is. */
async function ownerApi(playwright: { request: APIRequest }, address = '198.18.254.1') {
  const api = await playwright.request.newContext({
    baseURL: PAYSTACK_APP,
    extraHTTPHeaders: { origin: PAYSTACK_APP, 'x-forwarded-for': address },
  });
  const signIn = await api.post('/api/auth/sign-in/email', {
    data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
  });
  expect(signIn.status()).toBe(200);
  return api;
}

test.beforeAll(async ({ playwright }) => {
  // the Paystack app starts beside the main one, which is all Playwright waits for
  test.setTimeout(150_000);
  const probe = await playwright.request.newContext({ baseURL: PAYSTACK_APP });
  await expect
    .poll(async () => (await probe.get('/api/health').catch(() => null))?.status(), {
      timeout: 120_000,
      message: 'the Paystack app is up',
    })
    .toBe(200);
  await probe.dispose();
  const api = await ownerApi(playwright);
  const { business } = await readJson<{
    business: { id: string; name: string };
  }>(await api.get('/api/business'));
  expect(business.name).toBe('Amani Beauty Spa');
  businessId = business.id;
  await api.dispose();
});

/** A day of its own for each journey at each screen size, so parallel journeys never meet. */
function dayFor(journey: number): string {
  return nairobiDate(3 + journey + (test.info().project.name === 'desktop' ? 4 : 0));
}

async function reachPayment(page: Page, journey: number, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}-${Date.now()}@example.com`;
  await page.goto(`${PAYSTACK_APP}/book/${businessId}`);
  const panel = await bookUntilPayment(page, {
    service: SERVICE,
    customer: { name, email, phone: '0722 000 404' },
    date: dayFor(journey),
  });
  await panel.getByRole('button', { name: 'Pay KES 3,500' }).click();
  await expect(panel.getByLabel('M-Pesa number')).toHaveValue('0722000404');
  return { panel, email };
}

test('a client pays by M-Pesa through Paystack: the prompt, the approval on the phone, the ticket', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { panel, email } = await reachPayment(page, 0, 'Mercy Chebet');
  await panel.getByRole('button', { name: 'Send M-Pesa prompt' }).click();

  await expect(panel.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
  await expect(
    panel.getByText('Please complete authorization process on your mobile phone'),
  ).toBeVisible();
  // a real provider prompts the phone itself: no test page to open
  await expect(panel.getByRole('link', { name: 'Open the test M-Pesa prompt' })).toHaveCount(0);
  await screenshot(page, 'paystack-mpesa-waiting');

  const charge = await waitForPaystackTransaction(
    (t) => t.email === email && t.channel === 'mobile_money' && t.status === 'pending',
  );
  expect(charge.phone).toBe('+254722000404');
  expect(charge.amountMinor).toBe(3_500_00);
  expect(charge.currency).toBe('KES');
  expect(charge.subaccount, 'the business share goes to its subaccount').toMatch(/^ACCT_/);

  // the client approves on their phone; Paystack tells the app, and the page follows
  await completePaystack(charge.reference, 'success');
  await expect(
    page.getByText('Payment successful! Your booking has been confirmed.'),
  ).toBeVisible();
  await expect(panel.getByText('Booking confirmed')).toBeVisible();
  await expect(panel.getByText('KES 3,500, paid')).toBeVisible();
  const ticket = (await panel.getByTestId('ticket-code').textContent()) ?? '';
  expect((await waitForMail(email)).subject).toContain(ticket);
  await screenshot(page, 'paystack-mpesa-confirmed');
});

test('a declined M-Pesa prompt is said plainly, and a second prompt then goes through', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { panel, email } = await reachPayment(page, 1, 'Brian Mutua');
  await panel.getByRole('button', { name: 'Send M-Pesa prompt' }).click();
  await expect(panel.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
  const first = await waitForPaystackTransaction(
    (t) => t.email === email && t.channel === 'mobile_money' && t.status === 'pending',
  );

  await completePaystack(first.reference, 'failed');
  await expect(
    panel.getByText('The M-Pesa payment did not go through. You can try again.'),
  ).toBeVisible();
  await screenshot(page, 'paystack-mpesa-failed');

  // another try is another charge, with a reference of its own
  await panel.getByRole('button', { name: 'Send M-Pesa prompt' }).click();
  await expect(panel.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
  const second = await waitForPaystackTransaction(
    (t) => t.email === email && t.status === 'pending' && t.reference !== first.reference,
  );
  await completePaystack(second.reference, 'success');
  await expect(panel.getByText('Booking confirmed')).toBeVisible();
  await expect(panel.getByText('KES 3,500, paid')).toBeVisible();
});

test('a client pays by card on the Paystack checkout page and comes back to the ticket', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // the fake answers every path but its checkout as its API, so the browser's favicon request there
  // would be refused (401): a real checkout page has one
  await page.route(
    (url) => url.hostname === '127.0.0.1' && url.pathname === '/favicon.ico',
    (route) => route.fulfill({ status: 204 }),
  );
  const { panel, email } = await reachPayment(page, 2, 'Faith Njoroge');
  await panel.getByRole('button', { name: 'Pay with card' }).click();

  await expect(page.getByRole('heading', { name: 'Paystack test checkout' })).toBeVisible();
  const checkout = await waitForPaystackTransaction((t) => t.email === email);
  expect(checkout.amountMinor).toBe(3_500_00);
  expect(checkout.subaccount).toMatch(/^ACCT_/);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(new RegExp(`/book/${businessId}`));
  await expect(
    page.getByText('Payment successful! Your booking has been confirmed.'),
  ).toBeVisible();
  await expect(page.locator('#booking-panel').getByText('Booking confirmed')).toBeVisible();
  await expect(page.locator('#booking-panel').getByText('KES 3,500, paid')).toBeVisible();
});

test('a client who pays on Paystack after the business cancelled is told the booking stays cancelled and is refunded', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  await page.route(
    (url) => url.hostname === '127.0.0.1' && url.pathname === '/favicon.ico',
    (route) => route.fulfill({ status: 204 }),
  );
  const { panel, email } = await reachPayment(page, 3, 'Grace Wairimu');
  await panel.getByRole('button', { name: 'Pay with card' }).click();
  await expect(page.getByRole('heading', { name: 'Paystack test checkout' })).toBeVisible();

  // the business cancels the booking while the client is on Paystack's page, which cannot be voided
  const owner = await ownerApi(playwright, '198.18.254.2');
  // the journey's day is its own: the one booking there still waiting for its payment is this one
  const list = await owner.get(`/api/bookings?view=day&date=${dayFor(3)}&pageSize=100`);
  const { bookings } = await readJson<{
    bookings: { id: string; isAwaitingOnlinePayment: boolean }[];
  }>(list);
  const held = bookings.filter((row) => row.isAwaitingOnlinePayment);
  expect(held).toHaveLength(1);
  expect(
    (
      await owner.patch(`/api/bookings/${held[0]?.id}/status`, { data: { status: 'cancelled' } })
    ).status(),
  ).toBe(200);
  await owner.dispose();

  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/book/${businessId}`));
  await expect(
    page.getByText('This booking was cancelled. Your payment will be refunded.'),
  ).toBeVisible();
  const booking = page.locator('#booking-panel');
  await expect(booking.getByRole('heading', { name: 'Booking cancelled' })).toBeVisible();
  await expect(booking.getByText('Amani Beauty Spa cancelled this booking.')).toBeVisible();
  await expect(
    booking.getByText('Your payment of KES 3,500 will be refunded to you.'),
  ).toBeVisible();
  await expect(booking.getByText('Booking confirmed')).toHaveCount(0);
  await screenshot(page, 'paystack-paid-after-cancel');
  // the client is mailed the cancellation and, once the money lands, that it will be refunded
  await waitForMail(email, 2);
  const subjects = [(await waitForMail(email, 1)).subject, (await waitForMail(email, 2)).subject];
  expect(subjects).toContainEqual(expect.stringMatching(/^Refund on its way: booking /));
});
