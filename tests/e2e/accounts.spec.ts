import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { PAYSTACK_APP } from './support/fake-paystack-control';
import { waitForMail } from './support/mailbox';

const PASSWORD = 'Safari#Kilele2026';
const NEW_PASSWORD = 'Mombasa!Pwani2027';

function signUpTab(page: Page) {
  return page.getByRole('tab', { name: 'Sign Up' });
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

test.describe.serial('an owner account from sign-up to sign-out', () => {
  let email = '';
  test.beforeAll(() => {
    email = `owner-${test.info().project.name}-${Date.now()}@example.com`;
  });

  test('sign-up shows every rule and message before it lets the form through', async ({ page }) => {
    await page.goto('/auth');
    await signUpTab(page).click();
    const form = page.getByRole('tabpanel');
    const password = form.getByLabel('Password', { exact: true });
    const confirm = form.getByLabel('Confirm password');
    const submit = form.getByRole('button', { name: 'Create Account' });
    await expect(submit).toBeDisabled();
    for (const hint of [
      'At least 8 characters',
      'Mix of uppercase and lowercase',
      'At least one number',
      'At least one special character',
    ]) {
      await expect(form.getByText(hint)).toBeVisible();
    }

    await password.fill('abc');
    await password.blur();
    await expect(form.getByText('Password must be at least 6 characters long.')).toBeVisible();
    await password.fill('abcdef');
    await expect(form.getByText('Please choose a stronger password.')).toBeVisible();
    for (const [value, label] of [
      ['abcdefgh', 'Weak'],
      ['abcdefg1', 'Fair'],
      ['Abcdefg1', 'Good'],
      [PASSWORD, 'Strong'],
    ] as const) {
      await password.fill(value);
      await expect(form.getByText(label, { exact: true })).toBeVisible();
    }

    await confirm.fill('Safari');
    await expect(form.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await confirm.blur();
    await expect(form.getByText('Passwords do not match.', { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();
    await confirm.fill(PASSWORD);
    await expect(form.getByText('Passwords match', { exact: true })).toBeVisible();
    await expect(submit).toBeEnabled();

    await form.getByLabel('Country').selectOption('');
    await form.getByLabel('Email').fill('not-an-address@');
    await submit.click();
    await expect(form.getByText('Please enter your first and last name.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Please select your country.')).toBeVisible();
    await screenshot(page, 'auth-sign-up-errors');

    await form.getByLabel('First name').fill('Wanjiru');
    await form.getByLabel('Last name').fill('Kamau');
    await form.getByLabel('Country').selectOption('KE');
    await form.getByLabel('Email').fill(email);
    await submit.click();
    await expect(
      page.getByText('Account created! Please check your email for the confirmation link.'),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
      email,
    );
    await screenshot(page, 'auth-sign-up-done');
  });

  test('sign-in waits for the e-mail confirmation, which arrives by mail', async ({ page }) => {
    await page.goto('/auth');
    await signIn(page, email, 'Wrong#Password1');
    await expect(
      page.getByText('Invalid email or password. Please check your credentials and try again.'),
    ).toBeVisible();
    await signIn(page, email, PASSWORD);
    await expect(
      page.getByText('Please check your email and click the confirmation link before signing in.'),
    ).toBeVisible();

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Confirm your e-mail for Miadi');
    const link = mail.links.find((href) => href.includes('/api/auth/verify-email'));
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await expect(page).toHaveURL(/\/auth\?confirmed=1/);
    await expect(page.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();

    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL('/app/dashboard');
    // a new owner's dashboard is the business set-up form
    await expect(
      page.getByRole('heading', { name: "Welcome! Let's Set Up Your Business" }),
    ).toBeVisible();
    await screenshot(page, 'dashboard-signed-in');
  });

  test('signing out, then a deep link comes back after signing in', async ({ page }, testInfo) => {
    await page.goto('/auth');
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL('/app/dashboard');
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Sign out' })
        .click();
    } else {
      await page
        .getByRole('navigation', { name: 'Owner menu' })
        .getByRole('button', { name: 'Sign out' })
        .click();
    }
    await expect(page.getByText('Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL('/auth');

    await page.goto('/app/clients?action=new');
    await expect(page).toHaveURL(/\/auth\?next=/);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL('/app/clients?action=new');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  });

  test('signing up again with the same e-mail switches to Sign In with a clear message', async ({
    page,
  }) => {
    await page.goto('/auth?tab=signup');
    const form = page.getByRole('tabpanel');
    await form.getByLabel('First name').fill('Wanjiru');
    await form.getByLabel('Last name').fill('Kamau');
    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('An account with this email already exists. Please sign in instead.'),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // switching tabs clears the message
    await signUpTab(page).click();
    await expect(
      page.getByText('An account with this email already exists. Please sign in instead.'),
    ).toHaveCount(0);
  });

  test('a forgotten password is reset through the mailed link, once', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Email').fill('nobody@');
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
    await expect(form.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();

    const mail = await waitForMail(email, 2);
    expect(mail.subject).toBe('Reset your Miadi password');
    const link = mail.links.find((href) => href.includes('/auth/reset-password?token='));
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await screenshot(page, 'auth-new-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL('/auth');

    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL('/app/dashboard');

    // the link is single-use
    await page.goto(link ?? '');
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByText(/This reset link is invalid, was already used or has expired/),
    ).toBeVisible();
  });
});

test('no social sign-in button where the server has no provider keys', async ({ page }) => {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // the settings have arrived (the map's tile server is one of them) and still no buttons show
  await expect
    .poll(() => page.evaluate(() => fetch('/api/config').then((response) => response.json())))
    .toMatchObject({ signInProviders: [] });
  await expect(page.getByText('or continue with')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);
  await screenshot(page, 'auth-no-social-buttons');
});

test('with Google keys only Google shows, and it signs a new person in', async ({ page }) => {
  await page.goto(`${PAYSTACK_APP}/auth`);
  const google = page.getByRole('button', { name: 'Google' });
  await expect(google).toBeVisible();
  await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);
  await screenshot(page, 'auth-google-only');
  await google.click();
  // the local provider consents at once and sends the browser back, signed in
  await expect(page).toHaveURL(new RegExp(`^${PAYSTACK_APP}/app/`));
  const me: unknown = await page.evaluate(() =>
    fetch('/api/me').then((response) => response.json() as Promise<unknown>),
  );
  expect(me).toMatchObject({ user: { name: 'Wanjiru Kamau' } });
});
