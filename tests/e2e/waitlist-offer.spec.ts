import { expect, screenshot, test } from './fixtures';
import { signInNewOwner } from './support/new-owner';
import { formatLongDay } from '../../src/shared/format/dates';
import { waitForLink } from './support/mailbox';
import { chooseDay } from './support/visitor-booking';
import { takenTenOClock } from './support/waitlist-day';

test('a client joins the waitlist for a taken time on the booking page, is offered it when the owner cancels, and takes it from the message', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  // 10:00 is taken; a client waits for exactly that time
  const { suffix, businessId, date, takenId } = await takenTenOClock(page, browser, {
    origin,
    name: 'Zawadi Salon',
    takenBy: '0711000555',
  });
  // a client on the booking page finds 10:00 full and joins the waitlist for it
  const email = `neema-${suffix}@example.com`;
  const client = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await client.goto(`/book/${businessId}`);
  await client.getByRole('button', { name: 'Book' }).click();
  const panel = client.locator('#booking-panel');
  await panel.getByLabel('Full name').fill('Neema Wanjiru');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Phone').fill('0722 000 555');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await chooseDay(panel, date);
  await expect(panel.getByRole('button', { name: /^10:00/ })).toContainText('Full');
  await expect(panel.getByText(/^Is the time you want taken\? Join the waitlist/)).toBeVisible();
  await panel.getByRole('button', { name: 'Join the waitlist' }).click();
  const form = panel.getByRole('form', { name: 'Join the waitlist' });
  await form.getByRole('radio', { name: 'Only between these times' }).check();
  await form.getByLabel('From').selectOption('10:00');
  await form.getByLabel('To').selectOption('10:00');
  await expect(form.getByText('We will message Neema Wanjiru at +254 722 000 555.')).toBeVisible();
  await screenshot(client, 'waitlist-join');
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  const joined = panel.getByTestId('waitlist-joined');
  await expect(joined.getByRole('heading', { name: 'You are on the waitlist' })).toBeVisible();
  await expect(joined).toContainText(
    `You are number 1 in line for Cornrows on ${formatLongDay(date)}.`,
  );
  await expect(joined).toContainText('The place is held for you for 15 minutes');
  await screenshot(client, 'waitlist-joined');
  await joined.getByRole('link', { name: 'See your place in line' }).click();
  await expect(
    client.getByRole('heading', { level: 1, name: `Zawadi Salon ${suffix}` }),
  ).toBeVisible();
  await expect(client.getByTestId('waitlist-position')).toHaveText(
    'You are number 1 in line. We will send you a message as soon as a place frees.',
  );
  await expect(client.getByText('At 10:00', { exact: true })).toBeVisible();
  await screenshot(client, 'waitlist-waiting');

  // the owner cancels the booking at 10:00: the place is held for the client, who takes it
  const cancelled = await page.request.patch(`/api/bookings/${takenId}/status`, {
    headers: { origin },
    data: { status: 'cancelled' },
  });
  expect(cancelled.status()).toBe(200);
  // the offer comes by e-mail, with the client's link: they take the place from it
  const link = await waitForLink(email, /\/w\/[A-Za-z0-9_-]{32}$/);
  await client.goto(link);
  await expect(client.getByRole('heading', { name: /^A place is held for you: / })).toBeVisible();
  await expect(client.getByText(/^It is held until \d{2}:\d{2}; after that/)).toBeVisible();
  await screenshot(client, 'waitlist-offer');
  await client.getByRole('button', { name: 'Take this place' }).click();
  await expect(
    client.getByText(/^The place is yours: .* 10:00\. Ticket [A-Z0-9]{8}\.$/),
  ).toBeVisible();
  await expect(client.getByRole('link', { name: 'See your booking' })).toHaveAttribute(
    'href',
    /\/b\//,
  );
  await screenshot(client, 'waitlist-booked');

  // the owner sees it confirmed, in the client's name
  const list = await page.request.get(`/api/bookings?view=all&q=Neema`);
  expect(await list.text()).toContain('"status":"confirmed"');
});
