import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from './mailbox';
import { readJson, type BusinessAnswer } from '../../support/answers';

export const OWNER_PASSWORD = 'Safari#Kilele2026';

/**
 * A new owner account, confirmed through the mailed link and signed in, in this page's browser
 * context (the sign-up screens themselves are walked through in accounts.spec.ts).
 */
export async function signInNewOwner(page: Page, baseURL: string): Promise<string> {
  const email = `owner-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const headers = { origin: baseURL };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: {
      firstName: 'Achieng',
      lastName: 'Odhiambo',
      country: 'KE',
      email,
      password: OWNER_PASSWORD,
    },
  });
  expect(signUp.status()).toBe(200);
  const link = (await waitForMail(email)).links.find((href) => href.includes('/verify-email'));
  expect((await page.request.get(link ?? '', { maxRedirects: 0 })).status()).toBe(302);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers,
    data: { email, password: OWNER_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return email;
}

/**
 * The signed-in owner's business, made through the API as onboarding does (onboarding itself is
 * walked through in business-settings.spec.ts). Answers the business id.
 */
export async function createBusiness(
  request: APIRequestContext,
  origin: string,
  { name, city = 'Nairobi', phone = '' }: { name: string; city?: string; phone?: string },
): Promise<string> {
  const created = await request.post('/api/business', {
    headers: { origin },
    data: {
      name,
      email: '',
      phone,
      address: '',
      city,
      country: 'Kenya',
      website: '',
      description: '',
    },
  });
  expect(created.status()).toBe(201);
  return (await readJson<BusinessAnswer>(created)).business.id;
}
