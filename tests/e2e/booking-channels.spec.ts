import { expect, screenshot, test } from './fixtures';
import { waitForMail } from './support/mailbox';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { nairobiDate } from './support/visitor-booking';
import { readJson } from '../support/answers';

/** A code of seven digits for this run and project: a new business's own has five. */
const codeFor = (seed: number) => String(7_000_000 + (seed % 3_000_000));

test('an owner sees the booking code, changes it, and finds the WhatsApp link and QR code', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInNewOwner(page, origin);
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Tausi Salon ${suffix}`;
  const businessId = await createBusiness(page.request, origin, { name });
  const created = await page.request.post('/api/services', {
    headers: { origin },
    data: {
      name: 'Box Braids',
      description: 'Shoulder-length braids.',
      priceMinor: 2_500_00,
      durationMinutes: 60,
      category: 'general',
      currency: 'KES',
    },
  });
  expect(created.status()).toBe(201);
  const serviceId = (await readJson<{ service: { id: string } }>(created)).service.id;

  // another business, whose code this owner will try to take
  const rivalContext = await browser.newContext();
  const rival = await rivalContext.newPage();
  await signInNewOwner(rival, origin);
  await createBusiness(rival.request, origin, { name: `Tausi Rival ${suffix}` });
  const rivalCode = (
    await readJson<{ channels: { code: string } }>(
      await rival.request.get('/api/business/booking-code'),
    )
  ).channels.code;
  await rivalContext.close();

  // Settings shows the code, its WhatsApp link (the test chat here) with its QR code, and USSD
  await page.goto('/app/settings');
  const card = page.getByTestId('booking-channels');
  await expect(card.getByRole('heading', { name: 'Book by WhatsApp or USSD' })).toBeVisible();
  const codeShown = page.getByTestId('booking-code');
  await expect(codeShown).toHaveText(/^[1-9][0-9]{4}$/);
  const first = (await codeShown.textContent()) ?? '';
  const link = page.getByTestId('whatsapp-link');
  await expect(link).toHaveText(`${origin}/test/chat?code=${first}`);
  await expect(page.getByText('WhatsApp is not connected yet', { exact: false })).toBeVisible();
  await expect(
    page.getByRole('img', { name: `QR code that opens a WhatsApp chat with ${name}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'test USSD phone' })).toHaveAttribute(
    'href',
    `${origin}/test/ussd?code=${first}`,
  );
  await screenshot(page, 'booking-channels-settings');
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('WhatsApp link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin}/test/chat?code=${first}`,
  );

  // a wrong shape is said under the field; a code another business has is refused by the server
  const field = page.getByLabel('Change your code');
  await field.fill('12');
  await page.getByRole('button', { name: 'Save code' }).click();
  await expect(page.getByText('Use 4 to 8 digits, like 12345')).toBeVisible();
  await field.fill(rivalCode);
  await page.getByRole('button', { name: 'Save code' }).click();
  await expect(
    page.getByText(`${rivalCode} is already taken. Please choose another code.`),
  ).toBeVisible();
  // the full page from its top, so the sticky header stays where it belongs in the picture
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'booking-channels-taken');

  // a code of the owner's own choosing
  const wanted = codeFor(Date.now() + (test.info().project.name === 'phone' ? 0 : 1));
  await field.fill(wanted);
  await page.getByRole('button', { name: 'Save code' }).click();
  await expect(
    page.getByText(`Booking code changed to ${wanted}. Your old code still reaches your business.`),
  ).toBeVisible();
  await expect(codeShown).toHaveText(wanted);
  await expect(link).toHaveText(`${origin}/test/chat?code=${wanted}`);
  await expect(field).toHaveValue(wanted);

  // or one the server picks
  await page.getByRole('button', { name: 'Give me a new code' }).click();
  await expect(page.getByText(/^Your new booking code is \d{5,8}\./)).toBeVisible();
  await expect(codeShown).not.toHaveText(wanted);
  const picked = (await codeShown.textContent()) ?? '';
  expect(picked).toMatch(/^[1-9][0-9]{4,7}$/);
  await expect(link).toHaveText(`${origin}/test/chat?code=${picked}`);

  // the QR card carries the chat too
  await page.goto('/app/services');
  const chat = page.getByRole('link', { name: /Book on WhatsApp/ });
  await expect(chat).toHaveAttribute('href', `${origin}/test/chat?code=${picked}`);
  await expect(page.getByText(picked, { exact: true })).toBeVisible();
  await screenshot(page, 'booking-channels-qr-card');

  // the public page offers it, the server filling in the code the business has now
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/book/${businessId}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  const book = visitor.getByRole('link', { name: 'Book on WhatsApp' });
  await expect(book).toHaveAttribute('href', `/api/public/businesses/${businessId}/whatsapp`);
  await expect(visitor.getByText(picked, { exact: true })).toBeVisible();
  const opened = await visitor.request.get(`/api/public/businesses/${businessId}/whatsapp`, {
    maxRedirects: 0,
  });
  expect(opened.status()).toBe(302);
  expect(opened.headers()['location']).toBe(`${origin}/test/chat?code=${picked}`);
  await screenshot(visitor, 'booking-channels-public-page');

  // and so does the client's own link, from the confirmation of a booking made on the page
  const email = `amani-${suffix}@example.com`;
  const booked = await visitor.request.post(`/api/public/businesses/${businessId}/bookings`, {
    data: {
      serviceId,
      date: nairobiDate(3),
      time: '10:00',
      staffId: null,
      customer: { name: 'Amani Njoroge', email, phone: '0712 345 678' },
      idempotencyKey: `channels-visit-${suffix}`,
    },
  });
  expect(booked.status()).toBe(201);
  const mail = await waitForMail(email);
  const own = mail.links.find((href) => /\/b\/[A-Za-z0-9_-]{38}$/.test(href));
  await visitor.goto(new URL(own ?? '').pathname);
  await expect(visitor.getByRole('link', { name: 'Book again on WhatsApp' })).toHaveAttribute(
    'href',
    `/api/public/businesses/${businessId}/whatsapp`,
  );
  await screenshot(visitor, 'booking-channels-client-link');
  await visitorContext.close();

  // a desk booking shows where it came from, and the dashboard counts the channels
  const desk = await page.request.post('/api/bookings', {
    headers: { origin },
    data: {
      serviceId,
      date: nairobiDate(2),
      time: '10:00',
      client: { name: 'Wanjiku Kamau', phone: '0722 100 200' },
      idempotencyKey: `channels-${suffix}`,
    },
  });
  expect(desk.status()).toBe(201);
  await page.goto('/app/bookings?view=upcoming');
  await expect(page.getByTestId('booking-channel').first()).toHaveText('Walk-in');
  await screenshot(page, 'booking-channels-list');
  const { clients } = await readJson<{ clients: { id: string }[] }>(
    await page.request.get('/api/clients'),
  );
  await page.goto(`/app/clients/${clients[0]?.id ?? ''}`);
  await expect(page.getByTestId('booking-channel')).toHaveText('Walk-in');
  await screenshot(page, 'booking-channels-client');
  await page.goto('/app/dashboard');
  const counts = page.getByTestId('channel-counts');
  await expect(counts.getByRole('heading', { name: 'Bookings by channel' })).toBeVisible();
  for (const label of ['Web', 'Walk-in', 'WhatsApp', 'USSD', 'API'])
    await expect(counts.getByText(label, { exact: true })).toBeVisible();
  await screenshot(page, 'booking-channels-dashboard');
});
