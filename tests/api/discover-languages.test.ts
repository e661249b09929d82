import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer } from '../support/answers';

/**
 * Discover's search refuses in the language of the request: Kiswahili for Accept-Language: sw,
 * English otherwise, with the limits placed in the message in both (docs/decisions/0071).
 */
describe('Discover refuses a bad search in the language asked for', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  async function refusal(params: Record<string, string | string[]>, language?: string) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(params))
      for (const one of [value].flat()) search.append(name, one);
    const response = await app.request(`/api/public/discover?${search.toString()}`, {
      headers: language ? { 'accept-language': language } : {},
    });
    expect(response.status).toBe(400);
    return {
      language: response.headers.get('content-language'),
      cache: response.headers.get('cache-control'),
      message: (await readJson<ErrorAnswer>(response)).error.message,
    };
  }

  it('says a bad radius, a long search, an unknown category and a lone latitude in Kiswahili', async () => {
    const sw = 'sw-KE,sw;q=0.9,en;q=0.5';
    const radius = await refusal({ lat: '-1.2', lng: '36.8', radiusKm: '10000' }, sw);
    expect(radius).toMatchObject({
      language: 'sw',
      message: 'Umbali uwe kati ya km 1 na km 500',
    });
    // an answer with words in it is not kept by a shared cache for the other language
    expect(radius.cache ?? '').not.toMatch(/public/);
    expect((await refusal({ q: 'x'.repeat(101) }, sw)).message).toBe(
      'Maneno ya kutafuta yasizidi herufi 100',
    );
    expect((await refusal({ category: 'Bakeries' }, sw)).message).toBe(
      'Chagua aina kutoka kwenye orodha',
    );
    expect((await refusal({ lat: '-1.2' }, sw)).message).toBe(
      'Toa latitudo na longitudo zote mbili, au usitoe yoyote',
    );
  });

  it('says the same in English without the header, or with English first', async () => {
    for (const language of [undefined, 'en-GB,sw;q=0.8']) {
      const radius = await refusal({ lat: '-1.2', lng: '36.8', radiusKm: '10000' }, language);
      expect({ language, answer: radius }).toMatchObject({
        language,
        answer: { language: 'en', message: 'Radius must be between 1 and 500 km' },
      });
      expect((await refusal({ q: 'x'.repeat(101) }, language)).message).toBe(
        'Search text must be at most 100 characters',
      );
      expect((await refusal({ category: 'Bakeries' }, language)).message).toBe(
        'Choose categories from the list',
      );
    }
  });
});
