import { expect, screenshot, test } from './fixtures';
import { openSalon, startedTime } from './support/morning-salon';
import { E2E_ADMIN } from './support/e2e-admin';
import { waitForLink } from './support/mailbox';
import { signInNewOwner } from './support/new-owner';
import { readJson, type BookingAnswer } from '../support/answers';

/** The review link from the mail the client gets once their visit is marked completed. */
const reviewLinkFor = (email: string) => waitForLink(email, /\/b\/[\w-]+\/review$/);

test('a client reviews a completed visit through the mailed link and sees it on the booking page', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const headers = { origin };
  await signInNewOwner(page, origin);
  const salon = await openSalon(page.request, origin);
  const { business } = await readJson<{
    business: { id: string; name: string };
  }>(await page.request.get('/api/business'));

  // the client books through the public page's API (the booking screens are booking.spec.ts's)
  const email = `client-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const booked = await page.request.post(`/api/public/businesses/${business.id}/bookings`, {
    headers,
    data: {
      serviceId: salon.serviceId,
      date: salon.today,
      time: salon.times[1],
      staffId: null,
      customer: { name: 'Wanjiru Kamau', email, phone: '0711 222 333' },
      idempotencyKey: `review-${Date.now()}`,
    },
  });
  expect(booked.status()).toBe(201);
  const { booking } = await readJson<BookingAnswer>(booked);
  // she comes in early and the desk takes her at once: the visit has begun...
  const now = await page.request.patch(`/api/bookings/${booking.id}`, {
    headers,
    data: { date: salon.today, time: await startedTime(page.request, salon) },
  });
  expect(now.status(), await now.text()).toBe(200);
  // ...and the owner marks it completed, which mails the client the review link
  const done = await page.request.patch(`/api/bookings/${booking.id}/status`, {
    headers,
    data: { status: 'completed' },
  });
  expect(done.status()).toBe(200);
  const link = await reviewLinkFor(email);

  // the client, on their own device with no account
  const device = await browser.newContext({
    viewport: page.viewportSize(),
    hasTouch: testInfo.project.name === 'phone',
    extraHTTPHeaders: { 'x-forwarded-for': '198.18.250.7' },
  });
  const client = await device.newPage();
  const clientErrors: string[] = [];
  client.on('pageerror', (error) => clientErrors.push(error.message));
  await client.goto(link);
  await expect(client.getByRole('heading', { name: business.name })).toBeVisible();
  await expect(client.getByText('Gel Manicure')).toBeVisible();
  await screenshot(client, 'review-form');

  // nothing chosen: the form says so
  await client.getByRole('button', { name: 'Submit review' }).click();
  await expect(client.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();

  // the fifth star, tapped as a client would
  await client
    .locator('label')
    .filter({ has: client.getByRole('radio', { name: '5 stars' }) })
    .click();
  await expect(client.getByRole('radio', { name: '5 stars' })).toBeChecked();
  // each journey's own words, so the admins' list (shared by the journeys) shows which is whose
  const comment = `Wonderful gel manicure. <b>Amina</b> was so careful & kind! ${testInfo.project.name}-${Date.now().toString(36)}`;
  await client.getByLabel('Your comment (optional)').fill(comment);
  await client.getByRole('button', { name: 'Submit review' }).click();
  await expect(client.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();
  await expect(client.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await screenshot(client, 'review-thanks');

  // on the business's booking page, the review is listed (as text) with the average
  await client.getByRole('link', { name: `See ${business.name}` }).click();
  await expect(client).toHaveURL(`/book/${business.id}`);
  const reviews = client.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(comment, { exact: true })).toBeVisible();
  await expect(reviews.getByText('Wanjiru K.')).toBeVisible();
  await expect(reviews.getByText('5.0')).toBeVisible();
  await expect(reviews.getByText('1 review', { exact: true })).toBeVisible();
  await expect(reviews.locator('b')).toHaveCount(0);
  await reviews.scrollIntoViewIfNeeded();
  await screenshot(client, 'review-on-booking-page');

  // the owner sees it on their Reviews page and answers it publicly
  await page.goto('/app/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(page.getByText(comment, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply to this review' });
  await dialog.getByLabel('Your reply').fill('Asante sana, Wanjiru! See you next time.');
  await dialog.getByRole('button', { name: 'Save reply' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Asante sana, Wanjiru! See you next time.')).toBeVisible();
  await screenshot(page, 'owner-reviews');

  await client.reload();
  await expect(
    client
      .getByRole('region', { name: 'Reviews' })
      .getByText('Asante sana, Wanjiru! See you next time.'),
  ).toBeVisible();

  // a second visit to the link shows the review, still open to changes
  await client.goto(link);
  await expect(client.getByRole('button', { name: 'Update review' })).toBeVisible();
  await expect(client.getByLabel('Your comment (optional)')).toHaveValue(comment);

  // the owner reports it; an admin hides it, and the booking page no longer shows it
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const report = page.getByRole('dialog', { name: 'Report this review' });
  await report.getByLabel('Why should we look at it?').fill('Names a member of staff.');
  await report.getByRole('button', { name: 'Report review' }).click();
  await expect(report).toBeHidden();
  await expect(page.getByText('Reported', { exact: true })).toBeVisible();

  await page.context().clearCookies();
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/app/admin?tab=reviews');
  await expect(page.getByRole('tab', { name: 'Reviews', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reported', pressed: true })).toBeVisible();
  const reported = page
    .getByText(comment, { exact: true })
    .locator('xpath=ancestor::div[.//button[normalize-space()="Hide review"]][1]');
  await expect(reported.getByText('Names a member of staff.')).toBeVisible();
  await expect(reported.getByText(business.name)).toBeVisible();
  await screenshot(page, 'admin-reported-reviews');
  await reported.getByRole('button', { name: 'Hide review' }).click();
  await expect(page.getByText('Review hidden')).toBeVisible();

  await client.goto(`/book/${business.id}`);
  await expect(
    client.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet', { exact: false }),
  ).toBeVisible();
  await expect(client.getByText(comment)).toHaveCount(0);
  expect(clientErrors).toEqual([]);
  await device.close();
});

test("a desk booking's review is taken, labelled on every screen and left out of the rating", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const headers = { origin };
  await signInNewOwner(page, origin);
  const salon = await openSalon(page.request, origin);
  const { business } = await readJson<{
    business: { id: string; name: string };
  }>(await page.request.get('/api/business'));
  // the outside probe's case: the owner books, at the desk, a client whose e-mail they read
  const email = `desk-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const deskBooking = async (time: string) => {
    const made = await page.request.post('/api/bookings', {
      headers,
      data: {
        serviceId: salon.serviceId,
        date: salon.today,
        time,
        client: { name: 'Baraka Otieno', phone: '0722 318 400', email },
        idempotencyKey: `desk-review-${time.replace(':', '')}-${Date.now()}`,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    return (await readJson<BookingAnswer>(made)).booking.id;
  };
  const complete = (id: string) =>
    page.request.patch(`/api/bookings/${id}/status`, { headers, data: { status: 'completed' } });
  // not begun: refused, so no review link goes out
  const ahead = await deskBooking(salon.times[3] ?? '');
  const early = await complete(ahead);
  expect(early.status()).toBe(409);
  expect(await early.json()).toMatchObject({ error: { code: 'not_started' } });
  // the visit under way can be completed, and its client asked for a review
  const visit = await deskBooking(await startedTime(page.request, salon));
  expect((await complete(visit)).status()).toBe(200);
  const link = await reviewLinkFor(email);

  const device = await browser.newContext({
    viewport: page.viewportSize(),
    hasTouch: testInfo.project.name === 'phone',
    extraHTTPHeaders: { 'x-forwarded-for': '198.18.250.9' },
  });
  const client = await device.newPage();
  await client.goto(link);
  await client
    .locator('label')
    .filter({ has: client.getByRole('radio', { name: '5 stars' }) })
    .click();
  const comment = `Best salon in Mombasa ${testInfo.project.name}-${Date.now().toString(36)}`;
  await client.getByLabel('Your comment (optional)').fill(comment);
  await client.getByRole('button', { name: 'Submit review' }).click();
  await expect(client.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();

  // on the booking page it is shown, labelled, and there is still no rating
  await client.goto(`/book/${business.id}`);
  const reviews = client.getByRole('region', { name: 'Reviews' });
  const shown = reviews.getByRole('listitem').filter({ hasText: comment });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('Booked by the business')).toBeVisible();
  await expect(shown.getByText('Not counted in the rating')).toBeVisible();
  await expect(reviews.getByText(/^\d+ reviews?$/)).toHaveCount(0);
  await shown.scrollIntoViewIfNeeded();
  await screenshot(client, 'review-desk-on-booking-page');
  await device.close();

  // the owner's Reviews page says the same
  await page.goto('/app/reviews');
  const card = page
    .getByText(comment, { exact: true })
    .locator('xpath=ancestor::div[contains(@class, "rounded-card")][1]');
  await expect(card.getByText('Booked by the business')).toBeVisible();
  await expect(card.getByText('Not counted in the rating')).toBeVisible();
  await screenshot(page, 'owner-reviews-desk');

  // ...and the admins find it among the reviews left out of the rating
  await page.context().clearCookies();
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/app/admin?tab=reviews');
  await page.getByRole('button', { name: 'Not in the rating' }).click();
  await expect(
    page.getByRole('button', { name: 'Not in the rating', pressed: true }),
  ).toBeVisible();
  const listed = page
    .getByText(comment, { exact: true })
    .locator('xpath=ancestor::div[contains(@class, "rounded-card")][1]');
  await expect(listed.getByText(business.name)).toBeVisible();
  await expect(listed.getByText('Booked by the business')).toBeVisible();
  await expect(listed.getByRole('button', { name: 'Hide review' })).toHaveCount(0);
  await listed.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-reviews-not-in-rating');
});

test('a review link that was tampered with says so', async ({ page }) => {
  await page.goto('/b/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/review');
  await expect(page.getByRole('heading', { name: 'Invalid Review Link' })).toBeVisible();
  await screenshot(page, 'review-invalid-link');
});
