import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import { bookings } from '../../src/server/db/schema/bookings';
import { clients } from '../../src/server/db/schema/people';
import { authClient, newAccount } from '../support/auth-client';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { serveBuiltSite } from '../support/built-site';
import { signedInOwner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer, type ErrorAnswer } from '../support/answers';

describe('the API answers in the language of the request', () => {
  let app: TestServer;
  let target: Awaited<ReturnType<typeof bookableBusiness>>;
  beforeAll(async () => {
    app = await startTestServer();
    target = await bookableBusiness(app);
  });
  afterAll(() => app.close());

  const noName = { customer: { name: '', email: 'a@b.co', phone: '0711000101' } };
  async function refusal(headers: Record<string, string>, body: unknown = noName) {
    const response = await app.request(`/api/public/businesses/${target.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(bookingBody(target.service.id, body as Record<string, unknown>)),
    });
    expect(response.status).toBe(400);
    return {
      language: response.headers.get('content-language'),
      error: (await readJson<ErrorAnswer>(response)).error,
    };
  }

  it('refuses in Kiswahili for Accept-Language: sw, naming the field in Kiswahili too', async () => {
    const before = await app.db.$count(bookings, eq(bookings.businessId, target.businessId));
    const { language, error } = await refusal({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' });
    expect(language).toBe('sw');
    expect(error.message).toBe('Tafadhali jaza sehemu zote zinazohitajika');
    expect(error.fields).toEqual({ 'customer.name': 'Tafadhali jaza sehemu zote zinazohitajika' });
    expect(await app.db.$count(bookings, eq(bookings.businessId, target.businessId))).toBe(before);
  });

  it('refuses in English otherwise: no header, English first, or a language we do not speak', async () => {
    for (const acceptLanguage of [undefined, 'en-GB,sw;q=0.8', 'fr-FR,de;q=0.9', 'sw;q=0']) {
      const { language, error } = await refusal(
        acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      );
      expect({ acceptLanguage, language }).toEqual({ acceptLanguage, language: 'en' });
      expect(error.message).toBe('Please fill in all required fields');
    }
  });

  it("keeps to the device's choice over what the browser asks for", async () => {
    const chosen = await refusal({ 'accept-language': 'en', cookie: 'a=1; miadi_lang=sw' });
    expect(chosen.error.message).toBe('Tafadhali jaza sehemu zote zinazohitajika');
    const english = await refusal({ 'accept-language': 'sw', cookie: 'miadi_lang=en' });
    expect(english.error.message).toBe('Please fill in all required fields');
    // a cookie naming a language we do not speak is no choice: the browser's language stands
    const unknown = await refusal({ 'accept-language': 'sw', cookie: 'miadi_lang=xx' });
    expect(unknown.error.message).toBe('Tafadhali jaza sehemu zote zinazohitajika');
  });

  it('fills placeholders in the language asked for', async () => {
    const { error } = await refusal({ 'accept-language': 'sw' }, { notes: 'x'.repeat(2001) });
    expect(error.fields?.notes).toMatch(/^Maelezo yasizidi herufi \d+$/);
  });

  it('says a request that cannot be read in the language asked for', async () => {
    const response = await app.request(`/api/public/businesses/${target.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'sw' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect((await readJson<ErrorAnswer>(response)).error.message).toBe(
      'Mwili wa ombi lazima uwe JSON.',
    );
  });

  it('answers two requests at once each in its own language', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => refusal({ 'accept-language': i % 2 ? 'sw' : 'en' })),
    );
    answers.forEach(({ error }, i) =>
      expect(error.message).toBe(
        i % 2 ? 'Tafadhali jaza sehemu zote zinazohitajika' : 'Please fill in all required fields',
      ),
    );
  });
});

