import type { BrowserContext, Locator, Page } from '@playwright/test';
import { addDays } from 'date-fns';
import { localDateAt } from '../../src/shared/zoned-time';
import { expect, screenshot, test } from './fixtures';
import { waitForLink } from './support/mailbox';
import { openSalon, startedTime } from './support/morning-salon';
import { signInNewOwner } from './support/new-owner';
import { chooseDay } from './support/visitor-booking';
import { readJson, type BusinessAnswer, type BookingAnswer } from '../support/answers';

const CUSTOMER = { name: 'Wanjiru Kamau', email: 'wanjiru@example.com', phone: '0712 300 400' };
const DROPPED = /connection dropped/i;

/** A visitor of their own whose page errors are kept: a white page is an error nobody caught. */
async function visitorOn(context: BrowserContext): Promise<{ visitor: Page; errors: string[] }> {
  const visitor = await context.newPage();
  const errors: string[] = [];
  visitor.on('pageerror', (error) => errors.push(error.message));
  return { visitor, errors };
}

/** With the connection down, `act` is tried: the panel stays, says so, and keeps what was typed. */
async function whileOffline(context: BrowserContext, panel: Locator, act: () => Promise<void>) {
  await context.setOffline(true);
  await act();
  await expect(panel.getByRole('alert').filter({ hasText: DROPPED })).toBeVisible();
  await expect(panel).toBeVisible();
  await context.setOffline(false);
}

test('a booking survives the connection dropping at every step, and books once when it is back', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  const salon = await openSalon(page.request, origin);
  const business = await readJson<BusinessAnswer>(await page.request.get('/api/business'));
  // past the two days the page carries with it, so the times must be asked for
  const later = localDateAt(addDays(new Date(), 3), salon.timezone);

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const { visitor, errors } = await visitorOn(context);
  // the signal goes as soon as the page has painted: the steps' own code never arrives
  let hasSignal = false;
  await context.route(/\/assets\/choice-steps-[\w-]+\.js$/, (route) =>
    hasSignal ? route.continue() : route.abort('internetdisconnected'),
  );
  await visitor.goto(`/book/${business.business.id}`);
  const panel = visitor.locator('#booking-panel');
  await visitor.getByRole('button', { name: 'Book' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: DROPPED })).toBeVisible();
  await screenshot(visitor, 'booking-offline-steps');
  hasSignal = true;
  await panel.getByRole('button', { name: 'Try again' }).click();

  await panel.getByLabel('Full name').fill(CUSTOMER.name);
  await panel.getByLabel('Email').fill(CUSTOMER.email);
  await panel.getByLabel('Phone').fill(CUSTOMER.phone);
  // the day's times cannot be read
  await whileOffline(context, panel, async () => {
    await panel.getByRole('button', { name: 'Continue' }).click();
    await expect(panel.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
    await chooseDay(panel, later);
  });
  await screenshot(visitor, 'booking-offline-times');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await panel.getByRole('button', { name: /^10:00/ }).click();
  await panel.getByRole('button', { name: 'Continue' }).click();
  await panel.getByRole('button', { name: 'Continue' }).click();

  // the last tap: Confirm with no signal
  const confirm = panel.getByRole('button', { name: 'Confirm Booking' });
  // the step is on screen before the signal goes: it is the tap that meets no connection
  await expect(confirm).toBeVisible();
  await whileOffline(context, panel, () => confirm.click());
  await screenshot(visitor, 'booking-offline-confirm');
  await expect(panel.getByText(CUSTOMER.name)).toBeVisible();
  // written the one way phones are shown (docs/decisions/0063)
  await expect(panel.getByText('+254 712 300 400')).toBeVisible();

  // back online, one more tap books it once
  await confirm.click();
  await expect(panel.getByTestId('ticket-code')).toBeVisible();
  const listed = await readJson<{
    bookings: { customerName: string }[];
  }>(await page.request.get('/api/bookings?view=all'));
  expect(listed.bookings.filter((b) => b.customerName === CUSTOMER.name)).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

test("the client's own page and the review page keep what was typed when the connection drops", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const headers = { origin };
  await signInNewOwner(page, origin);
  const salon = await openSalon(page.request, origin);
  const { business } = await readJson<BusinessAnswer>(await page.request.get('/api/business'));
  const emailOf = (who: string) =>
    `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const bookAt = async (email: string, date: string, time: string | undefined) => {
    const booked = await page.request.post(`/api/public/businesses/${business.id}/bookings`, {
      headers,
      data: {
        serviceId: salon.serviceId,
        date,
        time,
        staffId: null,
        customer: { ...CUSTOMER, email },
        idempotencyKey: `dropped-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      },
    });
    expect(booked.status()).toBe(201);
    return (await readJson<BookingAnswer>(booked)).booking.id;
  };
  // a visit that has begun and is done (its review link), and one later on (its own link)
  const reviewer = emailOf('reviewer');
  const done = await bookAt(reviewer, salon.today, salon.times[1]);
  const moved = await page.request.patch(`/api/bookings/${done}`, {
    headers,
    data: { date: salon.today, time: await startedTime(page.request, salon) },
  });
  expect(moved.status()).toBe(200);
  const completed = await page.request.patch(`/api/bookings/${done}/status`, {
    headers,
    data: { status: 'completed' },
  });
  expect(completed.status()).toBe(200);
  const reviewLink = await waitForLink(reviewer, /\/b\/[\w-]+\/review$/);
  const canceller = emailOf('canceller');
  await bookAt(canceller, localDateAt(addDays(new Date(), 2), salon.timezone), '10:00');
  const ownLink = await waitForLink(canceller, /\/b\/[\w-]{38}$/);

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const { visitor, errors } = await visitorOn(context);

  // the client's own page: cancelling with no signal says so and keeps the dialog
  await visitor.goto(ownLink);
  await visitor.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = visitor.getByRole('dialog');
  await whileOffline(context, dialog, () =>
    dialog.getByRole('button', { name: 'Yes, cancel booking' }).click(),
  );
  await screenshot(visitor, 'client-link-offline', { isViewportOnly: true });
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(visitor.getByText('This booking is cancelled')).toBeVisible();

  // the review page: the stars and words stay while the connection is down
  await visitor.goto(reviewLink);
  await visitor
    .locator('label')
    .filter({ has: visitor.getByRole('radio', { name: '4 stars' }) })
    .click();
  const comment = 'Lovely work, and on time.';
  await visitor.getByLabel('Your comment (optional)').fill(comment);
  const form = visitor.locator('form');
  await whileOffline(context, form, () =>
    visitor.getByRole('button', { name: 'Submit review' }).click(),
  );
  await expect(visitor.getByLabel('Your comment (optional)')).toHaveValue(comment);
  await expect(visitor.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await screenshot(visitor, 'review-offline');
  await visitor.getByRole('button', { name: 'Submit review' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
