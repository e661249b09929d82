import { expect, screenshot, test } from './fixtures';
import { createBusiness, signInNewOwner } from './support/new-owner';

test('a developer reads the API reference and sends a request from it with a key', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  await createBusiness(page.request, origin, { name: `Zuri Salon ${Date.now().toString(36)}` });
  const made = await page.request.post('/api/business/api-keys', {
    headers: { origin },
    data: { name: 'Reference', scope: 'read', expiresInDays: 30 },
  });
  expect(made.status()).toBe(201);
  const { secret } = (await made.json()) as { secret: string };

  // from the Developers tab to the reference
  await page.goto('/app/settings?tab=developers');
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Open the API reference' }).click();
  const reference = await opened;
  const errors: string[] = [];
  reference.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  reference.on('pageerror', (error) => errors.push(error.message));
  await expect(reference).toHaveTitle('API reference · Miadi');
  await expect(reference.getByRole('heading', { name: 'Miadi API reference' })).toBeVisible();
  const services = reference.locator('#operations-Services-listServices');
  await expect(services).toBeVisible();
  await expect(reference.locator('.opblock-tag-section')).not.toHaveCount(0);
  await screenshot(reference, 'api-reference');

  // authorised with the key, a request sent from the page comes back from this business
  await reference.getByRole('button', { name: 'Authorize' }).first().click();
  const authorize = reference.locator('.modal-ux');
  await authorize.locator('#auth-bearer-value').fill(secret);
  await authorize.getByRole('button', { name: 'Apply credentials' }).click();
  await authorize.locator('.btn-done').click();
  await expect(authorize).toBeHidden();
  await services.locator('.opblock-summary-control').click();
  await services.getByRole('button', { name: 'Try it out' }).click();
  await services.getByRole('button', { name: 'Execute' }).click();
  const live = services.locator('.live-responses-table tr.response .response-col_status').first();
  await expect(live).toHaveText('200');
  await expect(services.locator('.live-responses-table')).toContainText('"data"');
  await screenshot(reference, 'api-reference-tried');
  // the page's policy let Swagger UI run: nothing was refused or thrown
  expect(errors).toEqual([]);
});
