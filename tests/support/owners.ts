import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import type { Locale } from '../../src/shared/i18n/locales';
import { authClient, cookieHeader, newAccount, type AuthClient } from './auth-client';
import type { TestServer } from './test-server';
import { readJson } from './answers';

export interface Owner {
  client: AuthClient;
  email: string;
  userId: string;
  /** Sends a multipart form as this owner's browser would. */
  upload(path: string, form: FormData, method?: string): Promise<Response>;
}

/**
 * A signed-in owner, quickly: signs up through the API, marks the e-mail confirmed in the database
 * (the mail round trip is proven in the account tests), and signs in.
 */
export async function signedInOwner(app: TestServer): Promise<Owner> {
  const account = newAccount();
  const client = authClient(app);
  expect((await client.signUp(account)).status).toBe(200);
  const [user] = await app.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, account.email))
    .returning({ id: users.id });
  expect((await client.signIn(account.email, account.password)).status).toBe(200);
  return {
    client,
    email: account.email,
    userId: user?.id ?? '',
    upload: (path, form, method = 'POST') =>
      fetch(new URL(path, app.url), {
        method,
        body: form,
        headers: {
          origin: app.url,
          cookie: cookieHeader(client.cookies),
          'x-forwarded-for': client.address,
        },
      }),
  };
}

/** The same owner signed in again, as from another browser: a session, and so a device, of its own. */
export async function anotherDevice(app: TestServer, owner: Owner): Promise<AuthClient> {
  const client = authClient(app);
  expect((await client.signIn(owner.email, newAccount().password)).status).toBe(200);
  return client;
}

/** A signed-in owner whose business exists (created through the API, as onboarding does). */
export async function ownerWithBusiness(app: TestServer, name = 'Amani Beauty Spa') {
  const owner = await signedInOwner(app);
  const response = await owner.client.post('/api/business', {
    name,
    email: '',
    phone: '',
    address: '',
    city: '',
    country: '',
    website: '',
    description: '',
  });
  expect(response.status).toBe(201);
  const view = await readJson<{ business: { id: string; subdomain: string } }>(response);
  return { ...owner, businessId: view.business.id, subdomain: view.business.subdomain };
}

/**
 * The account speaks `locale` from now on (its saved choice, PUT /api/me/language), and this
 * device's language cookie goes, so the account, not the device, decides how it is answered.
 */
export async function speaks<A extends { client: AuthClient }>(
  account: A,
  locale: Locale,
): Promise<A> {
  const chosen = await account.client.request('/api/me/language', {
    method: 'PUT',
    body: { locale },
  });
  expect(chosen.status).toBe(200);
  account.client.cookies.delete('miadi_lang');
  return account;
}
