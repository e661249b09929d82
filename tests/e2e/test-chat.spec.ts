import { expect, screenshot, test } from './fixtures';
import { OWNER_STATE } from './support/owner-state';

/**
 * A client whose phone reads Kiswahili opens the built-in test chat (src/server/test-channels) at
 * the demo business that takes payment on booking, chooses Kiswahili on the dialog's first screen,
 * books by tapping its buttons and lists, approves the test M-Pesa prompt the chat then shows, and
 * is told in the chat that the booking is paid.
 */
test.use({ locale: 'sw-KE' });

test('a client books in Kiswahili in the test chat and is told there that it is paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // a number of its own, so the dialog asks its language as of a first message
  const phone = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

  await page.goto('/test/chat');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(
    page.getByRole('heading', { name: 'Weka miadi kwa gumzo la WhatsApp' }),
  ).toBeVisible();
  await expect(page.locator('.badge')).toHaveText(['Majaribio', 'Majaribio']);
  await screenshot(page, 'test-chat-start');

  const demo = page.getByRole('link', { name: /^Amani Beauty Spa \d+ Lipa unapoweka miadi$/ });
  const code = (await demo.locator('.code').textContent()) ?? '';
  await demo.click();
  await page.getByLabel('Nambari yako ya WhatsApp').fill(phone);
  await page.getByRole('button', { name: 'Anza gumzo' }).click();
  // the code's first message is typed, as a wa.me link types it, for the client to send
  const message = page.getByRole('textbox', { name: 'Ujumbe' });
  await expect(message).toHaveValue(`Book ${code}`);
  await page.getByRole('button', { name: 'Tuma' }).click();

  const lastReply = page.locator('.bubble.in').last();
  const lastTaps = page.locator('.taps').last();
  /** Taps a reply button, or opens the list and taps its row. */
  const choose = async (choice: RegExp) => {
    const button = lastTaps.getByRole('button', { name: choice });
    if ((await button.count()) > 0) return button.click();
    await lastTaps.getByRole('button', { name: /Chagua/ }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: choice }).first().click();
    await expect(sheet).toBeHidden();
  };

  await expect(lastReply).toContainText('Choose your language');
  await screenshot(page, 'test-chat-language');
  await choose(/^Kiswahili$/);
  await expect(page.locator('.bubble.out').last()).toHaveText(/^Kiswahili/);
  await expect(lastReply).toContainText('Amani Beauty Spa: chagua huduma');
  await lastTaps.getByRole('button', { name: /Chagua/ }).click();
  await screenshot(page, 'test-chat-list', { isViewportOnly: true });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Swedish Massage/ })
    .click();

  // who serves: asked only where the business lets its clients choose
  await expect(lastReply).toContainText(/chagua siku|Ungependa kuhudumiwa na nani\?/);
  if ((await lastReply.textContent())?.includes('Ungependa kuhudumiwa')) {
    await choose(/Mfanyakazi yeyote/);
  }
  await expect(lastReply).toContainText('Swedish Massage: chagua siku');
  await choose(/^2\. /);
  await expect(lastReply).toContainText('chagua saa');
  await choose(/^1\. /);
  await expect(lastReply).toContainText('Andika jina lako:');
  await message.fill('Zawadi Wanjiru');
  await page.getByRole('button', { name: 'Tuma' }).click();
  await expect(lastReply).toContainText('Swedish Massage kwa Amani Beauty Spa');
  await expect(lastReply).toContainText('Thibitisha?');
  await screenshot(page, 'test-chat-confirm');
  await choose(/^Thibitisha$/);

  await expect(lastReply).toContainText(/Tumetuma ombi la M-Pesa la KES [\d,]+ kwa/);
  const ticket = /Tiketi ([A-Z0-9]{8})/.exec((await lastReply.textContent()) ?? '')?.[1] ?? '';
  expect(ticket).toMatch(/^[A-Z0-9]{8}$/);

  // the prompt on the phone: the built-in provider's page, in the phone's language
  const prompt = page.getByRole('region', { name: 'M-Pesa' });
  await expect(prompt).toContainText('Malipo yanasubiri PIN yako ya M-Pesa kwenye simu hii.');
  await screenshot(page, 'test-chat-prompt');
  const opened = page.waitForEvent('popup');
  await prompt.getByRole('link', { name: 'Weka PIN ya M-Pesa' }).click();
  const mpesa = await opened;
  await expect(mpesa.getByText('Ombi la M-Pesa la majaribio', { exact: true })).toBeVisible();
  await mpesa.getByRole('button', { name: /^Kubali KES [\d,]+$/ }).click();
  await mpesa.waitForURL((url) => !url.pathname.startsWith('/pay/test/'));
  await mpesa.close();

  await expect(prompt).toBeHidden();
  const paid = page.locator('.bubble.in').filter({ hasText: /^Umelipa\./ });
  await expect(paid).toContainText(`Tiketi ${ticket}`);
  await expect(paid.getByRole('link', { name: /^http/ })).toHaveAttribute('target', '_blank');
  await screenshot(page, 'test-chat-paid');

  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'test-chat-desktop');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'test-chat-desktop-dark');

  // the business's owner has the booking, paid, marked as made on WhatsApp
  const owner = await browser.newContext({ storageState: OWNER_STATE });
  const desk = await owner.newPage();
  await desk.setViewportSize({ width: 390, height: 844 });
  await desk.goto(`/app/bookings?view=all&q=${ticket}`);
  const row = desk.getByRole('listitem').filter({ hasText: ticket });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('booking-channel')).toHaveText('WhatsApp');
  await expect(row).toContainText('Zawadi Wanjiru');
  await screenshot(desk, 'test-chat-owner-list');
  await owner.close();
});
