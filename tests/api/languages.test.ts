import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer } from '../support/answers';

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
