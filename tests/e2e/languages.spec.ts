import { expect, screenshot, test } from './fixtures';
import { openSalon } from './support/morning-salon';
import { signInNewOwner } from './support/new-owner';
import { readJson, type BusinessAnswer } from '../support/answers';

test('a visitor switches the booking page to Kiswahili, and the device keeps it', async ({
  page,
  baseURL,
  browser,
}) => {
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  await openSalon(page.request, origin);
  const { business } = await readJson<BusinessAnswer>(await page.request.get('/api/business'));

  const visitor = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await visitor.goto(`/book/${business.id}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  const switchTo = visitor.getByRole('link', { name: 'Kiswahili' });
  await expect(switchTo).toHaveAttribute('hreflang', 'sw');
  await switchTo.click();
  await expect(visitor).toHaveURL(/[?&]lang=sw/);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(visitor.getByRole('link', { name: 'English' })).toBeVisible();
  await screenshot(visitor, 'language-booking-page-sw', { isViewportOnly: true });

  // the device keeps the choice: the plain address opens in Kiswahili too
  await visitor.goto(`/book/${business.id}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'sw');
  // and a shared English link opens in English
  await visitor.goto(`/book/${business.id}?lang=en`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  await expect(visitor.getByRole('link', { name: 'Kiswahili' })).toBeVisible();
  await visitor.context().close();
});

test('an owner switches the owner area to Kiswahili, saved to the account', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  await openSalon(page.request, origin);
  await page.goto('/app/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const header = page.locator('header').or(page.locator('aside')).filter({ visible: true });
  await header.getByRole('button', { name: 'Kiswahili' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(header.getByRole('button', { name: 'English' }).first()).toBeVisible();
  const me = await readJson<{ user: { locale: string } }>(await page.request.get('/api/me'));
  expect(me.user.locale).toBe('sw');
  await screenshot(page, 'language-owner-area-sw', { isViewportOnly: true });

  // another device signed in to the account opens in the account's language
  await page.context().clearCookies({ name: 'miadi_lang' });
  await page.goto('/app/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
});
