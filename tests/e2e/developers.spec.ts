import type { Locator, Page } from '@playwright/test';
import { formatDate } from '../../src/shared/format/dates';
import { expect, screenshot, test } from './fixtures';
import { expectAccessible, setTheme } from './support/accessibility';
import { englishCheck } from './support/catalogue-english';
import { OTHER_AREAS, pictureCard } from './support/settings-screen';
import { createBusiness, signInNewOwner } from './support/new-owner';
import { readJson, type BusinessAnswer } from '../support/answers';

const KEY = /^miadi_sk_[A-Za-z0-9_-]{43}$/;

/** What the public API answers a key: 200 while it lives, 401 once it is revoked. */
async function servicesStatus(page: Page, key: string): Promise<number> {
  const answer = await page.request.get('/api/v1/services', {
    headers: { Authorization: `Bearer ${key}` },
  });
  return answer.status();
}

/** The shown key stays inside its box and the box inside the dialog, at any width. */
async function expectKeyInsideDialog(dialog: Locator, shown: Locator) {
  const [outer, inner] = await Promise.all([dialog.boundingBox(), shown.boundingBox()]);
  expect(outer && inner).toBeTruthy();
  if (!outer || !inner) return;
  expect(inner.x).toBeGreaterThanOrEqual(outer.x);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
  expect(await shown.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
}

test('an owner makes an API key, calls the API with it, and revokes it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInNewOwner(page, origin);
  const suffix = Date.now().toString(36).slice(-5);
  await createBusiness(page.request, origin, { name: `Baraka Barbers ${suffix}` });
  const { settings } = await readJson<BusinessAnswer & { settings: { timezone: string } }>(
    await page.request.get('/api/business'),
  );

  // Settings → Developers: nothing yet, and what to do about it
  await page.goto('/app/settings');
  await page.getByRole('tab', { name: 'Developers' }).click();
  await expect(page).toHaveURL(/\?tab=developers$/);
  const card = page.getByTestId('api-keys');
  await expect(card.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await expect(card.getByText('No API keys yet')).toBeVisible();
  await expect(page.getByText(`${origin}/api/v1`, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await pictureCard(page, card, 'developers-empty');

  // a key needs a name: said under the field, the dialog still open
  await card.getByRole('button', { name: 'New key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await expect(form.getByRole('radio', { name: /^Read only/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: '90 days' })).toBeChecked();
  await form.getByRole('button', { name: 'Make key' }).click();
  await expect(form.getByText('Give the key a name, so you know where it is used')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await screenshot(page, 'developers-new-key-error', { isViewportOnly: true });

  // made to read and write for a year: the whole key, this once
  await form.getByLabel('Name').fill('Website booking form');
  await form.getByRole('radio', { name: /^Read and write/ }).check();
  await form.getByRole('radio', { name: '365 days' }).check();
  await form.getByRole('button', { name: 'Make key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy your new key' });
  const shown = dialog.getByTestId('new-api-key');
  await expect(shown).toHaveText(KEY);
  const key = (await shown.textContent()) ?? '';
  await expect(dialog.getByText('it will not be shown again', { exact: false })).toBeVisible();
  await expectKeyInsideDialog(dialog, shown);
  await dialog.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByText('Key copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectAccessible(page);
  await screenshot(page, 'developers-key-shown', { isViewportOnly: true });
  // a tap beside the dialog does not lose the key
  await page.mouse.click(8, 8);
  await expect(shown).toHaveText(key);
  await dialog.getByRole('button', { name: 'I have stored it' }).click();
  await expect(dialog).toBeHidden();

  // listed by its name and first characters, never in full
  const listed = card.getByTestId('api-key');
  await expect(listed).toHaveCount(1);
  const { keys } = await readJson<{ keys: { expiresAt: string }[] }>(
    await page.request.get('/api/business/api-keys'),
  );
  const expires = `Expires ${formatDate(keys[0]?.expiresAt ?? '', settings.timezone)}`;
  await expect(listed.getByRole('heading', { name: 'Website booking form' })).toBeVisible();
  await expect(listed).toContainText(`${key.slice(0, 13)}…`);
  await expect(listed).toContainText('Read and write');
  await expect(listed).toContainText(`Never used · ${expires}`);
  await expect(card).not.toContainText(key);
  await expect(card.getByText('1 of 20 keys')).toBeVisible();

  // the key opens the public API, and the list then says when it was last used
  expect(await servicesStatus(page, key)).toBe(200);
  await page.reload();
  await expect(listed).toContainText(/Last used \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await pictureCard(page, card, 'developers-list');
  await setTheme(page, 'dark');
  await expect(listed).toHaveCount(1);
  await expectAccessible(page);
  await pictureCard(page, card, 'developers-list-dark');
  await setTheme(page, 'light');

  // revoked after asking: the list is empty again and the key opens nothing
  await listed.getByRole('button', { name: 'Revoke Website booking form' }).click();
  const ask = page.getByRole('dialog', { name: 'Revoke “Website booking form”?' });
  await expect(ask.getByText('stop working at once', { exact: false })).toBeVisible();
  await screenshot(page, 'developers-revoke', { isViewportOnly: true });
  await ask.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('“Website booking form” is revoked.')).toBeVisible();
  await expect(card.getByText('No API keys yet')).toBeVisible();
  await expect(listed).toHaveCount(0);
  expect(await servicesStatus(page, key)).toBe(401);

  // twenty live keys are the most a business holds: the dialog says so
  for (let i = 1; i <= 20; i += 1) {
    const made = await page.request.post('/api/business/api-keys', {
      headers: { origin },
      data: { name: `Script ${i}`, scope: 'read', expiresInDays: 30 },
    });
    expect(made.status()).toBe(201);
  }
  await page.reload();
  await expect(listed).toHaveCount(20);
  await expect(card.getByText('20 of 20 keys')).toBeVisible();
  await card.getByRole('button', { name: 'New key' }).click();
  await form.getByLabel('Name').fill('One too many');
  await form.getByRole('button', { name: 'Make key' }).click();
  await expect(
    form.getByText('A business can hold at most 20 live keys. Revoke one you no longer use first.'),
  ).toBeVisible();
  await screenshot(page, 'developers-too-many', { isViewportOnly: true });
});

const expectNoEnglish = englishCheck(
  [
    'web/features/developers/messages/developers-screens',
    'web/features/settings/messages/settings-screens',
    'shared/messages/api-key-rules',
  ],
  { hidden: OTHER_AREAS },
);

test('an owner whose account is in Kiswahili makes and revokes a key in Kiswahili', async ({
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
  await createBusiness(page.request, origin, { name: 'Saluni ya Zawadi' });

  await page.goto('/app/settings?tab=developers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('tab', { name: 'Wasanidi programu' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByTestId('api-keys');
  await expect(card.getByText('Bado huna funguo za API')).toBeVisible();
  await expectNoEnglish(page, 'the Developers tab');
  await screenshot(page, 'developers-sw-empty');

  // and in the dark theme from here on
  await setTheme(page, 'dark');
  await card.getByRole('button', { name: 'Ufunguo mpya' }).click();
  const form = page.getByRole('dialog', { name: 'Ufunguo mpya wa API' });
  await form.getByRole('button', { name: 'Tengeneza ufunguo' }).click();
  await expect(form.getByText('Upe ufunguo jina, ili ujue unatumika wapi')).toBeVisible();
  await expectNoEnglish(form, 'the new-key dialog');
  await screenshot(page, 'developers-sw-new-key-dark', { isViewportOnly: true });
  await form.getByLabel('Jina').fill('Lahajedwali la miadi');
  await form.getByRole('button', { name: 'Tengeneza ufunguo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nakili ufunguo wako mpya' });
  await expect(dialog.getByTestId('new-api-key')).toHaveText(KEY);
  await expectNoEnglish(dialog, 'the shown key', { known: ['Lahajedwali la miadi'] });
  await expectAccessible(page);
  await screenshot(page, 'developers-sw-key-shown-dark', { isViewportOnly: true });
  await dialog.getByRole('button', { name: 'Nimeuhifadhi' }).click();

  const listed = card.getByTestId('api-key');
  await expect(listed).toContainText('Kusoma tu');
  await expect(listed).toContainText('Haujawahi kutumika');
  await expectNoEnglish(page, 'the list of keys');
  await pictureCard(page, card, 'developers-sw-list-dark');
  await listed.getByRole('button', { name: 'Batilisha Lahajedwali la miadi' }).click();
  await page.getByRole('button', { name: 'Batilisha ufunguo' }).click();
  await expect(card.getByText('Bado huna funguo za API')).toBeVisible();
});
