import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { addDays } from '../../src/shared/local-time';
import { localDateAt } from '../../src/shared/zoned-time';
import { expect, screenshot, test } from './fixtures';
import { expectAccessible, setTheme } from './support/accessibility';
import { englishCheck } from './support/catalogue-english';
import { OTHER_AREAS, pictureCard } from './support/settings-screen';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { answerHooksWith, hooksReceived, hookUrl } from './support/test-hooks';
import { readJson } from '../support/answers';

/** A read-and-write key, made in its dialog (developers.spec.ts walks through it at length). */
async function makeKey(page: Page): Promise<string> {
  await page.getByTestId('api-keys').getByRole('button', { name: 'New key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await form.getByLabel('Name').fill('Booking website');
  await form.getByRole('radio', { name: /^Read and write/ }).check();
  await form.getByRole('button', { name: 'Make key' }).click();
  const key = (await page.getByTestId('new-api-key').textContent()) ?? '';
  await page.getByRole('button', { name: 'I have stored it' }).click();
  return key;
}

/** A service, and a booking of its first free time on the second day offered, made with the key. */
async function bookWithKey(page: Page, origin: string, key: string): Promise<string> {
  const made = await page.request.post('/api/services', {
    headers: { origin },
    data: { name: 'Hot stone massage', description: 'An hour.', priceMinor: 450000 },
  });
  expect(made.status()).toBe(201);
  const { service } = await readJson<{ service: { id: string } }>(made);
  const auth = { Authorization: `Bearer ${key}` };
  const today = localDateAt(new Date(), 'Africa/Nairobi');
  const open = await readJson<{
    days: { date: string; slots: { time: string; status: string }[] }[];
  }>(
    await page.request.get(
      `/api/v1/availability?serviceId=${service.id}&date=${addDays(today, 1)}&days=7`,
      { headers: auth },
    ),
  );
  const day = open.days.find((each) => each.slots.some((slot) => slot.status === 'available'));
  const time = day?.slots.find((slot) => slot.status === 'available')?.time;
  expect(day && time).toBeTruthy();
  const booked = await page.request.post('/api/v1/bookings', {
    headers: { ...auth, 'Idempotency-Key': `journey-${Date.now()}` },
    data: {
      serviceId: service.id,
      date: day?.date,
      time,
      client: { name: 'Achieng Otieno', phone: '0722000111' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await readJson<{ id: string }>(booked)).id;
}

test('an owner adds a webhook endpoint, sees a booking delivered, and sends it again', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInNewOwner(page, origin);
  const suffix = `${Date.now().toString(36).slice(-5)}-${test.info().project.name}`;
  await createBusiness(page.request, origin, { name: `Neema Spa ${suffix}` });
  const hook = `spa-${suffix}`;

  await page.goto('/app/settings?tab=developers');
  const key = await makeKey(page);
  const card = page.getByTestId('webhooks');
  await expect(card.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await expect(card.getByText('No webhook endpoints yet')).toBeVisible();
  await pictureCard(page, card, 'webhooks-empty');

  // the events are chosen, then the address is refused by the server: each said at its field
  await card.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await form.getByLabel('Endpoint URL').fill('http://example.com/miadi-events');
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('Choose at least one event to send')).toBeVisible();
  await form.getByRole('checkbox', { name: /^Booking made/ }).check();
  await form.getByRole('checkbox', { name: /^Booking cancelled/ }).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(
    form.getByText(
      'Webhooks are sent only to https:// addresses, so no one on the way can read them.',
    ),
  ).toBeVisible();
  await expect(form.getByLabel('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await screenshot(page, 'webhooks-add-refused', { isViewportOnly: true });

  // added: the signing secret to give the receiver
  await form.getByLabel('Endpoint URL').fill(hookUrl(hook));
  await form.getByLabel('Description (optional)').fill('Our booking website');
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  const made = page.getByRole('dialog', { name: 'Endpoint added' });
  const secret = (await made.getByTestId('new-webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
  await made.getByRole('button', { name: 'Copy secret' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await screenshot(page, 'webhooks-secret', { isViewportOnly: true });
  await made.getByRole('button', { name: 'Done' }).click();

  const endpoint = card.getByTestId('webhook-endpoint');
  await expect(endpoint).toHaveCount(1);
  await expect(endpoint.getByRole('heading', { name: hookUrl(hook) })).toBeVisible();
  await expect(endpoint).toContainText('On');
  await expect(endpoint).toContainText('Our booking website');
  await expect(endpoint).toContainText('Booking made');
  await expect(endpoint).toContainText('Booking cancelled');
  await expect(card.getByText('1 of 5 endpoints')).toBeVisible();

  // a booking made with the key reaches the receiver, signed with that secret
  const bookingId = await bookWithKey(page, origin, key);
  await expect.poll(async () => (await hooksReceived(hook)).length, { timeout: 15_000 }).toBe(1);
  const [first] = await hooksReceived(hook);
  const event = new Webhook(secret).verify(first?.body ?? '', first?.headers ?? {}) as {
    type: string;
    data: { id: string };
  };
  expect(event.type).toBe('booking.created');
  expect(event.data.id).toBe(bookingId);
  await expectAccessible(page);
  await pictureCard(page, card, 'webhooks-list');

  // the log: delivered, with the receiver's answer and the body sent
  await endpoint.getByRole('button', { name: `Deliveries to ${hookUrl(hook)}` }).click();
  const log = page.getByRole('dialog', { name: 'Deliveries' });
  const delivery = log.getByTestId('webhook-delivery');
  await expect(delivery).toHaveCount(1);
  await expect(delivery).toContainText('Booking made');
  await expect(delivery).toContainText('Delivered');
  await expect(delivery).toContainText('1 try · HTTP 200');
  await expectAccessible(page);
  await screenshot(page, 'webhooks-log', { isViewportOnly: true });
  await delivery.getByRole('button').click();
  await expect(log.getByTestId('webhook-payload')).toContainText(`"id": "${bookingId}"`);
  await expect(log.getByTestId('webhook-attempt')).toHaveCount(1);
  await expect(log.getByTestId('webhook-attempt')).toContainText('HTTP 200');
  await expect(log.getByText(first?.headers['webhook-id'] ?? 'no id')).toBeVisible();

  // sent again while the receiver is down: the try is shown, failed, and marked as the owner's
  await answerHooksWith(hook, 503);
  await log.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('Sent again, but it did not get through: HTTP 503')).toBeVisible();
  const attempts = log.getByTestId('webhook-attempt');
  await expect(attempts).toHaveCount(2);
  await expect(attempts.first()).toContainText('HTTP 503');
  await expect(attempts.first()).toContainText('Sent again by you');
  await expectAccessible(page);
  await screenshot(page, 'webhooks-delivery', { isViewportOnly: true });

  // and again once it is back: the same webhook-id, so the receiver can tell it is the same event
  await answerHooksWith(hook, 200);
  await log.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('Sent again: the receiver answered 200.')).toBeVisible();
  await expect(attempts).toHaveCount(3);
  const received = await hooksReceived(hook);
  expect(received).toHaveLength(3);
  expect(new Set(received.map((each) => each.headers['webhook-id'])).size).toBe(1);
  await log.getByRole('button', { name: 'All deliveries' }).click();
  await expect(delivery).toContainText('Delivered');
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();

  // turned off from its menu: nothing new is sent; turned on again with one tap
  await endpoint.getByRole('button', { name: `More for ${hookUrl(hook)}` }).click();
  await page.getByRole('menuitem', { name: 'Turn off' }).click();
  await expect(page.getByText('The endpoint is off.', { exact: false })).toBeVisible();
  await expect(endpoint).toContainText('Off');
  await expect(endpoint.getByTestId('webhook-state')).toContainText('Turned off by you.');
  await setTheme(page, 'dark');
  await expectAccessible(page);
  await pictureCard(page, card, 'webhooks-off-dark');
  await setTheme(page, 'light');
  await endpoint.getByRole('button', { name: `Turn on ${hookUrl(hook)}` }).click();
  await expect(page.getByText('The endpoint is on.', { exact: false })).toBeVisible();
  await expect(endpoint).toContainText('On');
  await expect(endpoint.getByTestId('webhook-state')).toHaveCount(0);
});

const expectNoEnglish = englishCheck(
  [
    'web/features/developers/messages/developers-screens',
    'web/features/settings/messages/settings-screens',
    'shared/messages/webhook-rules',
    'server/messages/webhooks',
  ],
  { hidden: OTHER_AREAS },
);

test('an owner whose account is in Kiswahili adds a webhook endpoint in Kiswahili', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  const chosen = await page.request.put('/api/me/language', {
    headers: { origin },
    data: { locale: 'sw' },
  });
  expect(chosen.status()).toBe(200);
  await createBusiness(page.request, origin, { name: 'Spa ya Neema' });
  const hook = `sw-${Date.now().toString(36).slice(-5)}-${test.info().project.name}`;

  await page.goto('/app/settings?tab=developers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  const card = page.getByTestId('webhooks');
  await expect(card.getByText('Bado huna vituo vya webhook')).toBeVisible();
  await card.getByRole('button', { name: 'Ongeza kituo' }).click();
  const form = page.getByRole('dialog', { name: 'Ongeza kituo cha webhook' });
  await form.getByLabel('URL ya kituo').fill('https://10.0.0.7/miadi');
  await form.getByRole('checkbox', { name: 'Matukio yote' }).check();
  await form.getByRole('button', { name: 'Ongeza kituo' }).click();
  await expect(
    form.getByText(
      'Anwani hii iko kwenye mtandao wa faragha au wa ndani, ambako webhook hazitumwi kamwe.',
    ),
  ).toBeVisible();
  await expectNoEnglish(form, 'the add-endpoint dialog');
  await screenshot(page, 'webhooks-sw-add-refused', { isViewportOnly: true });

  await form.getByLabel('URL ya kituo').fill(hookUrl(hook));
  await form.getByRole('button', { name: 'Ongeza kituo' }).click();
  const made = page.getByRole('dialog', { name: 'Kituo kimeongezwa' });
  await expect(made.getByTestId('new-webhook-secret')).toHaveText(/^whsec_/);
  await made.getByRole('button', { name: 'Nimemaliza' }).click();

  const endpoint = card.getByTestId('webhook-endpoint');
  await expect(endpoint).toContainText('Kimewashwa');
  await expect(endpoint).toContainText('Matukio yote');
  await endpoint.getByRole('button', { name: `Ujumbe uliotumwa kwa ${hookUrl(hook)}` }).click();
  const log = page.getByRole('dialog', { name: 'Ujumbe uliotumwa' });
  await expect(
    log.getByText('Bado hakuna kilichotumwa kwa kituo hiki.', { exact: false }),
  ).toBeVisible();
  await expectNoEnglish(log, 'the delivery log', { known: [hookUrl(hook)] });
  await page.keyboard.press('Escape');
  await expectNoEnglish(page, 'the Developers tab', { known: [hookUrl(hook)] });
  await pictureCard(page, card, 'webhooks-sw-list');
});
