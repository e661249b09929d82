import type { APIRequestContext } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { waitForMail } from './support/mailbox';

const PASSWORD = 'Safari#Kilele2026';
const WRONG = 'Wrong#Password1';

/** 20 attacker addresses of this project's own, so the phone and desktop runs never share them. */
function attackerAddresses(project: string): string[] {
  const block = project === 'phone' ? 21 : 22;
  return Array.from({ length: 20 }, (_, index) => `198.19.${block}.${index + 1}`);
}

/** A confirmed account that has never signed in anywhere. */
async function confirmedAccount(request: APIRequestContext, origin: string): Promise<string> {
  const email = `locked-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { firstName: 'Njeri', lastName: 'Mwangi', country: 'KE', email, password: PASSWORD },
  });
  expect(signUp.status()).toBe(200);
  const link = (await waitForMail(email)).links.find((href) => href.includes('/verify-email'));
  expect((await request.get(link ?? '', { maxRedirects: 0 })).status()).toBe(302);
  return email;
}

function signInFrom(request: APIRequestContext, origin: string, address: string) {
  return (email: string, password: string) =>
    request.post('/api/auth/sign-in/email', {
      headers: { origin, 'x-forwarded-for': address },
      data: { email, password },
    });
}

test('a locked-out owner gets in on a new phone with a code from their e-mail', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const email = await confirmedAccount(request, origin);
  // 100 wrong passwords from 20 addresses: every browser the account has not seen is refused
  const attackers = attackerAddresses(testInfo.project.name);
  await Promise.all(
    attackers.map(async (address) => {
      for (let failure = 0; failure < 5; failure++)
        expect((await signInFrom(request, origin, address)(email, WRONG)).status()).toBe(401);
    }),
  );

  await page.goto('/auth');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await expect(panel.getByText(/Too many sign-in attempts on this account/)).toBeVisible();
  await screenshot(page, 'auth-sign-in-locked');

  await panel.getByRole('button', { name: 'E-mail me a sign-in code' }).click();
  await expect(panel.getByRole('form', { name: 'Sign-in code' })).toBeVisible();
  await screenshot(page, 'auth-sign-in-code');
  const codeForm = panel.getByRole('form', { name: 'Sign-in code' });
  await expect(codeForm.getByText('Check your e-mail')).toBeVisible();
  await expect(codeForm).toContainText(`If ${email} has an account`);
  const mail = await waitForMail(email, 2);
  expect(mail.subject).toBe('Your Miadi sign-in code');
  const code = /Your code: (\d{6})/.exec(mail.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  // a slip of the finger first, then the code as mailed
  const field = codeForm.getByLabel('Sign-in code');
  await field.fill('12');
  await codeForm.getByRole('button', { name: 'Confirm code and sign in' }).click();
  await expect(codeForm.getByText('Enter the 6-digit code from the e-mail.')).toBeVisible();
  await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await codeForm.getByRole('button', { name: 'Confirm code and sign in' }).click();
  await expect(codeForm.getByText(/That code is not right, or it no longer works/)).toBeVisible();
  await screenshot(page, 'auth-sign-in-code-wrong');
  // the dark theme, as theme-init.js applies it to a dark-mode visitor
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await screenshot(page, 'auth-sign-in-code-wrong-dark');
  await page.evaluate(() => document.documentElement.classList.remove('dark'));

  await field.fill(code);
  await codeForm.getByRole('button', { name: 'Confirm code and sign in' }).click();
  await expect(page).toHaveURL('/app/dashboard');
  await expect(
    page.getByRole('heading', { name: "Welcome! Let's Set Up Your Business" }),
  ).toBeVisible();

  // the attackers stay refused, even with the right password
  expect((await signInFrom(request, origin, attackers[0] ?? '')(email, PASSWORD)).status()).toBe(
    429,
  );
});
