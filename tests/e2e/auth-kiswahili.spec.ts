import { expect, screenshot, test } from './fixtures';
import { englishCheck } from './support/catalogue-english';
import { PAYSTACK_APP } from './support/fake-paystack-control';
import { waitForMail } from './support/mailbox';

const PASSWORD = 'Safari#Kilele2026';
const NEW_PASSWORD = 'Mombasa!Pwani2027';
const WRONG = 'Wrong#Password1';

/** Nothing on an account screen, or said to a screen reader, is English from its catalogues: the screens' own and the one they share with the server. */
const expectNoEnglish = englishCheck([
  'web/features/auth/messages/account-screens',
  'shared/messages/account',
]);

test.use({ locale: 'sw-KE' });

test.describe.serial('an owner signs up and in, in Kiswahili', () => {
  let email = '';
  test.beforeAll(() => {
    email = `mmiliki-${test.info().project.name}-${Date.now()}@example.com`;
  });

  test('sign-up says its rules and errors in Kiswahili, then sends the confirmation', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1, name: 'Karibu Miadi' })).toBeVisible();
    await expect(page).toHaveTitle('Karibu Miadi - Miadi');
    await expectNoEnglish(page, 'the sign-in tab');
    await screenshot(page, 'auth-sw-sign-in');

    await page.getByRole('tab', { name: 'Jisajili' }).click();
    const form = page.getByRole('tabpanel');
    const password = form.getByLabel('Nenosiri', { exact: true });
    const confirm = form.getByLabel('Thibitisha nenosiri');
    const submit = form.getByRole('button', { name: 'Fungua akaunti' });
    await expect(form.getByText('Angalau herufi 8')).toBeVisible();
    await password.fill('abc');
    await password.blur();
    await expect(form.getByText('Nenosiri liwe na angalau herufi 6.')).toBeVisible();
    await password.fill(PASSWORD);
    await expect(form.getByText('Imara', { exact: true })).toBeVisible();
    await confirm.fill('Safari');
    await expect(form.getByText('Manenosiri hayalingani', { exact: true })).toBeVisible();
    await confirm.fill(PASSWORD);
    await expect(form.getByText('Manenosiri yanalingana', { exact: true })).toBeVisible();

    await form.getByLabel('Nchi').selectOption('');
    await form.getByLabel('Barua pepe').fill('si-barua@');
    await submit.click();
    await expect(
      form.getByText('Tafadhali andika jina lako la kwanza na la mwisho.'),
    ).toBeVisible();
    await expect(form.getByText('Tafadhali andika barua pepe sahihi.')).toBeVisible();
    await expect(form.getByText('Tafadhali chagua nchi yako.')).toBeVisible();
    await expectNoEnglish(page, 'the sign-up errors');
    await screenshot(page, 'auth-sw-sign-up-errors');

    await form.getByLabel('Jina la kwanza').fill('Wanjiru');
    await form.getByLabel('Jina la mwisho').fill('Kamau');
    await form.getByLabel('Nchi').selectOption('KE');
    await form.getByLabel('Barua pepe').fill(email);
    await submit.click();
    await expect(
      page.getByText(
        'Akaunti imefunguliwa! Tafadhali angalia barua pepe yako upate kiungo cha kuthibitisha.',
      ),
    ).toBeVisible();
    const sent = page.getByRole('status').filter({ hasText: 'Angalia barua pepe yako' });
    await expect(sent).toContainText(`Tumetuma kiungo cha kuthibitisha kwa ${email}.`);
    await expect(sent.locator('strong')).toHaveText(email);
    await expectNoEnglish(page, 'the sign-up sent');
    await screenshot(page, 'auth-sw-sign-up-done');
  });

  test('sign-in waits for the confirmation in Kiswahili, then lets the owner in', async ({
    page,
  }) => {
    await page.goto('/auth');
    const panel = page.getByRole('tabpanel');
    const signIn = async (withPassword: string) => {
      await panel.getByLabel('Barua pepe').fill(email);
      await panel.getByLabel('Nenosiri', { exact: true }).fill(withPassword);
      await panel.getByRole('button', { name: 'Ingia', exact: true }).click();
    };
    await signIn(WRONG);
    await expect(
      panel.getByText(
        'Barua pepe au nenosiri si sahihi. Tafadhali hakiki ulichoandika kisha ujaribu tena.',
      ),
    ).toBeVisible();
    await signIn(PASSWORD);
    await expect(
      panel.getByText(
        'Tafadhali fungua barua pepe yako na ubofye kiungo cha kuthibitisha kabla ya kuingia.',
      ),
    ).toBeVisible();
    await expect(
      panel.getByRole('button', { name: 'Tuma tena barua pepe ya kuthibitisha' }),
    ).toBeVisible();
    await expectNoEnglish(page, 'the unconfirmed sign-in');
    await screenshot(page, 'auth-sw-sign-in-unconfirmed');

    const link = (await waitForMail(email)).links.find((href) => href.includes('/verify-email'));
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await expect(page).toHaveURL(/\/auth\?confirmed=1/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(
      page.getByText('Barua pepe yako imethibitishwa. Sasa unaweza kuingia.'),
    ).toBeVisible();
    await expectNoEnglish(page, 'the confirmed notice');
    await screenshot(page, 'auth-sw-confirmed');

    await signIn(PASSWORD);
    await expect(page).toHaveURL('/app/dashboard');
  });

  test('a locked account gets in with a code from the e-mail, in Kiswahili', async ({
    page,
    baseURL,
  }) => {
    // five wrong passwords from this browser's address: it is refused for a while
    for (let failure = 0; failure < 5; failure++) {
      const refused = await page.request.post('/api/auth/sign-in/email', {
        headers: { origin: baseURL ?? '' },
        data: { email, password: WRONG },
      });
      expect(refused.status()).toBe(401);
    }
    await page.goto('/auth');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Barua pepe').fill(email);
    await panel.getByLabel('Nenosiri', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Ingia', exact: true }).click();
    await expect(panel.getByText(/^Kumekuwa na majaribio mengi mno ya kuingia/)).toBeVisible();
    await expectNoEnglish(page, 'the locked sign-in');
    await screenshot(page, 'auth-sw-sign-in-locked');

    await panel.getByRole('button', { name: 'Nitumie msimbo kwa barua pepe' }).click();
    const codeForm = panel.getByRole('form', { name: 'Msimbo wa kuingia' });
    await expect(codeForm.getByText('Angalia barua pepe yako')).toBeVisible();
    await expect(codeForm).toContainText(`Kama ${email} ina akaunti`);
    const field = codeForm.getByLabel('Msimbo wa kuingia');
    await field.fill('12');
    await codeForm.getByRole('button', { name: 'Thibitisha msimbo uingie' }).click();
    await expect(
      codeForm.getByText('Andika msimbo wa tarakimu 6 ulio kwenye barua pepe.'),
    ).toBeVisible();
    await expectNoEnglish(page, 'the sign-in code');
    await screenshot(page, 'auth-sw-sign-in-code');

    const mail = await waitForMail(email, 2);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await field.fill(code);
    await codeForm.getByRole('button', { name: 'Thibitisha msimbo uingie' }).click();
    await expect(page).toHaveURL('/app/dashboard');
  });

  test('a forgotten password is set again through the mailed link, in Kiswahili', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Umesahau nenosiri?' }).click();
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Barua pepe').fill('hakuna@');
    await form.getByRole('button', { name: 'Tuma kiungo' }).click();
    await expect(form.getByText('Tafadhali andika barua pepe sahihi.')).toBeVisible();
    await form.getByLabel('Barua pepe').fill(email);
    await form.getByRole('button', { name: 'Tuma kiungo' }).click();
    await expect(
      form.getByRole('status').filter({ hasText: 'Angalia sanduku lako la barua pepe' }),
    ).toContainText(`Kama kuna akaunti ya ${email}`);
    await expectNoEnglish(page, 'the reset request');
    await screenshot(page, 'auth-sw-reset-sent');

    const mail = await waitForMail(email, 3);
    const link = mail.links.find((href) => href.includes('/auth/reset-password?token='));
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Weka nenosiri jipya' }),
    ).toBeVisible();
    await page.getByLabel('Nenosiri jipya').fill(NEW_PASSWORD);
    await page.getByLabel('Thibitisha nenosiri').fill(NEW_PASSWORD);
    await expectNoEnglish(page, 'the new password');
    await screenshot(page, 'auth-sw-new-password');
    await page.getByRole('button', { name: 'Hifadhi nenosiri jipya' }).click();
    await expect(
      page.getByText('Nenosiri lako limebadilishwa. Tafadhali ingia kwa nenosiri lako jipya.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/auth');

    // the link works once
    await page.goto(link ?? '');
    await page.getByLabel('Nenosiri jipya').fill(PASSWORD);
    await page.getByLabel('Thibitisha nenosiri').fill(PASSWORD);
    await page.getByRole('button', { name: 'Hifadhi nenosiri jipya' }).click();
    await expect(page.getByText(/^Kiungo hiki si sahihi, kimeshatumika/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Omba kiungo kipya' })).toBeVisible();
    await expectNoEnglish(page, 'the used link');
    await screenshot(page, 'auth-sw-reset-link-used');
  });
});

test('social sign-in and its failure speak Kiswahili', async ({ page }) => {
  await page.goto('/auth?error=oauth&provider=google');
  await expect(
    page.getByText('Imeshindikana kuingia kupitia Google. Tafadhali jaribu tena.'),
  ).toBeVisible();
  await expectNoEnglish(page, 'the social failure');

  await page.goto(`${PAYSTACK_APP}/auth`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('button', { name: 'Google' })).toBeVisible();
  await expect(page.getByText('au endelea na')).toBeVisible();
  await expectNoEnglish(page, 'the social buttons');
  await screenshot(page, 'auth-sw-social');
});