describe('each person keeps the language they chose', () => {
  let app: TestServer;
  let target: Awaited<ReturnType<typeof bookableBusiness>>;
  beforeAll(async () => {
    app = await startTestServer();
    target = await bookableBusiness(app);
  });
  afterAll(() => app.close());

  const localeOf = async (userEmail: string) =>
    (await app.db.select({ locale: users.locale }).from(users).where(eq(users.email, userEmail)))[0]
      ?.locale;

  it('makes an account in the language it was signed up in, and the owner changes it', async () => {
    const account = newAccount();
    const client = authClient(app);
    client.cookies.set('miadi_lang', 'sw');
    expect((await client.signUp(account)).status).toBe(200);
    expect(await localeOf(account.email)).toBe('sw');
    await app.db.update(users).set({ emailVerified: true }).where(eq(users.email, account.email));
    expect((await client.signIn(account.email, account.password)).status).toBe(200);

    const changed = await client.request('/api/me/language', {
      method: 'PUT',
      body: { locale: 'en' },
    });
    expect(changed.status).toBe(200);
    expect(await readJson<{ locale: string }>(changed)).toEqual({ locale: 'en' });
    expect(client.cookies.get('miadi_lang')).toBe('en');
    expect(await localeOf(account.email)).toBe('en');

    for (const locale of ['fr', '', 'SW', 'kiswahili', null]) {
      const refused = await client.request('/api/me/language', {
        method: 'PUT',
        body: { locale },
      });
      expect(refused.status).toBe(400);
      expect((await readJson<ErrorAnswer>(refused)).error.message).toBe(
        'Choose English or Kiswahili.',
      );
    }
    expect(await localeOf(account.email)).toBe('en');
  });

  it("answers a signed-in owner in their account's language, and the device follows it", async () => {
    const owner = await signedInOwner(app);
    await app.db.update(users).set({ locale: 'sw' }).where(eq(users.id, owner.userId));
    owner.client.cookies.set('miadi_lang', 'en');
    const refused = await owner.client.request('/api/me/language', {
      method: 'PUT',
      body: { locale: 'xx' },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-language')).toBe('sw');
    expect((await readJson<ErrorAnswer>(refused)).error.message).toBe(
      'Chagua Kiingereza au Kiswahili.',
    );
    expect(owner.client.cookies.get('miadi_lang')).toBe('sw');
  });

  it('keeps the language a booking was made in, on the booking and on its client', async () => {
    const phone = '0711000202';
    const bookIn = async (acceptLanguage: string, time: string) => {
      const response = await app.request(`/api/public/businesses/${target.businessId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage },
        body: JSON.stringify(
          bookingBody(target.service.id, {
            time,
            customer: { name: 'Achieng Otieno', email: 'achieng@example.com', phone },
          }),
        ),
      });
      expect(response.status).toBe(201);
      return (await readJson<BookingAnswer>(response)).booking.id;
    };
    const clientLocale = async () =>
      (
        await app.db
          .select({ locale: clients.locale })
          .from(clients)
          .where(eq(clients.phone, '+254711000202'))
      )[0]?.locale;
    const bookingLocale = async (id: string) =>
      (
        await app.db.select({ locale: bookings.locale }).from(bookings).where(eq(bookings.id, id))
      )[0]?.locale;

    const first = await bookIn('sw-KE,sw;q=0.9', '10:00');
    expect(await bookingLocale(first)).toBe('sw');
    expect(await clientLocale()).toBe('sw');
    const second = await bookIn('en-GB', '11:00');
    expect(await bookingLocale(second)).toBe('en');
    expect(await clientLocale()).toBe('en');
    // the first booking's messages stay in the language it was made in
    expect(await bookingLocale(first)).toBe('sw');
  });
});

describe('pages in the language asked for', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-languages-'));
  fs.mkdirSync(path.join(distDir, '.ssr'), { recursive: true });
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Miadi</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(distDir, '.ssr', 'entry-server.js'),
    `let renders = 0;
export async function renderPage({ path, locale }) {
  renders += 1;
  return new Response('<main data-renders="' + renders + '">' + locale + ' ' + path + '</main>').body;
}
`,
  );
  const site = serveBuiltSite(distDir);
  const rendersOf = (html: string) => Number(/data-renders="(\d+)"/.exec(html)?.[1]);
  const get = (address: string, headers: Record<string, string> = {}) =>
    site.app.request(address, { headers });

  it('writes the language into the page, says so, and varies with what it was read from', async () => {
    const page = await get('/terms', { 'accept-language': 'sw' });
    const html = await page.text();
    expect(html).toContain('<html lang="sw"');
    expect(html).toContain('sw /terms');
    expect(page.headers.get('content-language')).toBe('sw');
    expect(page.headers.get('vary')).toMatch(/Accept-Language/);
    expect(page.headers.get('vary')).toMatch(/Cookie/);
    const shell = await get('/app/dashboard', { cookie: 'miadi_lang=sw' });
    expect(await shell.text()).toContain('<html lang="sw"');
  });

  it("keeps a shared link's language, and the device keeps it from then on", async () => {
    const page = await get('/privacy?lang=sw', { 'accept-language': 'en' });
    expect(await page.text()).toContain('<html lang="sw"');
    expect(page.headers.get('set-cookie')).toMatch(/^miadi_lang=sw;.*Path=\//);
    expect(page.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    // an address naming a language we do not speak is no choice
    const unknown = await get('/privacy?lang=fr', { 'accept-language': 'en' });
    expect(await unknown.text()).toContain('<html lang="en"');
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('tells search engines where the page is in each language', async () => {
    const html = await (await get('/safety?q=a&lang=sw')).text();
    const origin = site.app.url.replace(/\/$/, '');
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${origin}/safety?q=a&amp;lang=en">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="sw" href="${origin}/safety?q=a&amp;lang=sw">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/safety?q=a">`,
    );
  });

  it('keeps a rendered page in each language apart: neither is ever sent for the other', async () => {
    const english = await (await get('/cookies')).text();
    expect(english).toContain('en /cookies');
    const swahili = await (await get('/cookies', { 'accept-language': 'sw' })).text();
    expect(swahili).toContain('sw /cookies');
    expect(rendersOf(swahili)).toBeGreaterThan(rendersOf(english));
    // each is kept: asked again, each comes back as it was, without rendering
    const englishAgain = await (await get('/cookies', { 'accept-language': 'en-KE' })).text();
    const swahiliAgain = await (await get('/cookies', { cookie: 'miadi_lang=sw' })).text();
    expect(englishAgain).toBe(english);
    expect(swahiliAgain).toBe(swahili);
  });
});
