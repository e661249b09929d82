import { expect, screenshot, test } from './fixtures';
import { OWNER_STATE } from './support/owner-state';
import { readJson } from '../support/answers';

/**
 * A client on the built-in test USSD phone (src/server/test-channels) books a service at the demo
 * business that takes payment on booking, by the code the page offers, and approves the test
 * M-Pesa prompt the phone then shows; the business's owner then has the booking, paid, made by USSD.
 */
test('a client books by USSD on the test phone and pays on the test M-Pesa prompt', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // a number of its own, so the dialog asks its language as of a first call
  const phone = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

  await page.goto('/test/ussd');
  await expect(page.getByRole('heading', { name: 'Book by USSD' })).toBeVisible();
  // on the page and on the phone itself
  await expect(page.locator('.badge')).toHaveText(['Test', 'Test']);
  await screenshot(page, 'test-ussd-start');

  const demo = page.getByRole('link', { name: /^Amani Beauty Spa \d+ Pay on booking$/ });
  const code = (await demo.locator('.code').textContent()) ?? '';
  expect(code).toMatch(/^\d{4,8}$/);
  await demo.click();
  await expect(page.getByLabel('Number to dial')).toHaveValue(`*384*0*${code}#`);
  await page.getByLabel('Your phone number').fill('0712 34');
  await page.getByRole('button', { name: 'Call' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter a Kenyan phone number, such as 0712 345 678.',
  );
  await page.getByLabel('Your phone number').fill(`${phone.slice(0, 4)} ${phone.slice(4)}`);
  await page.getByRole('button', { name: 'Call' }).click();

  const screen = page.locator('#session-text');
  const reply = async (answer: string) => {
    await page.getByLabel('Reply').fill(answer);
    await page.getByRole('button', { name: 'Send' }).click();
  };
  await expect(screen).toHaveText('Choose your language / Chagua lugha\n1. English\n2. Kiswahili');
  await screenshot(page, 'test-ussd-language');
  await reply('1');
  await expect(screen).toHaveText(
    /^Amani Beauty Spa: choose a service\n1\. .*\n4\. Swedish Massage\n/s,
  );
  await reply('4');
  // who serves: asked only where the business lets its clients choose
  await expect(screen).toHaveText(/: choose a day\n|^Who should serve you\?/);
  if ((await screen.textContent())?.startsWith('Who should serve you?')) await reply('1');
  await expect(screen).toHaveText(/^Swedish Massage: choose a day\n1\. /);
  await reply('2');
  await expect(screen).toHaveText(/: choose a time\n1\. \d\d:\d\d\n/);
  await reply('1');
  await expect(screen).toHaveText('Type your name:\n0 Back');
  await reply('Achieng Otieno');
  await expect(screen).toHaveText(
    /^Swedish Massage at Amani Beauty Spa, .*\. Confirm\?\n1\. Confirm\n0 Back$/,
  );
  await screenshot(page, 'test-ussd-confirm');
  await reply('1');

  const ended = page.locator('#ended-text');
  await expect(ended).toHaveText(
    /^An M-Pesa prompt for KES [\d,]+ comes to \+254\d{9} in a few seconds\. Enter your PIN; an SMS confirms the booking\. Ticket [A-Z0-9]{8}\.$/,
  );
  const ticket = /Ticket ([A-Z0-9]{8})/.exec((await ended.textContent()) ?? '')?.[1] ?? '';

  // the prompt comes to the phone as it would after the session: the built-in provider's page
  const prompt = page.getByRole('region', { name: 'M-Pesa' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('A payment is waiting for your M-Pesa PIN on this phone.');
  await screenshot(page, 'test-ussd-prompt');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('button', { name: 'Call' })).toBeVisible();

  const opened = page.waitForEvent('popup');
  await prompt.getByRole('link', { name: 'Enter M-Pesa PIN' }).click();
  const mpesa = await opened;
  await expect(mpesa.getByText('Test M-Pesa prompt', { exact: true })).toBeVisible();
  await expect(
    mpesa.getByText(`This page stands in for the M-Pesa prompt on +254${phone.slice(1)}.`, {
      exact: false,
    }),
  ).toBeVisible();
  await mpesa.getByRole('button', { name: /^Approve KES [\d,]+$/ }).click();
  await mpesa.waitForURL((url) => !url.pathname.startsWith('/pay/test/'));
  await mpesa.close();

  // approved: nothing waits on the phone any more
  await expect(prompt).toBeHidden();

  // at desk width the phone stands beside the help and the demo businesses
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'test-ussd-desktop');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'test-ussd-desktop-dark');

  const owner = await browser.newContext({ storageState: OWNER_STATE });
  const listed = await owner.request.get(`/api/bookings?view=all&q=${ticket}`);
  const { bookings } = await readJson<{
    bookings: {
      ticketCode: string;
      customerName: string;
      customerPhone: string;
      source: string;
      status: string;
      paymentStatus: string;
    }[];
  }>(listed);
  expect(bookings).toEqual([
    expect.objectContaining({
      ticketCode: ticket,
      customerName: 'Achieng Otieno',
      customerPhone: `+254${phone.slice(1)}`,
      source: 'ussd',
      status: 'confirmed',
      paymentStatus: 'completed',
    }),
  ]);
  await owner.close();
});
