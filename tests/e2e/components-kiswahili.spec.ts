import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { englishCheck } from './support/catalogue-english';
import { hydrated } from './support/hydration';
import { createBusiness, signInNewOwner } from './support/new-owner';

/**
 * The shared components in Kiswahili (docs/decisions/0071): the public site's header and footer,
 * the not-found page, the plans table and cards, the two ways to pay and the M-Pesa prompt, and the
 * shared controls (a dialog's Close and Cancel, Delete). Only these components' parts of each
 * screen are read: the pages around them have catalogues of their own.
 */
const expectNoEnglish = englishCheck([
  'web/components/messages/site-chrome',
  'web/components/messages/theme-toggle',
  'web/components/messages/help-button',
  'web/components/messages/page-states',
  'web/components/messages/plan-cards',
  'web/components/messages/payment-prompt',
  'web/components/messages/ui-controls',
  'web/components/messages/toaster-labels',
]);

function helpButton(page: Page): Locator {
  return page.getByRole('link', { name: 'Pata msaada kwenye WhatsApp' });
}

test.describe('public pages', () => {
  test.use({ locale: 'sw-KE' });

  test('the header, footer, help button and plans table of a public page', async ({ page }) => {
    test.setTimeout(120_000);
    const response = await page.goto('/terms');
    expect(response?.headers()['content-language']).toBe('sw');
    await hydrated(page);
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Mfumo' })).toContainText(
      'Ingia au jisajili',
    );
    await expect(footer.getByRole('link', { name: 'Sera ya Faragha' })).toBeVisible();
    await expect(footer).toContainText('Imetengenezwa Kenya kwa ajili ya biashara kila mahali.');
    await expect(helpButton(page)).toBeVisible();
    // the chat it opens starts in Kiswahili too
    const chat = new URL((await helpButton(page).getAttribute('href')) ?? '');
    expect(chat.searchParams.get('text')).toBe('Habari timu ya Miadi, naomba msaada kuhusu Miadi.');
    await expect(
      header.getByRole('button', { name: /^Mandhari ya kifaa \(badili kuwa/ }),
    ).toBeVisible();
    const table = page.getByRole('region', { name: 'Vifurushi, bei na vikomo' });
    await expect(table.getByRole('columnheader', { name: 'Kifurushi' })).toBeVisible();
    await expect(table).toContainText('mara moja, siku 7');
    await expect(table).toContainText('kwa mwezi (siku 30)');
    if (test.info().project.name === 'phone') {
      await header.getByRole('button', { name: 'Fungua menyu' }).click();
      const menu = header.getByRole('navigation', { name: 'Menyu ya simu' });
      await expect(menu.getByRole('link', { name: 'Gundua Biashara' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Anza Sasa' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Funga menyu' })).toBeVisible();
    } else {
      await expect(header.getByRole('navigation', { name: 'Menyu kuu' })).toContainText('Onyesho');
    }
    await expectNoEnglish([header, footer, helpButton(page), table], 'a public page');
    await screenshot(page, 'components-sw-public-page', { isViewportOnly: true });
    if (test.info().project.name === 'phone')
      await header.getByRole('button', { name: 'Funga menyu' }).click();
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, 'components-sw-public-footer', { isViewportOnly: true });
  });

  test('the not-found page', async ({ page }) => {
    const response = await page.goto('/hakuna-ukurasa-huu');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page).toHaveTitle('Ukurasa Haupatikani - Miadi');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Ukurasa Haupatikani' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Rudi Mwanzo' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Rudi Nyuma' })).toBeVisible();
    await expectNoEnglish([main], 'the not-found page');
    await screenshot(page, 'components-sw-not-found');
  });
});

test('an owner in Kiswahili: plans, the two ways to pay, the M-Pesa prompt and a delete dialog', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  const chosen = await page.request.put('/api/me/language', {
    headers: { origin },
    data: { locale: 'sw' },
  });
  expect(chosen.status()).toBe(200);
  await createBusiness(page.request, origin, { name: 'Saluni ya Neema', phone: '0712 345 678' });

  // the plans: each card's limits and the table
  await page.goto('/app/subscription');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  const starter = page.getByRole('article', { name: 'Starter', exact: true });
  // the plans come with the subscription's answer
  await expect(starter).toBeVisible({ timeout: 60_000 });
  await expect(starter.locator('dl')).toContainText('Wafanyakazi');
  await expect(starter.locator('dl')).toContainText('Miadi');
  await expect(starter).toContainText('Vipengele vyote vimejumuishwa');
  const table = page.getByRole('region', { name: 'Vifurushi, bei na vikomo' });
  await expect(table).toBeVisible();
  await expectNoEnglish(
    [table, ...(await page.getByRole('article').locator('dl').all())],
    'the plans',
  );
  await screenshot(page, 'components-sw-plans');

  // the two ways to pay, then the M-Pesa prompt
  await starter.getByRole('button').click();
  const number = page.getByLabel('Nambari ya M-Pesa');
  await expect(number).toHaveValue('0712345678');
  const form = page.locator('form').filter({ has: number });
  const methods = form.locator('..');
  await expect(methods).toContainText(
    'Utaidhinisha malipo kwenye simu hii kwa PIN yako ya M-Pesa.',
  );
  await expect(methods.getByRole('button', { name: 'Lipa kwa kadi' })).toBeVisible();
  await expect(methods.getByText('au', { exact: true })).toBeVisible();
  // the form's own button is the checkout's ('Pay KES 399 with M-Pesa'), named by the subscription page
  await expectNoEnglish(
    [
      ...(await form.locator('label, p').all()),
      methods.getByRole('button', { name: 'Lipa kwa kadi' }),
    ],
    'the ways to pay',
  );
  await screenshot(page, 'components-sw-payment-methods');
  await form.getByRole('button').click();
  const prompt = page.locator('[tabindex="-1"]').filter({
    has: page.getByRole('heading', { name: 'Angalia simu yako' }),
  });
  await expect(prompt).toContainText('Tumetuma ombi la KES 399 kwa +254 712 345 678.');
  await expect(prompt.getByRole('status')).toHaveText('Tunasubiri malipo yako...');
  await expectNoEnglish([prompt], 'the M-Pesa prompt');
  await screenshot(page, 'components-sw-mpesa-prompt');

  // a delete dialog: its question, Cancel and Close
  const created = await page.request.post('/api/services', {
    headers: { origin },
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
  await page.goto('/app/services');
  await page.getByRole('button', { name: 'Futa Kusuka Nywele' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ufute Kusuka Nywele?' });
  await expect(dialog.getByRole('button', { name: 'Ghairi' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Funga' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Futa / })).toBeVisible();
  await expectNoEnglish(
    [dialog.getByRole('heading'), ...(await dialog.getByRole('button').all())],
    'the delete dialog',
  );
  await screenshot(page, 'components-sw-delete-dialog', { isViewportOnly: true });
  await dialog.getByRole('button', { name: 'Ghairi' }).click();
  await expect(dialog).toHaveCount(0);
});
